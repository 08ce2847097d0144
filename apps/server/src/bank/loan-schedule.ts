import { nextWorkingDay } from './calendar.js';

/**
 * Loan arithmetic, exact: amounts are bigint minor units and the rate is read from its
 * decimal text, so no float ever touches money (ADR 0013).
 */
export type Repayment = 'annuity' | 'linear';

export interface ScheduleTerms {
  principalMinor: bigint;
  /** Percent per year with up to 4 decimals, as the database keeps it ("8.5000"). */
  annualRate: string;
  /** The value date (ISO); the first period runs from it. */
  valueDate: string;
  instalments: number;
  /** Months between instalments: 1 monthly, 3 quarterly. */
  everyMonths: number;
  repayment: Repayment;
  /** A fixed handling charge collected with every instalment. */
  chargesMinor: bigint;
  /** Public holidays: a due date that falls on a closed day moves to the next working day. */
  closed: ReadonlySet<string>;
}

export interface Instalment {
  seq: number;
  dueDate: string;
  principalMinor: bigint;
  interestMinor: bigint;
  chargesMinor: bigint;
}

/** "8.5" -> 85000n: the rate in ten-thousandths of a percent. */
export function rateUnits(annualRate: string): bigint {
  const match = /^(\d+)(?:\.(\d{1,4}))?$/.exec(annualRate);
  if (!match) throw new Error(`not a rate with at most 4 decimals: ${annualRate}`);
  return BigInt(match[1]!) * 10_000n + BigInt((match[2] ?? '').padEnd(4, '0'));
}

/** n / d rounded half up, for n >= 0 and d > 0. */
export function divRoundHalfUp(n: bigint, d: bigint): bigint {
  return (2n * n + d) / (2n * d);
}

// Percent (100) times ten-thousandths (10_000) times the 360-day year.
const ACT_360 = 100n * 10_000n * 360n;

/** Interest on `outstanding` for `days` days, actual/360, rounded half up to the minor unit. */
export function interestFor(outstandingMinor: bigint, annualRate: string, days: number): bigint {
  return divRoundHalfUp(outstandingMinor * rateUnits(annualRate) * BigInt(days), ACT_360);
}

export function daysBetween(fromIso: string, toIso: string): number {
  return Math.round((Date.parse(`${toIso}T00:00:00Z`) - Date.parse(`${fromIso}T00:00:00Z`)) / 86_400_000);
}

/** The same day of the month `months` later, or the month's last day when it is shorter. */
export function addMonths(iso: string, months: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return first.toISOString().slice(0, 10);
}

/**
 * The level payment (principal plus interest) of an annuity over `n` periods at the nominal
 * periodic rate (annual rate x months / 12), computed on exact rationals: with
 * B = 12 x 10^6 and a = B + rate x months, (1 + r)^n = a^n / B^n.
 */
export function annuityPayment(principalMinor: bigint, annualRate: string, n: number, everyMonths: number): bigint {
  const units = rateUnits(annualRate) * BigInt(everyMonths);
  if (units === 0n) return divRoundHalfUp(principalMinor, BigInt(n));
  const B = 12_000_000n;
  const an = (B + units) ** BigInt(n);
  const bn = B ** BigInt(n);
  return divRoundHalfUp(principalMinor * units * an, B * (an - bn));
}

/**
 * The repayment schedule. Interest of each period is actual/360 on what is still owed;
 * an annuity keeps principal + interest level (the fixed payment less that period's
 * interest repays principal), a linear loan repays equal principal. The last instalment
 * repays whatever remains, so the principal always sums to the amount lent and the
 * balance ends at exactly zero.
 */
export function buildSchedule(terms: ScheduleTerms): Instalment[] {
  const { principalMinor, annualRate, instalments: n } = terms;
  if (n < 1 || principalMinor <= 0n) throw new Error('a schedule needs a positive amount and at least one instalment');
  const payment = annuityPayment(principalMinor, annualRate, n, terms.everyMonths);
  const linear = principalMinor / BigInt(n);
  const rows: Instalment[] = [];
  let outstanding = principalMinor;
  let previous = terms.valueDate;
  for (let seq = 1; seq <= n; seq++) {
    const dueDate = nextWorkingDay(addMonths(terms.valueDate, seq * terms.everyMonths), terms.closed);
    const interestMinor = interestFor(outstanding, annualRate, daysBetween(previous, dueDate));
    let principal = terms.repayment === 'annuity' ? payment - interestMinor : linear;
    if (seq === n || principal > outstanding) principal = outstanding;
    if (principal < 0n) principal = 0n;
    rows.push({ seq, dueDate, principalMinor: principal, interestMinor, chargesMinor: terms.chargesMinor });
    outstanding -= principal;
    previous = dueDate;
  }
  return rows;
}
