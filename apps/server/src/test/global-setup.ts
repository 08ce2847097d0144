import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { connect } from '../db/client.js';
import { startEmbeddedPostgres } from '../db/embedded.js';
import { applyMigrations } from '../db/migrate.js';
import { seedDemoBank } from '../seed/seed.js';
import { TEMPLATE_DB, TEST_NOW } from './constants.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    /** One folder of bank keys for the run (made by the first app that signs), outside the repository. */
    bankKeysDir: string;
  }
}

/**
 * One real PostgreSQL server for the whole run, with the demo bank migrated and seeded once
 * into a template database; each test file clones it (CREATE DATABASE ... TEMPLATE), which
 * takes milliseconds and keeps files independent.
 */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bel-test-pg-'));
  const port = 55000 + (process.pid % 5000);
  const server = await startEmbeddedPostgres({ dataDir, port, durable: false });
  await server.createDatabase(TEMPLATE_DB);
  const { db, pool } = connect(server.url(TEMPLATE_DB));
  await applyMigrations(db);
  await seedDemoBank(db, TEST_NOW);
  await pool.end();
  project.provide('pgAdminUrl', server.url('postgres'));
  const keysParent = mkdtempSync(path.join(tmpdir(), 'bel-test-keys-'));
  project.provide('bankKeysDir', path.join(keysParent, 'bank-keys'));
  return async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(keysParent, { recursive: true, force: true });
  };
}
