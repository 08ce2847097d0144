// Run as a child process by embedded.test.ts: plays a gateway that is about to be killed.
import pg from 'pg';
import { startEmbeddedPostgres } from '../db/embedded.js';

const [dataDir, port] = process.argv.slice(2);
const server = await startEmbeddedPostgres({ dataDir: dataDir!, port: Number(port), durable: false });
const c = new pg.Client({ connectionString: server.url('postgres') });
await c.connect();
await c.query('create table survivor (n int)');
await c.query('insert into survivor values (42)');
await c.end();
process.stdout.write('ready\n');
setInterval(() => {}, 1000);
