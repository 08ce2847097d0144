import path from 'node:path';
import { repoRoot } from './paths.js';

export interface Config {
  host: string;
  port: number;
  /** The fixed key every client sends in `x-api-key`. Not a secret: it names the client app. */
  apiKey: string;
  /** An existing PostgreSQL server; when absent the gateway runs an embedded one. */
  databaseUrl: string | undefined;
  pgDataDir: string;
  pgPort: number;
  sessionIdleMinutes: number;
  /** A signed-in session ends this long after the password step, however active (ADR 0005). */
  sessionMaxMinutes: number;
  /** The same for a session between the password and the PIN, and for a recovery token. */
  pinStageMaxMinutes: number;
  lockMinutes: number;
  /** Failed sign-in attempts one client address may make in a window before it is throttled (ADR 0026). */
  signInAddressMaxFailures: number;
  signInAddressWindowMinutes: number;
  /**
   * Fastify's `trustProxy`: which proxies' X-Forwarded-For to believe for the client address
   * (rate limits, the sign-in guard, sessions, traces). `false` uses the socket's address.
   */
  trustProxy: boolean | number | string[];
  webDist: string;
  /** Each client address's budget of requests a minute (RATE_LIMIT_PER_MINUTE; the benchmark raises it to measure the gateway, not the limiter). */
  requestsPerMinute: number;
  logLevel: string;
  /** The folder of the bank's signing key and certificates (ADR 0028); made on first use. */
  bankKeysDir: string;
  /**
   * BANK_CLOCK (YYYY-MM-DD, or an instant YYYY-MM-DDTHH:MM:SSZ): the gateway's clock starts at
   * 09:00 UTC of that day, or at that instant (a test of the bank's midnight, ADR 0069), and runs
   * on from there (ADR 0047). Only a test environment (NODE_ENV=test) may set it: anywhere else
   * the gateway refuses to start rather than ignore it. The instant it starts at, ISO 8601.
   */
  clockStart: string | undefined;
  /**
   * BANK_JOBS=on, beside BANK_CLOCK only: this moved gateway is its database's only one and runs
   * the bank's jobs as of its day (the browser tests' portal, ADR 0067). A moved gateway runs none
   * otherwise: on a database it shares with the real day's gateway it would do that day's work early.
   */
  clockJobs: boolean;
}

/** The environment that may move the clock: the browser tests' (ADR 0047). */
export const CLOCK_ENVIRONMENT = 'test';

/** BANK_CLOCK read as the instant the clock starts at; refused outside a test environment, or when it is not a real day or instant. */
export function clockStart(env: NodeJS.ProcessEnv): string | undefined {
  const value = env.BANK_CLOCK?.trim();
  if (!value) return undefined;
  if (env.NODE_ENV !== CLOCK_ENVIRONMENT) throw new Error(`BANK_CLOCK is set but NODE_ENV is "${env.NODE_ENV ?? ''}": the bank's clock is moved only in a test environment (NODE_ENV=${CLOCK_ENVIRONMENT}). Unset BANK_CLOCK.`);
  const instant = /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T09:00:00.000Z` : /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/.test(value) ? value.replace('Z', '.000Z') : undefined;
  // A date that does not exist (30 February) comes back from Date as another one.
  if (!instant || Number.isNaN(Date.parse(instant)) || new Date(instant).toISOString() !== instant) throw new Error(`BANK_CLOCK: "${value}" is not a day (YYYY-MM-DD) nor an instant (YYYY-MM-DDTHH:MM:SSZ)`);
  return instant;
}

/** BANK_JOBS read: `on` or unset, and only beside BANK_CLOCK (a gateway on the real clock always runs the jobs). */
export function clockJobs(env: NodeJS.ProcessEnv, start: string | undefined): boolean {
  const value = env.BANK_JOBS?.trim();
  if (!value) return false;
  if (value !== 'on') throw new Error(`BANK_JOBS: "${value}" is not "on"`);
  if (!start) throw new Error("BANK_JOBS=on is set without BANK_CLOCK: a gateway on the bank's real clock always runs the bank's jobs. Unset BANK_JOBS.");
  return true;
}

function int(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`Expected a positive integer, got "${value}"`);
  return n;
}

/**
 * TRUST_PROXY: unset or `false` (the socket's address), `true` (any proxy: only behind one
 * that always overwrites the header), a hop count (`1`), or addresses and CIDR ranges
 * separated by commas (`10.0.0.0/8,127.0.0.1`).
 */
export function trustProxy(value: string | undefined): boolean | number | string[] {
  const v = value?.trim() ?? '';
  if (v === '' || v === 'false') return false;
  if (v === 'true') return true;
  if (/^\d+$/.test(v)) return Number(v);
  const list = v.split(',').map((s) => s.trim()).filter(Boolean);
  for (const entry of list) if (!/^[\d.:a-fA-F]+(\/\d{1,3})?$/.test(entry)) throw new Error(`TRUST_PROXY: "${entry}" is not an address or CIDR range`);
  return list;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const start = clockStart(env);
  return {
    host: env.HOST ?? '127.0.0.1',
    port: int(env.PORT, 3000),
    apiKey: env.API_KEY ?? 'bel-demo-api-key',
    databaseUrl: env.DATABASE_URL || undefined,
    pgDataDir: path.resolve(env.PG_DATA_DIR ?? path.join(repoRoot, '.data/pg')),
    pgPort: int(env.PG_PORT, 54320),
    sessionIdleMinutes: int(env.SESSION_IDLE_MINUTES, 5),
    sessionMaxMinutes: int(env.SESSION_MAX_MINUTES, 480),
    pinStageMaxMinutes: int(env.PIN_STAGE_MAX_MINUTES, 5),
    lockMinutes: int(env.LOCK_MINUTES, 30),
    signInAddressMaxFailures: int(env.SIGN_IN_ADDRESS_MAX_FAILURES, 20),
    signInAddressWindowMinutes: int(env.SIGN_IN_ADDRESS_WINDOW_MINUTES, 15),
    trustProxy: trustProxy(env.TRUST_PROXY),
    webDist: path.resolve(env.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist')),
    requestsPerMinute: int(env.RATE_LIMIT_PER_MINUTE, 600),
    logLevel: env.LOG_LEVEL ?? 'info',
    bankKeysDir: path.resolve(env.BANK_KEYS_DIR ?? path.join(repoRoot, '.data/bank-keys')),
    clockStart: start,
    clockJobs: clockJobs(env, start),
  };
}
