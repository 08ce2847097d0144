import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { connect, expectConnectionsToEnd } from './client.js';

const admin = new pg.Client({ connectionString: inject('pgAdminUrl') });
const name = `client_${randomUUID().replaceAll('-', '')}`;
let url: string;

beforeAll(async () => {
  await admin.connect();
  await admin.query(`create database ${name}`);
  url = inject('pgAdminUrl').replace(/\/postgres$/, `/${name}`);
});
afterAll(async () => {
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
});

// PostgreSQL may end any connection (a restart, an administrator). A client checked out between
// two queries has no query to fail: node-postgres emits the loss on the client, and an 'error'
// event nobody listens to ends the whole gateway.
describe('a database connection the server ends', () => {
  it('does not end the gateway when the client was checked out, and the pool goes on', async () => {
    expect(await endCheckedOutConnection()).toMatch(/\[bel\] database connection lost/);
  });

  // Last: the module keeps knowing that the gateway stops.
  it('says nothing once the gateway stops, when every connection ends with the database', async () => {
    expectConnectionsToEnd();
    expect(await endCheckedOutConnection()).toBe('');
  });
});

/** Ends a checked-out connection from the server's side; what was logged, once the pool answers again. */
async function endCheckedOutConnection(): Promise<string> {
  const { pool } = connect(url, 2);
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    const client = await pool.connect();
    const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
    const lost = new Promise((resolve) => client.once('end', resolve));
    await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
    await lost;
    client.release(true);
    expect((await pool.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
    return logged.mock.calls.flat().join(' ');
  } finally {
    logged.mockRestore();
    await pool.end();
  }
}
