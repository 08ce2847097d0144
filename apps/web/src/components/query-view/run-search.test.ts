import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../lib/toast';
import { searchOutcome } from './run-search';

const rows = (answer: { items: number[] }) => answer.items;

describe('search outcome (spec §4, §8)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('answers the rows when there are some', () => {
    expect(searchOutcome({ ok: true, data: { items: [1, 2] } }, rows)).toEqual({ answer: { items: [1, 2] }, rows: [1, 2] });
  });

  it('stays on the form with the no-data warning when there are none', () => {
    const warning = vi.spyOn(toast, 'warning');
    expect(searchOutcome({ ok: true, data: { items: [] } }, rows)).toBeNull();
    expect(warning).toHaveBeenCalledWith('msg.warning.noDataFound');
  });

  it('warns about a timeout and reports any other failure as a data-server error', () => {
    const warning = vi.spyOn(toast, 'warning');
    const error = vi.spyOn(toast, 'error');
    expect(searchOutcome({ ok: false, error: { statusCode: 504, message: 'ESOCKETTIMEDOUT' } }, rows)).toBeNull();
    expect(warning).toHaveBeenCalledWith('querie.msgTimeout');
    expect(searchOutcome({ ok: false, error: { statusCode: 500, message: 'server.error' } }, rows)).toBeNull();
    expect(error).toHaveBeenCalledWith('msg.error.dataServer');
  });

  it('says nothing on session loss: the sign-in page explains', () => {
    const error = vi.spyOn(toast, 'error');
    expect(searchOutcome({ ok: false, error: { statusCode: 401, message: 'session.expired' } }, rows)).toBeNull();
    expect(error).not.toHaveBeenCalled();
  });
});
