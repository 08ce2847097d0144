import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from './clock.js';
import type { SessionContext } from './core/session/session-context.js';
import type { Config } from './config.js';
import type { AccountAccess } from './core/account-access/service.js';
import type { Notifier } from './core/notifications/service.js';
import type { RequestEngine } from './core/requests/engine.js';
import type { BankJobs } from './core/jobs/bank-jobs.js';
import type { SignInGuard } from './core/sign-in-guard/guard.js';
import type { Db } from './db/client.js';
import type { ChangeFeed } from './core/changes/change-feed.js';
import type { GrantsCache } from './core/entitlements/grants.js';

/** What the caller of buildApp supplies (main.ts, the tests): no globals, so tests pass their own clock. */
export interface BaseDeps {
  db: Db;
  clock: Clock;
  config: Config;
}

/**
 * What every module's service receives: the base plus the core services, built once in
 * app.ts, so a module reaches account ownership or notifications without importing another module.
 */
export interface Deps extends BaseDeps {
  accounts: AccountAccess;
  notifications: Notifier;
  /** The signed-request engine: every request type's transitions go through it. */
  requests: RequestEngine;
  /** The bank's scheduled work, kept in PostgreSQL; modules define their tasks on it. */
  jobs: BankJobs;
  /** The bank's seal on a PDF the gateway rendered itself (ADR 0012, 0029, 0035), and the reference it prints. */
  seal: {
    sealPdf(pdf: Uint8Array): Promise<Uint8Array>;
    exportReference(session: SessionContext, log: FastifyBaseLogger): Promise<{ data: { referencia: string } }>;
  };
  /** Claims and counts every attempt at a password, PIN or identity data (ADR 0004, ADR 0026). */
  signInGuard: SignInGuard;
  /** Changes announced by every instance on the database: what in-memory copies listen to (ADR 0045). */
  changes: ChangeFeed;
  /** The entitlement table, kept in memory until a grant changes (ADR 0045). */
  grants: GrantsCache;
}
