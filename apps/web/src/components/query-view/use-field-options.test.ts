import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { optionsOutcome } from './use-field-options';

describe('options load outcome (spec §8: liquidity-support options)', () => {
  beforeAll(() => initI18n('es'));
  afterEach(() => vi.restoreAllMocks());

  it('answers the options', () => {
    const options = [{ value: 'CLBC', label: 'Respaldo de liquidez del Banco Central' }];
    expect(optionsOutcome({ ok: true, data: options })).toBe(options);
  });

  it('warns that nothing was found when the list is empty', () => {
    const warning = vi.spyOn(toast, 'warning');
    expect(optionsOutcome({ ok: true, data: [] })).toEqual([]);
    expect(warning).toHaveBeenCalledWith('msg.warning.noAccountFound');
  });

  it('shows the returned message as an error, the generic one for a code it does not know, nothing on session loss', () => {
    const error = vi.spyOn(toast, 'error');
    expect(optionsOutcome({ ok: false, error: { statusCode: 403, message: 'access.denied' } })).toEqual([]);
    expect(error).toHaveBeenLastCalledWith('access.denied', {});
    optionsOutcome({ ok: false, error: { statusCode: 500, message: 'some.unknown.code' } });
    expect(error).toHaveBeenLastCalledWith('msg.error.dataServer', {});
    error.mockClear();
    optionsOutcome({ ok: false, error: { statusCode: 401, message: 'session.expired' } });
    expect(error).not.toHaveBeenCalled();
  });
});
