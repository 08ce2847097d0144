import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { onBankDay } from './bank-day.js';
import { E2E_PG_PORT } from './env.js';

const script = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/server/src/scripts/bank-run.ts');

/**
 * Runs one of the bank's scheduled tasks on the portal under test's database, as the bank would
 * on `day` (`+N`: N working days after the portal's bank day): the browser tests' way to let the
 * bank's days pass.
 */
export async function runBankTask(task: string, day: string): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', script, task, day], {
    env: { ...process.env, DATABASE_URL: `postgres://bel:bel-local@127.0.0.1:${E2E_PG_PORT}/bel`, LOG_LEVEL: 'warn', ...onBankDay() },
    timeout: 60_000,
  });
  return stdout;
}
