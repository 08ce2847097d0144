import { randomBytes } from 'node:crypto';
import type { FastifyServerOptions } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { fixedClock } from '../clock.js';
import { loadConfig } from '../config.js';
import { connect } from '../db/client.js';
import { buildApp } from '../app.js';
import { TEMPLATE_DB, TEST_API_KEY, TEST_NOW } from './constants.js';

/** A fresh copy of the seeded demo bank, a controllable clock and the real app on it. */
export async function testApp(overrides: Partial<ReturnType<typeof loadConfig>> = {}, logger: FastifyServerOptions['logger'] = false) {
  const adminUrl = inject('pgAdminUrl');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}" template "${TEMPLATE_DB}"`);
  await admin.end();
  const url = adminUrl.replace(/\/postgres$/, `/${name}`);
  const { db, pool } = connect(url, 20);
  const clock = fixedClock(TEST_NOW);
  const config = { ...loadConfig({}), apiKey: TEST_API_KEY, webDist: '/nonexistent', bankKeysDir: inject('bankKeysDir'), ...overrides };
  const app = await buildApp({ db, clock, config }, logger);
  return {
    app,
    db,
    pool,
    /** The test database's address: a second instance opens its own pool on it. */
    url,
    clock,
    config,
    async close() {
      await app.close();
      await pool.end();
    },
  };
}
export type TestApp = Awaited<ReturnType<typeof testApp>>;
