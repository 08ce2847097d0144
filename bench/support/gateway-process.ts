// Starts the compiled gateway (apps/server/dist/main.js, what `npm start` runs) in a child
// process on a fresh demo bank, waits until it answers, and signs users in through the API.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { encodePassword } from '@bel/contract';
import { DEMO_PASSWORD, DEMO_PIN } from '../../apps/server/src/seed/demo-bank.js';

/** Enough of an answer for the bench: its token, or anything else as JSON. */
export type Answer = { token?: string } & Record<string, unknown>;

export const API_KEY = 'bel-demo-api-key';
const repo = path.resolve(import.meta.dirname, '../..');

export interface Gateway {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

async function waitFor(url: string, child: ChildProcess, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`gateway exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`gateway not up at ${url}`);
}

/**
 * `env` overrides the gateway's configuration (LOG_LEVEL, DATABASE_URL, …); `nodeArgs` go to
 * Node itself, e.g. `--cpu-prof` (which NODE_OPTIONS refuses).
 */
export async function startGateway(port: number, env: Record<string, string> = {}, nodeArgs: string[] = []): Promise<Gateway> {
  const scratch = mkdtempSync(path.join(tmpdir(), 'bel-bench-'));
  // Not inside the 0700 scratch folder: embedded PostgreSQL runs as its own user when we are root.
  const pgDir = path.join(tmpdir(), `bel-bench-pg-${port}`);
  rmSync(pgDir, { recursive: true, force: true });
  const child = spawn(process.execPath, [...nodeArgs, path.join(repo, 'apps/server/dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      PG_PORT: String(port + 20000),
      PG_DATA_DIR: pgDir,
      BANK_KEYS_DIR: path.join(scratch, 'keys'),
      // Measure the gateway, not the per-address limiter (one load generator is one address).
      RATE_LIMIT_PER_MINUTE: '100000000',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/login`, child);
  return {
    url,
    child,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(scratch, { recursive: true, force: true });
      rmSync(pgDir, { recursive: true, force: true });
    },
  };
}

export async function call(url: string, method: string, apiPath: string, body?: unknown, token?: string): Promise<{ status: number; json: Answer }> {
  const res = await fetch(`${url}/api${apiPath}`, {
    method,
    headers: { 'x-api-key': API_KEY, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, json: (text ? JSON.parse(text) : {}) as Answer };
}

/** Signs a demo user in with the two sign-in calls; answers the PIN step's answer (token and user). */
export async function signInAnswer(url: string, email: string, customerCode = 1001): Promise<Answer> {
  const first = await call(url, 'POST', '/auth/login', { email, password: encodePassword(DEMO_PASSWORD), customerCode });
  if (first.status !== 200) throw new Error(`login ${email}: ${first.status} ${JSON.stringify(first.json)}`);
  const second = await call(url, 'POST', `/auth/login/${DEMO_PIN}`, undefined, first.json.token);
  if (second.status !== 200) throw new Error(`pin ${email}: ${second.status} ${JSON.stringify(second.json)}`);
  return second.json;
}

export async function signIn(url: string, email: string, customerCode = 1001): Promise<string> {
  return (await signInAnswer(url, email, customerCode)).token!;
}
