import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig, type Config } from '../config.js';
import { openDatabase, type Database } from '../db/database.js';

function embeddedServerRunning(dataDir: string): boolean {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return false;
  try {
    process.kill(Number(readFileSync(pidFile, 'utf8').split('\n')[0]), 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Runs a script on the portal's database — DATABASE_URL, or the embedded one as the gateway opens
 * it — and exits with the code `run` answers (2 when it throws). Opening the embedded database
 * would stop a running gateway's server (it takes it for a stale one), so that is refused.
 */
export function onPortalDatabase(run: (database: Database, config: Config) => Promise<number>): void {
  const main = async (): Promise<number> => {
    const config = loadConfig();
    if (!config.databaseUrl && embeddedServerRunning(config.pgDataDir)) {
      console.error(`The portal's PostgreSQL is running on ${config.pgDataDir}: stop the portal first, or set DATABASE_URL to its database.`);
      return 2;
    }
    const database = await openDatabase(config, () => {});
    try {
      return await run(database, config);
    } finally {
      await database.close();
    }
  };
  main().then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(err);
      process.exit(2);
    },
  );
}
