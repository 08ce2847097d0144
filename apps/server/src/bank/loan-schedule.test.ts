import { describe, expect, it } from 'vitest';
import { addMonths, annuityPayment, buildSchedule, daysBetween, divRoundHalfUp, interestFor, rateUnits, type ScheduleTerms } from './loan-schedule.js';

const terms = (over: Partial<ScheduleTerms> = {}): ScheduleTerms => ({
  principalMinor: 300_000_000n,
  annualRate: '8.5000',
  valueDate: '2025-05-15',
  instalments: 36,
  everyMonths: 1,
  repayment: 'annuity',
  chargesMinor: 0n,
  closed: new Set(['2025-07-25', '2025-12-25']),
  ...over,
});

describe('loan arithmetic', () => {
  it('reads rates exactly and rounds half up', () => {
    expect(rateUnits('8.5')).toBe(85_000n);
    expect(rateUnits('0.0125')).toBe(125n);
    expect(rateUnits('12')).toBe(120_000n);
    expect(() => rateUnits('1.23456')).toThrow();
    expect(divRoundHalfUp(5n, 2n)).toBe(3n);
    expect(divRoundHalfUp(149n, 100n)).toBe(1n);
    expect(divRoundHalfUp(150n, 100n)).toBe(2n);
  });

  it('charges actual/360 interest: 1,000,000.00 at 9% for 30 days is 7,500.00', () => {
    expect(interestFor(100_000_000n, '9.0000', 30)).toBe(750_000n);
    // 1,000.00 at 5.25% for 31 days = 4.52083... -> 4.52
    expect(interestFor(100_000n, '5.2500', 31)).toBe(452n);
    // 100.00 at 1.8% for 1 day = 0.005 -> rounds up to 0.01
    expect(interestFor(10_000n, '1.8000', 1)).toBe(1n);
  });

  it('steps months keeping the day, or the last day of a shorter month', () => {
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2025-11-15', 3)).toBe('2026-02-15');
    expect(daysBetween('2025-02-28', '2025-03-31')).toBe(31);
  });

  it('prices an annuity like the textbook formula', () => {
    // 10,000.00 over 12 months at 12%: 888.49 a month.
    expect(annuityPayment(1_000_000n, '12.0000', 12, 1)).toBe(88_849n);
    expect(annuityPayment(1_200n, '0', 12, 1)).toBe(100n);
  });
});

describe('buildSchedule', () => {
  for (const repayment of ['annuity', 'linear'] as const) {
    it(`${repayment}: principal sums to the amount lent and the balance ends at zero`, () => {
      const rows = buildSchedule(terms({ repayment, chargesMinor: 2_500n }));
      expect(rows).toHaveLength(36);
      expect(rows.reduce((s, r) => s + r.principalMinor, 0n)).toBe(300_000_000n);
      let outstanding = 300_000_000n;
      let previous = '2025-05-15';
      for (const r of rows) {
        // Each period's interest is exactly actual/360 on what was owed during it.
        expect(r.interestMinor).toBe(interestFor(outstanding, '8.5000', daysBetween(previous, r.dueDate)));
        expect(r.principalMinor >= 0n).toBe(true);
        expect(r.chargesMinor).toBe(2_500n);
        outstanding -= r.principalMinor;
        previous = r.dueDate;
      }
      expect(outstanding).toBe(0n);
    });
  }

  it('keeps an annuity payment level and linear principal equal, except the last', () => {
    const annuity = buildSchedule(terms());
    const payment = annuityPayment(300_000_000n, '8.5000', 36, 1);
    for (const r of annuity.slice(0, -1)) expect(r.principalMinor + r.interestMinor).toBe(payment);
    const linear = buildSchedule(terms({ repayment: 'linear', principalMinor: 100_000n, instalments: 3 }));
    expect(linear.map((r) => r.principalMinor)).toEqual([33_333n, 33_333n, 33_334n]);
  });

  it('moves due dates off weekends and holidays', () => {
    const rows = buildSchedule(terms({ valueDate: '2025-06-25', instalments: 4 }));
    // 25 July is a holiday (Friday) -> Monday 28; 25 October 2025 is a Saturday -> Monday 27.
    expect(rows.map((r) => r.dueDate)).toEqual(['2025-07-28', '2025-08-25', '2025-09-25', '2025-10-27']);
  });
});
