import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { runMigrations } from 'graphile-worker';
import { quietWorkerLogger } from '../core/jobs/worker-logger.js';
import { migrationsFolder } from '../paths.js';
import type { Db } from './client.js';

/** Ours, then the job queue's own schema (`graphile_worker`), so a job can be queued in any transaction. */
export async function applyMigrations(db: Db): Promise<void> {
  await migrate(db, { migrationsFolder });
  await runMigrations({ pgPool: db.$client, logger: quietWorkerLogger });
}
