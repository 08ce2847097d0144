import type { StatementFrequency } from '@bel/contract';
import { addDays, isWorkingDay } from './calendar.js';

/**
 * When the bank closes an account's statement periods (ADR 0011). Statements are not stored:
 * a frequency and the working-day calendar say where each period ends, and the ledger says
 * what happened in it. Every period end is a working day, so a statement is always dated a
 * day the bank was open.
 */

/** A nominal period end and the earliest day it may move back to (its period's first day). */
interface Nominal {
  day: string;
  floor: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const monthDay = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;
const lastOfMonth = (year: number, month: number) => monthDay(year, month, new Date(Date.UTC(year, month, 0)).getUTCDate());

function backToWorkingDay({ day, floor }: Nominal, closed: ReadonlySet<string>): string | undefined {
  for (let d = day; d >= floor; d = addDays(d, -1)) if (isWorkingDay(d, closed)) return d;
  return undefined;
}

function* months(from: string, through: string): Generator<{ year: number; month: number }> {
  let year = Number(from.slice(0, 4));
  let month = Number(from.slice(5, 7));
  const endKey = Number(through.slice(0, 4)) * 12 + Number(through.slice(5, 7));
  while (year * 12 + month <= endKey) {
    yield { year, month };
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
  }
}

function* nominalEnds(frequency: StatementFrequency, from: string, through: string): Generator<Nominal> {
  if (frequency === 'BSN') {
    for (let d = from; d <= through; d = addDays(d, 1)) yield { day: d, floor: d };
    return;
  }
  if (frequency === 'WEE') {
    // ISO weeks run Monday to Sunday; the statement closes on the week's last working day.
    const weekday = (new Date(`${from}T00:00:00Z`).getUTCDay() + 6) % 7;
    for (let monday = addDays(from, -weekday); monday <= through; monday = addDays(monday, 7)) {
      yield { day: addDays(monday, 6), floor: monday };
    }
    return;
  }
  if (frequency === 'TWM') {
    for (const { year, month } of months(from, through)) {
      yield { day: monthDay(year, month, 15), floor: monthDay(year, month, 1) };
      yield { day: lastOfMonth(year, month), floor: monthDay(year, month, 16) };
    }
    return;
  }
  // Every n months, counted from January of the account's opening year, so M03 closes at the
  // ends of March, June, September and December, and M05 truly every five months.
  const n = Number(frequency.slice(1));
  const anchorYear = Number(from.slice(0, 4));
  for (const { year, month } of months(from, through)) {
    if (((year - anchorYear) * 12 + month) % n === 0) yield { day: lastOfMonth(year, month), floor: monthDay(year, month, 1) };
  }
}

/**
 * The ends of an account's statement periods from its opening through `through` (ISO days,
 * both included), oldest first. The first period starts on the opening day; each later one
 * the day after the previous end. A statement's number is its position here, counting from 1.
 */
export function periodEnds(frequency: StatementFrequency, openedOn: string, through: string, closed: ReadonlySet<string>): string[] {
  const ends: string[] = [];
  for (const nominal of nominalEnds(frequency, openedOn, through)) {
    const day = backToWorkingDay(nominal, closed);
    if (day && day >= openedOn && day <= through) ends.push(day);
  }
  return ends;
}

/** The first day of the period that ends on `ends[index]`. */
export function periodStart(ends: readonly string[], index: number, openedOn: string): string {
  return index === 0 ? openedOn : addDays(ends[index - 1]!, 1);
}
