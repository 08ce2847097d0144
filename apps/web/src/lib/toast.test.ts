import { describe, expect, it } from 'vitest';
import { TOAST_DURATION, toastDuration } from './toast';

describe('toast durations (spec §2, §8; ADR 0017)', () => {
  it("keeps the spec's 1 s for the shell's confirmations and 5 s for query toasts", () => {
    expect(TOAST_DURATION).toEqual({ shell: 1000, query: 5000 });
    expect(toastDuration({ placement: 'shell', severity: 'success' })).toBe(1000);
    expect(toastDuration({ placement: 'shell', severity: 'info' })).toBe(1000);
    expect(toastDuration({ placement: 'query', severity: 'success' })).toBe(5000);
  });

  it('lets a warning or an error stay long enough to read, wherever it shows', () => {
    expect(toastDuration({ placement: 'shell', severity: 'error' })).toBe(5000);
    expect(toastDuration({ placement: 'shell', severity: 'warning' })).toBe(5000);
    expect(toastDuration({ placement: 'query', severity: 'error' })).toBe(5000);
  });
});
