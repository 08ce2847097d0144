import type pg from 'pg';
import type { Config } from '../config.js';
import { connect, type Db } from './client.js';
import { startEmbeddedPostgres } from './embedded.js';
import { applyMigrations } from './migrate.js';

export interface Database {
  db: Db;
  pool: pg.Pool;
  close(): Promise<void>;
}

/** Opens `DATABASE_URL`, or starts the embedded server; applies migrations either way. */
export async function openDatabase(config: Config, log: (m: string) => void): Promise<Database> {
  if (config.databaseUrl) {
    const { db, pool } = connect(config.databaseUrl);
    await applyMigrations(db);
    return { db, pool, close: () => pool.end() };
  }
  const server = await startEmbeddedPostgres({ dataDir: config.pgDataDir, port: config.pgPort, log });
  await server.createDatabase('bel');
  const { db, pool } = connect(server.url('bel'));
  await applyMigrations(db);
  return {
    db,
    pool,
    async close() {
      await pool.end();
      await server.stop();
    },
  };
}
