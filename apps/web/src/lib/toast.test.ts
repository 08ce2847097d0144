import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportFailure, toast, TOAST_DURATION, toastDuration } from './toast';

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

describe('reportFailure (spec §8)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the generic data-server error unless told another key or severity', () => {
    const error = vi.spyOn(toast, 'error');
    const warning = vi.spyOn(toast, 'warning');
    reportFailure({ statusCode: 500, message: 'boom' });
    expect(error).toHaveBeenLastCalledWith('msg.error.dataServer', {});
    reportFailure({ statusCode: 500, message: 'boom' }, { key: 'doc.no.digital.signature', placement: 'shell' });
    expect(error).toHaveBeenLastCalledWith('doc.no.digital.signature', { placement: 'shell' });
    reportFailure({ statusCode: 404, message: 'gone' }, { key: 'msg.warning.noDataFound', severity: 'warning' });
    expect(warning).toHaveBeenLastCalledWith('msg.warning.noDataFound', {});
  });

  it('says nothing when the session was lost: the sign-in page explains it', () => {
    const error = vi.spyOn(toast, 'error');
    reportFailure({ statusCode: 401, message: 'session.expired' });
    expect(error).not.toHaveBeenCalled();
  });
});
