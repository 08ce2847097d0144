import { fixedClock, gatewayClock } from '../clock.js';
import { buildApp } from '../app.js';
import { addDays, holidaysBetween, isoDay, nextWorkingDay } from '../bank/calendar.js';
import type { Tx } from '../db/client.js';
import { onPortalDatabase } from './portal-database.js';

const USAGE = 'usage: npm run bank:run -w @bel/server -- <task> [YYYY-MM-DD | +N]';

/** The day to run as: a date, `+N` working days after today, or today. */
async function dayOf(arg: string | undefined, today: string, db: Tx): Promise<string | null> {
  if (!arg) return today;
  if (/^\d{4}-\d{2}-\d{2}$/.test(arg)) return arg;
  const ahead = /^\+(\d{1,3})$/.exec(arg);
  if (!ahead) return null;
  const closed = await holidaysBetween(db, today, addDays(today, 400));
  let day = today;
  for (let n = 0; n < Number(ahead[1]); n++) day = nextWorkingDay(addDays(day, 1), closed);
  return day;
}

/**
 * `npm run bank:run -w @bel/server -- <task> [day]`: runs one of the bank's scheduled tasks here
 * and now, as the bank would on that day at 09:00 UTC (`+1`: the working day after the gateway's
 * today, which BANK_CLOCK moves in a test environment) — the demo's
 * way to let the bank's days pass, and how the browser tests see a liquidity letter through. On
 * DATABASE_URL (the running portal's database), or on the embedded one of a stopped portal.
 */
onPortalDatabase(async (database, config) => {
  const [task, when] = process.argv.slice(2);
  // Today is the gateway's: the real day, or BANK_CLOCK's in a test environment (ADR 0067).
  const day = task ? await dayOf(when, isoDay(gatewayClock(config).now()), database.db) : null;
  if (!task || !day) {
    console.error(USAGE);
    return 2;
  }
  const app = await buildApp({ db: database.db, clock: fixedClock(new Date(`${day}T09:00:00Z`)), config });
  try {
    if (!app.bankJobs.names().includes(task)) {
      console.error(`no bank task ${task}; the tasks are: ${app.bankJobs.names().join(', ')}`);
      return 2;
    }
    await app.bankJobs.runNow(task);
    console.log(`${task} ran as of ${day}`);
    return 0;
  } finally {
    await app.close();
  }
});
