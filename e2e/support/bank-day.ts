import { isoDay, isWorkingDay, nextWorkingDay } from '../../apps/server/src/bank/calendar.js';
import { demoHolidays } from '../../apps/server/src/seed/demo-bank.js';

/**
 * The bank day the portal under test lives on (ADR 0067): the first working day of the demo
 * bank's calendar on or after today, its clock from 09:00 UTC (BANK_CLOCK). On a weekend or a
 * holiday the bank executes no transfer dated today, and a run that crossed midnight would see
 * "today" change between two steps; on this day every run sees the same bank, whenever it runs.
 *
 * Reckoned once, by the runner as it reads its configuration, and handed to its workers and to
 * every process they start in E2E_BANK_DAY, so a run that crosses midnight keeps its day.
 */
export function e2eBankDay(): string {
  const today = isoDay(new Date());
  const closed = new Set(demoHolidays(today).map(({ day }) => day));
  const known = process.env.E2E_BANK_DAY;
  if (known) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(known) || !isWorkingDay(known, closed)) throw new Error(`E2E_BANK_DAY: "${known}" is not a working day of the demo bank`);
    return known;
  }
  const day = nextWorkingDay(today, closed);
  process.env.E2E_BANK_DAY = day;
  return day;
}

/** What a gateway or a bank task needs in its environment to live on that day (a test environment, ADR 0047). */
export function onBankDay(): Record<string, string> {
  return { BANK_CLOCK: e2eBankDay(), NODE_ENV: 'test' };
}

/** An ISO day (YYYY-MM-DD) as the portal shows dates: DD/MM/YYYY. */
export const shownDay = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
