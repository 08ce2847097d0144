import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../test/test-app.js';
import { addDays, isWorkingDay, systemDate } from './calendar.js';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

describe('the working-day calendar', () => {
  it('skips weekends', async () => {
    // Friday 2026-03-13 -> previous Thursday, next Monday.
    expect(await systemDate(t.db, new Date('2026-03-13T10:00:00Z'))).toEqual({ today: '20260313', lastWorkingDate: '20260312', nextWorkingDate: '20260316', todayIsWorkingDay: true });
    // Sunday: last is Friday, next is Monday.
    expect(await systemDate(t.db, new Date('2026-03-15T10:00:00Z'))).toEqual({ today: '20260315', lastWorkingDate: '20260313', nextWorkingDate: '20260316', todayIsWorkingDay: false });
  });

  it('skips the seeded public holidays', async () => {
    // 2026-12-24 is a Thursday; 25 (holiday) Friday; 28 Monday; 31 holiday; 1-2 Jan holidays.
    expect(await systemDate(t.db, new Date('2026-12-24T10:00:00Z'))).toMatchObject({ nextWorkingDate: '20261228' });
    expect(await systemDate(t.db, new Date('2026-12-30T10:00:00Z'))).toMatchObject({ nextWorkingDate: '20270104' });
    // Christmas Day, a Friday: the bank does not work; its next working day is Monday.
    expect(await systemDate(t.db, new Date('2026-12-25T10:00:00Z'))).toMatchObject({ todayIsWorkingDay: false, nextWorkingDate: '20261228' });
    expect(await systemDate(t.db, new Date('2026-05-04T10:00:00Z'))).toMatchObject({ lastWorkingDate: '20260430' });
  });

  it('counts days across month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(isWorkingDay('2026-03-14', new Set())).toBe(false);
    expect(isWorkingDay('2026-03-16', new Set(['2026-03-16']))).toBe(false);
  });
});
