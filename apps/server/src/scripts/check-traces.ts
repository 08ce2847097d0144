import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { checkTrail } from '../core/audit/check.js';

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
 * `npm run traces:check -w @bel/server`: checks the audit trail's hash chain (ADR 0022) on
 * DATABASE_URL, or on the embedded database as the gateway opens it. Prints OK or the first
 * bad row; exits 0 when intact, 1 when broken, 2 when it could not check.
 */
async function main(): Promise<number> {
  const config = loadConfig();
  // Opening the embedded database would stop a running gateway's server (it takes it for a stale one).
  if (!config.databaseUrl && embeddedServerRunning(config.pgDataDir)) {
    console.error(`The portal's PostgreSQL is running on ${config.pgDataDir}: stop the portal first, or set DATABASE_URL to its database.`);
    return 2;
  }
  const database = await openDatabase(config, () => {});
  try {
    const { ok, report } = await checkTrail(database.db);
    console.log(report);
    return ok ? 0 : 1;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(2);
  },
);
