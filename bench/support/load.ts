// Load figures shared by the benches: autocannon against a URL with the server's CPU per request,
// a bare Fastify reference answering given JSON, and one JSON line per figure with its ratio.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { API_KEY } from './gateway-process.js';

export const seconds = Number(process.env.BENCH_SECONDS ?? 10);
export const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

export interface Load {
  rps: number;
  /** The server process's CPU time per answered request (user + system), when it is measured. */
  cpuUs?: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** CPU time a process has used so far, in microseconds (Linux /proc; clock ticks of 10 ms). */
function cpuOf(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch {
    return undefined;
  }
}

export async function load(url: string, opts: { method?: 'GET' | 'POST'; body?: unknown; token?: string; pid?: number } = {}): Promise<Load> {
  const cpuBefore = cpuOf(opts.pid);
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    method: opts.method ?? 'GET',
    headers: { 'x-api-key': API_KEY, 'content-type': 'application/json', ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}) },
    ...(opts.body === undefined ? {} : { body: JSON.stringify(opts.body) }),
  });
  const cpuAfter = cpuOf(opts.pid);
  const cpuUs = cpuBefore === undefined || cpuAfter === undefined ? undefined : Math.round((cpuAfter - cpuBefore) / Math.max(1, result.requests.total));
  return { rps: Math.round(result.requests.average), p99: result.latency.p99, errors: result.errors, non2xx: result.non2xx, ...(cpuUs === undefined ? {} : { cpuUs }) };
}

export function emit(name: string, measured: Load, reference: Load, extra: Record<string, unknown> = {}): void {
  if (reference.errors + reference.non2xx > 0) throw new Error(`the reference answered ${reference.non2xx} non-2xx and ${reference.errors} errors: it must measure answers`);
  const ratio = Math.round((measured.rps / reference.rps) * 1000) / 1000;
  const cpu = measured.cpuUs === undefined ? {} : { cpuUsPerRequest: measured.cpuUs, referenceCpuUsPerRequest: reference.cpuUs };
  console.log(JSON.stringify({ name, value: measured.rps, unit: 'req/s', reference: reference.rps, ratio, p99: measured.p99, referenceP99: reference.p99, errors: measured.errors + measured.non2xx, ...cpu, ...extra }));
}

/** The bare Fastify reference in its own process, answering `payload` at POST /bare. */
export async function startBare(payload: unknown) {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'bel-bench-bare-')), 'payload.json');
  writeFileSync(file, JSON.stringify(payload));
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'bare-server.ts'), file], { stdio: ['ignore', 'pipe', 'inherit'] });
  const [line] = await createInterface({ input: child.stdout! })[Symbol.asyncIterator]().next().then((r) => [r.value as string]);
  const { port: barePort } = JSON.parse(line!) as { port: number };
  return { url: `http://127.0.0.1:${barePort}/bare`, pid: child.pid, stop: () => child.kill('SIGTERM') };
}

/** A day as the wire writes it (YYYYMMDD, UTC). */
export function ymd(date: Date): string {
  return date.toISOString().slice(0, 10).replaceAll('-', '');
}
