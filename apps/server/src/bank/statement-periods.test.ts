import { describe, expect, it } from 'vitest';
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
