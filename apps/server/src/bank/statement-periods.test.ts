import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STATEMENT_FREQUENCIES, type StatementFrequency } from '@bel/contract';
import { periodEnds, periodStart } from './statement-periods.js';

// Cuban fixed holidays of 2026 that matter below: 1-2 January, 1 May, 25-27 July, 25 and 31 December (and 1 January 2027).
const closed = new Set(['2026-01-01', '2026-01-02', '2026-05-01', '2026-07-25', '2026-07-26', '2026-07-27', '2026-12-25', '2026-12-31', '2027-01-01']);

describe('statement period ends', () => {
  it('BSN: every working day, skipping weekends and holidays', () => {
    expect(periodEnds('BSN', '2025-12-30', '2026-01-06', closed)).toEqual(['2025-12-30', '2025-12-31', '2026-01-05', '2026-01-06']);
  });

  it('WEE: the last working day of each ISO week', () => {
    // Week of 2026-07-20: Friday 24 is open. Week of 2026-12-28: Thursday 31 is a holiday, so Wednesday 30.
    expect(periodEnds('WEE', '2026-07-15', '2026-08-01', closed)).toEqual(['2026-07-17', '2026-07-24', '2026-07-31']);
    expect(periodEnds('WEE', '2026-12-20', '2027-01-10', closed)).toEqual(['2026-12-24', '2026-12-30', '2027-01-08']);
  });

  it('TWM: the 15th and the month end, each moved back to a working day', () => {
    // 2026-02-15 is a Sunday -> Friday 13; 2026-02-28 is a Saturday -> Friday 27; 2026-03-15 Sunday -> 13; 2026-03-31 Tuesday.
    expect(periodEnds('TWM', '2026-02-01', '2026-03-31', closed)).toEqual(['2026-02-13', '2026-02-27', '2026-03-13', '2026-03-31']);
  });

  it('Mnn: every n months counted from January of the opening year, on the last working day', () => {
    expect(periodEnds('M01', '2026-01-10', '2026-06-30', closed)).toEqual(['2026-01-30', '2026-02-27', '2026-03-31', '2026-04-30', '2026-05-29', '2026-06-30']);
    expect(periodEnds('M03', '2025-03-12', '2026-03-11', closed)).toEqual(['2025-03-31', '2025-06-30', '2025-09-30', '2025-12-31']);
    // 2026-12-31 is a holiday: the yearly statement closes on Wednesday 30.
    expect(periodEnds('M12', '2026-03-01', '2027-01-31', closed)).toEqual(['2026-12-30']);
    expect(periodEnds('M05', '2025-02-01', '2026-12-31', closed)).toEqual(['2025-05-30', '2025-10-31', '2026-03-31', '2026-08-31']);
  });

  it('starts a period the day after the previous end, the first on the opening day', () => {
    const ends = periodEnds('M01', '2026-01-10', '2026-03-31', closed);
    expect(ends.map((_, i) => periodStart(ends, i, '2026-01-10'))).toEqual(['2026-01-10', '2026-01-31', '2026-02-28']);
  });

  it('includes the opening day and the last day asked for, and nothing outside them', () => {
    expect(periodEnds('BSN', '2026-03-10', '2026-03-10', closed)).toEqual(['2026-03-10']);
    expect(periodEnds('M01', '2026-03-31', '2026-03-30', closed)).toEqual([]);
  });
});

// The rule stated day by day, with Date, as a second reading of it: a day ends a period when the
// bank is open on it and on no later day of its nominal period (a day, an ISO week, a half month,
// the closing month of an n-month cycle counted from January of the opening year).
function endsByTheRule(frequency: StatementFrequency, openedOn: string, through: string, holidays: ReadonlySet<string>): string[] {
  const date = (iso: string) => new Date(`${iso}T00:00:00Z`);
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  const plus = (day: string, n: number) => iso(new Date(date(day).getTime() + n * 86_400_000));
  const open = (day: string) => ![0, 6].includes(date(day).getUTCDay()) && !holidays.has(day);
  const anchorYear = date(openedOn).getUTCFullYear();
  const periodOf = (day: string): string | null => {
    const d = date(day);
    const [year, month, dom] = [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()];
    if (frequency === 'BSN') return day;
    if (frequency === 'WEE') return plus(day, -((d.getUTCDay() + 6) % 7));
    if (frequency === 'TWM') return `${year}-${month}-${dom <= 15 ? 1 : 2}`;
    return ((year - anchorYear) * 12 + month) % Number(frequency.slice(1)) === 0 ? `${year}-${month}` : null;
  };
  const ends: string[] = [];
  for (let day = openedOn; day <= through; day = plus(day, 1)) {
    const period = periodOf(day);
    if (period === null || !open(day)) continue;
    let later = plus(day, 1);
    while (periodOf(later) === period && !open(later)) later = plus(later, 1);
    if (periodOf(later) !== period) ends.push(day);
  }
  return ends;
}

describe('statement period ends, any frequency, opening and calendar', () => {
  it('are the days the rule names, over years of days', () => {
    const day = fc.integer({ min: Date.UTC(2019, 0, 1) / 86_400_000, max: Date.UTC(2027, 11, 31) / 86_400_000 }).map((n) => new Date(n * 86_400_000).toISOString().slice(0, 10));
    // Holidays come in runs too, so that whole weeks and half months are closed now and then.
    const holidayRuns = fc.array(fc.tuple(day, fc.integer({ min: 1, max: 16 })), { maxLength: 40 });
    fc.assert(
      fc.property(fc.constantFrom(...STATEMENT_FREQUENCIES), day, fc.integer({ min: -3, max: 1200 }), holidayRuns, (frequency, openedOn, length, runs) => {
        const through = new Date(Date.parse(`${openedOn}T00:00:00Z`) + length * 86_400_000).toISOString().slice(0, 10);
        const holidays = new Set(runs.flatMap(([first, n]) => Array.from({ length: n }, (_, i) => new Date(Date.parse(`${first}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10))));
        expect(periodEnds(frequency, openedOn, through, holidays)).toEqual(endsByTheRule(frequency, openedOn, through, holidays));
      }),
      { numRuns: 300 },
    );
  });
});
