// The gateway's throughput, each figure side by side with a reference measured in the same run
// (issue 13): autocannon against the compiled gateway on a fresh demo bank, and against a bare
// Fastify server answering the same JSON. Prints one JSON line per figure:
//   {"name", "value", "unit", "reference", "ratio", "p99", "referenceP99", ...}
// Not a test: figures vary with the machine; ratios are what to compare between runs.
// Usage: npm run bench:gateway   (BENCH_SECONDS=10 BENCH_CONNECTIONS=50 by default)
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { API_KEY, call, signIn, startGateway } from './support/gateway-process.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const port = Number(process.env.BENCH_PORT ?? 3400);

interface Load {
  rps: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function load(url: string, opts: { method?: 'GET' | 'POST'; body?: unknown; token?: string } = {}): Promise<Load> {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    method: opts.method ?? 'GET',
    headers: { 'x-api-key': API_KEY, 'content-type': 'application/json', ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}) },
    ...(opts.body === undefined ? {} : { body: JSON.stringify(opts.body) }),
  });
  return { rps: Math.round(result.requests.average), p99: result.latency.p99, errors: result.errors, non2xx: result.non2xx };
}

function emit(name: string, measured: Load, reference: Load, extra: Record<string, unknown> = {}): void {
  const ratio = Math.round((measured.rps / reference.rps) * 1000) / 1000;
  console.log(JSON.stringify({ name, value: measured.rps, unit: 'req/s', reference: reference.rps, ratio, p99: measured.p99, referenceP99: reference.p99, errors: measured.errors + measured.non2xx, ...extra }));
}

/** The bare Fastify reference in its own process, answering `payload` at POST /bare. */
async function startBare(payload: unknown) {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'bel-bench-bare-')), 'payload.json');
  writeFileSync(file, JSON.stringify(payload));
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'support/bare-server.ts'), file], { stdio: ['ignore', 'pipe', 'inherit'] });
  const [line] = await createInterface({ input: child.stdout! })[Symbol.asyncIterator]().next().then((r) => [r.value as string]);
  const { port: barePort } = JSON.parse(line!) as { port: number };
  return { url: `http://127.0.0.1:${barePort}/bare`, stop: () => child.kill('SIGTERM') };
}

function ymd(date: Date): string {
  return date.toISOString().slice(0, 10).replaceAll('-', '');
}

const gateway = await startGateway(port);
try {
  const token = await signIn(gateway.url, 'ana.perez@caribe.example');
  const today = new Date();
  const movementsBody = { cuenta: '0300001001000101', startDate: ymd(new Date(today.getTime() - 30 * 86_400_000)), endDate: ymd(today) };
  const movements = await call(gateway.url, 'POST', '/accounts/getMovements', movementsBody, token);
  if (movements.status !== 200) throw new Error(`getMovements: ${movements.status} ${JSON.stringify(movements.json)}`);
  const bare = await startBare(movements.json);
  try {
    // Warm both up so neither pays for JIT or the first connections in the figure.
    await autocannon({ url: bare.url, method: 'POST', connections, duration: 2 });
    const reference = await load(bare.url, { method: 'POST' });
    const measured = await load(`${gateway.url}/api/accounts/getMovements`, { method: 'POST', body: movementsBody, token });
    emit('accounts/getMovements 31 days vs bare Fastify route, same JSON', measured, reference, { bytes: JSON.stringify(movements.json).length });
  } finally {
    bare.stop();
  }
  const staticPage = await load(`${gateway.url}/login`);
  const trivial = await load(`${gateway.url}/api/auth/verifyRoute`, { method: 'POST', body: { route: 'account_movements' }, token });
  emit('auth/verifyRoute (session + entitlement) vs the same server unauthenticated static page', trivial, staticPage);
} finally {
  await gateway.stop();
}
