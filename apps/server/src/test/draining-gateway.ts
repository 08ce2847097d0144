// Run as a child process by embedded.test.ts: plays a gateway told to stop (SIGTERM) while a call
// is still in flight. It stops its server itself, after the call, as main.ts does.
import pg from 'pg';
import { startEmbeddedPostgres } from '../db/embedded.js';

const [dataDir, port] = process.argv.slice(2);
const server = await startEmbeddedPostgres({ dataDir: dataDir!, port: Number(port), durable: false });
const c = new pg.Client({ connectionString: server.url('postgres') });
await c.connect();
process.on('SIGTERM', () => {
  void (async () => {
    // The call in flight: it must find its database still there.
    const answer = await c.query('select pg_sleep(0.3), 42 as n').then(
      ({ rows }) => `drained ${(rows[0] as { n: number }).n}`,
      (error: Error) => `failed: ${error.message}`,
    );
    process.stdout.write(`${answer}\n`);
    await c.end().catch(() => undefined);
    await server.stop();
    process.exit(0);
  })();
});
process.stdout.write('ready\n');
setInterval(() => {}, 1000);
