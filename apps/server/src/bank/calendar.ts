import { and, gte, lte } from 'drizzle-orm';
import { fromYmd, isWeekend, type SystemDate } from '@bel/contract';
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

/** 'YYYY-MM-DD HH:mm:ss', UTC: how the gateway writes date-times (spec §3, ADR 0008, 0013). */
export function apiDateTime(at: Date): string {
  return at.toISOString().slice(0, 19).replace('T', ' ');
}

/** YYYY-MM-DD (the database's) to YYYYMMDD (the wire's), and back. */
export const compact = (iso: string) => iso.replaceAll('-', '');
export const expand = (ymd: string) => `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6, 8)}`;

const DAY_MS = 86_400_000;

/** The instants of the wire days `startYmd` to `endYmd` (YYYYMMDD, both included, UTC): `from` <= t < `before`. */
export function dayBounds(startYmd: string, endYmd = startYmd): { from: Date; before: Date } {
  return { from: fromYmd(startYmd), before: new Date(fromYmd(endYmd).getTime() + DAY_MS) };
}

export function isWorkingDay(iso: string, closed: ReadonlySet<string>): boolean {
  return !isWeekend(compact(iso)) && !closed.has(iso);
}

/** Due dates roll forward to the next working day ("following" convention). */
export function nextWorkingDay(iso: string, closed: ReadonlySet<string>): string {
  let day = iso;
  while (!isWorkingDay(day, closed)) day = addDays(day, 1);
  return day;
}

/** The working day on or before `iso`: days already past roll back, which keeps their order. */
export function previousWorkingDay(iso: string, closed: ReadonlySet<string>): string {
  let day = iso;
  while (!isWorkingDay(day, closed)) day = addDays(day, -1);
  return day;
}

/** The public holidays from `from` to `to` (ISO days, both included). */
export async function holidaysBetween(tx: Tx, from: string, to: string): Promise<Set<string>> {
  const rows = await tx
    .select({ day: holidays.day })
    .from(holidays)
    .where(and(gte(holidays.day, from), lte(holidays.day, to)));
  return new Set(rows.map((r) => r.day));
}

/** Today, and the working days either side of it, as the shell's system-date line shows. */
export async function systemDate(tx: Tx, now: Date): Promise<SystemDate> {
  const today = isoDay(now);
  // Holidays never cluster for more than a few days; a month each way is plenty.
  const closed = await holidaysBetween(tx, addDays(today, -31), addDays(today, 31));
  const step = (dir: 1 | -1) => {
    let d = addDays(today, dir);
    while (!isWorkingDay(d, closed)) d = addDays(d, dir);
    return d;
  };
  return { today: compact(today), lastWorkingDate: compact(step(-1)), nextWorkingDate: compact(step(1)), todayIsWorkingDay: isWorkingDay(today, closed) };
}
