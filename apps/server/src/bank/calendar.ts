import { and, gte, lte } from 'drizzle-orm';
import type { SystemDate } from '@bel/contract';
import type { Tx } from '../db/client.js';
import { holidays } from '../db/schema.js';

/** ISO day (YYYY-MM-DD) in UTC, the bank's calendar day. */
export function isoDay(d: Date): string {
  return d.toISOString().slice(0, 10);
}

export function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return isoDay(d);
}

const compact = (iso: string) => iso.replaceAll('-', '');

export function isWorkingDay(iso: string, closed: ReadonlySet<string>): boolean {
  const weekday = new Date(`${iso}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !closed.has(iso);
}

/** Today, and the working days either side of it, as the shell's system-date line shows. */
export async function systemDate(tx: Tx, now: Date): Promise<SystemDate> {
  const today = isoDay(now);
  // Holidays never cluster for more than a few days; a month each way is plenty.
  const rows = await tx
    .select({ day: holidays.day })
    .from(holidays)
    .where(and(gte(holidays.day, addDays(today, -31)), lte(holidays.day, addDays(today, 31))));
  const closed = new Set(rows.map((r) => r.day));
  const step = (dir: 1 | -1) => {
    let d = addDays(today, dir);
    while (!isWorkingDay(d, closed)) d = addDays(d, dir);
    return d;
  };
  return { today: compact(today), lastWorkingDate: compact(step(-1)), nextWorkingDate: compact(step(1)) };
}
