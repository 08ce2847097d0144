import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { StatementFrequency } from '@bel/contract';
import { addDays, nextWorkingDay } from '../../apps/server/src/bank/calendar.js';
import { periodEnds } from '../../apps/server/src/bank/statement-periods.js';
import { E2E_KEYS_DIR, E2E_PG_PORT, E2E_PORT } from './env.js';

const gateway = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/server/dist/main.js');
const DATABASE_URL = `postgres://bel:bel-local@127.0.0.1:${E2E_PG_PORT}/bel`;
/** The second gateway's port: the portal's plus one unless told. */
const LATER_PORT = Number(process.env.E2E_LATER_PORT ?? E2E_PORT + 1);

/**
 * When the statement holding `today` (ISO) is first issued for an account: its period's end, by
 * the account's frequency and the bank's calendar on the portal's database, and the bank day after.
 */
export async function statementIssue(account: string, today: string): Promise<{ periodEnd: string; issuedOn: string }> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    const found = await client.query<{ frequency: StatementFrequency; opened: string }>('select statement_frequency as frequency, opened_on::text as opened from ledger_accounts where number = $1', [account]);
    const { frequency, opened } = found.rows[0]!;
    const holidays = await client.query<{ day: string }>('select day::text as day from holidays where day between $1 and $2', [opened, addDays(today, 400)]);
    const closed = new Set(holidays.rows.map((row) => row.day));
    const periodEnd = periodEnds(frequency, opened, addDays(today, 370), closed).find((end) => end >= today)!;
    return { periodEnd, issuedOn: nextWorkingDay(addDays(periodEnd, 1), closed) };
  } finally {
    await client.end();
  }
}

/**
 * The compiled gateway a second time, on the portal's database, with its clock at 09:00 UTC of
 * `start` (a day, YYYY-MM-DD) or at that instant (YYYY-MM-DDTHH:MM:SSZ) (BANK_CLOCK, honoured in
 * a test environment only: ADR 0047, 0069): the browser tests' way to see what the bank shows on
 * a later day. It runs none of the bank's jobs, whatever the caller's environment says (it shares
 * the portal's database). `stop` ends it.
 */
export async function startLaterGateway(start: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const url = `http://127.0.0.1:${LATER_PORT}`;
  const child = spawn(process.execPath, ['--enable-source-maps', gateway], {
    env: { ...process.env, PORT: String(LATER_PORT), DATABASE_URL, BANK_KEYS_DIR: E2E_KEYS_DIR, BANK_CLOCK: start, BANK_JOBS: '', NODE_ENV: 'test', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  for (let waited = 0; ; waited += 250) {
    if (child.exitCode !== null) throw new Error(`the later gateway stopped (${child.exitCode}): ${errors}`);
    if (await fetch(`${url}/login`).then((answer) => answer.ok, () => false)) return { url, stop };
    if (waited > 120_000) {
      await stop();
      throw new Error(`the later gateway did not answer on ${url}: ${errors}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
