import { describe, expect, it } from 'vitest';
import { firstWorkingDate } from './auth.js';
import { isWeekend } from './days.js';

describe('the bank days the browser can tell (ADR 0067)', () => {
  it('knows Saturdays and Sundays, across month and year ends', () => {
    expect(['20261128', '20261129', '20270102', '20270131'].map(isWeekend)).toEqual([true, true, true, true]);
    expect(['20261127', '20261130', '20261231', '20270101'].map(isWeekend)).toEqual([false, false, false, false]);
  });

  it('dates a new request today when the bank works, else its next working day', () => {
    const saturday = { today: '20261128', lastWorkingDate: '20261127', nextWorkingDate: '20261130' };
    expect(firstWorkingDate({ ...saturday, todayIsWorkingDay: false })).toBe('20261130');
    expect(firstWorkingDate({ today: '20261127', lastWorkingDate: '20261126', nextWorkingDate: '20261130', todayIsWorkingDay: true })).toBe('20261127');
    // A session kept from before the field existed keeps today.
    expect(firstWorkingDate(saturday as Parameters<typeof firstWorkingDate>[0])).toBe('20261128');
  });
});
