import { afterEach, describe, expect, it, vi } from 'vitest';
import { todayYmd } from './format';

// The shared formats are tested in the contract (packages/contract/src/tables/format.test.ts).
describe('todayYmd', () => {
  afterEach(() => vi.useRealTimers());

  it("is the device's local date as YYYYMMDD", () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2024, 0, 5, 23, 59));
    expect(todayYmd()).toBe('20240105');
  });
});
