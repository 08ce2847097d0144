import { dayNumberOf, isWeekendDayNumber, type StatementFrequency } from '@bel/contract';
import { addDays, dayNumber, isoOfDayNumber } from './calendar.js';

/**
 * When the bank closes an account's statement periods (ADR 0011). Statements are not stored:
 * a frequency and the working-day calendar say where each period ends, and the ledger says
 * what happened in it. Every period end is a working day, so a statement is always dated a
 * day the bank was open.
 *
 * A statement's number is its period's position since the account opened, so every call walks
 * the periods from the opening day. It walks them in day numbers, not dates: an account ten years
 * old has 520 weekly periods, and the walk in Date objects cost some 4 ms a call (ADR 0043's bench).
 */

/** A nominal period end and the earliest day it may move back to (its period's first day), as day numbers. */
interface Nominal {
  day: number;
  floor: number;
}

const lastOfMonth = (year: number, month: number) => (month === 12 ? dayNumberOf(year + 1, 1, 1) : dayNumberOf(year, month + 1, 1)) - 1;

function backToWorkingDay({ day, floor }: Nominal, closed: ReadonlySet<number>): number | undefined {
  for (let d = day; d >= floor; d--) if (!isWeekendDayNumber(d) && !closed.has(d)) return d;
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
  const first = dayNumber(from);
  const last = dayNumber(through);
  if (frequency === 'BSN') {
    for (let d = first; d <= last; d++) yield { day: d, floor: d };
    return;
  }
  if (frequency === 'WEE') {
    // ISO weeks run Monday to Sunday (day 4, 1970-01-05, was a Monday); the statement closes on
    // the week's last working day.
    const sinceMonday = (((first - 4) % 7) + 7) % 7;
    for (let monday = first - sinceMonday; monday <= last; monday += 7) yield { day: monday + 6, floor: monday };
    return;
  }
  if (frequency === 'TWM') {
    for (const { year, month } of months(from, through)) {
      yield { day: dayNumberOf(year, month, 15), floor: dayNumberOf(year, month, 1) };
      yield { day: lastOfMonth(year, month), floor: dayNumberOf(year, month, 16) };
    }
    return;
  }
  // Every n months, counted from January of the account's opening year, so M03 closes at the
  // ends of March, June, September and December, and M05 truly every five months.
  const n = Number(frequency.slice(1));
  const anchorYear = Number(from.slice(0, 4));
  for (const { year, month } of months(from, through)) {
    if (((year - anchorYear) * 12 + month) % n === 0) yield { day: lastOfMonth(year, month), floor: dayNumberOf(year, month, 1) };
  }
}

/**
 * The ends of an account's statement periods from its opening through `through` (ISO days,
 * both included), oldest first. The first period starts on the opening day; each later one
 * the day after the previous end. A statement's number is its position here, counting from 1.
 */
export function periodEnds(frequency: StatementFrequency, openedOn: string, through: string, closed: ReadonlySet<string>): string[] {
  const closedDays = new Set([...closed].map(dayNumber));
  const first = dayNumber(openedOn);
  const last = dayNumber(through);
  const ends: string[] = [];
  for (const nominal of nominalEnds(frequency, openedOn, through)) {
    const day = backToWorkingDay(nominal, closedDays);
    if (day !== undefined && day >= first && day <= last) ends.push(isoOfDayNumber(day));
  }
  return ends;
}

/** The first day of the period that ends on `ends[index]`. */
export function periodStart(ends: readonly string[], index: number, openedOn: string): string {
  return index === 0 ? openedOn : addDays(ends[index - 1]!, 1);
}
