import pg from 'pg';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import * as schema from './schema.js';

/** The database, with its pool (`$client`) for the few that need a pool, such as the job queue. */
export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool };
/** A transaction or the database itself: repositories accept either. */
export type Tx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

let stopping = false;

/**
 * The gateway is stopping: its database connections end with it (embedded PostgreSQL stops on the
 * same signal), which is no news worth a line per connection.
 */
export function expectConnectionsToEnd(): void {
  stopping = true;
}

const reportLoss = (what: string) => (err: Error) => {
  if (!stopping) console.error(`[bel] ${what}: ${err.message}`);
};

// bigint columns (minor units) come back as strings; drizzle's bigint mode turns them into BigInt.
export function connect(url: string, max = 10): { db: Db; pool: pg.Pool } {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle connection dropped by the server (restart, Ctrl-C reaching PostgreSQL first) must
  // not crash the gateway; the pool replaces it on next use.
  pool.on('error', reportLoss('idle database connection lost'));
  // So must one dropped while checked out between queries (a transaction's client, the change
  // feed's listener): node-postgres emits that on the client, where nobody listens otherwise.
  // The job queue asks for both handlers on the pool it is given, and warns at start without them.
  pool.on('connect', (client) => client.on('error', reportLoss('database connection lost')));
  return { db: drizzle(pool, { schema }), pool };
}
