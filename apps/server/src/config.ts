import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const repoRoot = path.resolve(here, '../../..');

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
  lockMinutes: number;
  webDist: string;
  logLevel: string;
  /** The folder of the bank's signing key and certificates (ADR 0028); made on first use. */
  bankKeysDir: string;
}

function int(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`Expected a positive integer, got "${value}"`);
  return n;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    host: env.HOST ?? '127.0.0.1',
    port: int(env.PORT, 3000),
    apiKey: env.API_KEY ?? 'bel-demo-api-key',
    databaseUrl: env.DATABASE_URL || undefined,
    pgDataDir: path.resolve(env.PG_DATA_DIR ?? path.join(repoRoot, '.data/pg')),
    pgPort: int(env.PG_PORT, 54320),
    sessionIdleMinutes: int(env.SESSION_IDLE_MINUTES, 5),
    lockMinutes: int(env.LOCK_MINUTES, 30),
    webDist: path.resolve(env.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist')),
    logLevel: env.LOG_LEVEL ?? 'info',
    bankKeysDir: path.resolve(env.BANK_KEYS_DIR ?? path.join(repoRoot, '.data/bank-keys')),
  };
}
