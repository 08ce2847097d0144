import { describe, expect, it, vi } from 'vitest';
import type { ApiResult } from '../../lib/api-client';
import { accountsAndDates, chosenOrAll, twoStepSearch } from './from-endpoint';
import { EMPTY_FORM } from './types';
import type { SearchContext } from './types';

const context: SearchContext = {
  accounts: [
    { CUENTA: '0300001001000101', TITULAR: 'A', MONEDA: 'CUP' },
    { CUENTA: '0300001001000201', TITULAR: 'A', MONEDA: 'USD' },
  ] as SearchContext['accounts'],
  today: '20260311',
};
const ok = <T,>(data: T): Promise<ApiResult<T>> => Promise.resolve({ ok: true, data });
const failed = (message: string): Promise<ApiResult<never>> => Promise.resolve({ ok: false, error: { statusCode: 500, message } });

describe('accounts and dates (spec §5)', () => {
  it('sends every loaded account when none is chosen, else the chosen ones', () => {
    expect(chosenOrAll(EMPTY_FORM, context)).toEqual(['0300001001000101', '0300001001000201']);
    expect(accountsAndDates({ ...EMPTY_FORM, cuentas: ['0300001001000201'], startDate: '20260101', endDate: '20260311' }, context)).toEqual({
      cuentas: ['0300001001000201'],
      startDate: '20260101',
      endDate: '20260311',
    });
  });
});

describe('two-step search (LC summary: header, then movements)', () => {
  const combine = (headers: string[], movements: number[] | null) => ({ header: headers[0] ?? null, movements: movements ?? [] });

  it('makes the second call from the first answer and combines both', async () => {
    const second = vi.fn(() => ok([1, 2]));
    const search = twoStepSearch(() => ok(['TF1001000002']), (headers) => (headers[0] ? second : null), combine);
    expect(await search({ ...EMPTY_FORM, reference: 'TF1001000002' }, context)).toEqual({ ok: true, data: { header: 'TF1001000002', movements: [1, 2] } });
    expect(second).toHaveBeenCalledWith({ ...EMPTY_FORM, reference: 'TF1001000002' }, context);
  });

  it('skips the second call when the first found nothing', async () => {
    const second = vi.fn(() => ok([1]));
    const search = twoStepSearch(() => ok([] as string[]), (headers) => (headers[0] ? second : null), combine);
    expect(await search(EMPTY_FORM, context)).toEqual({ ok: true, data: { header: null, movements: [] } });
    expect(second).not.toHaveBeenCalled();
  });

  it('fails with whichever call failed', async () => {
    const second = vi.fn(() => ok([1]));
    expect(await twoStepSearch(() => failed('server.error'), () => second, combine)(EMPTY_FORM, context)).toEqual({ ok: false, error: { statusCode: 500, message: 'server.error' } });
    expect(second).not.toHaveBeenCalled();
    expect(await twoStepSearch(() => ok(['x']), () => () => failed('ESOCKETTIMEDOUT'), combine)(EMPTY_FORM, context)).toEqual({ ok: false, error: { statusCode: 500, message: 'ESOCKETTIMEDOUT' } });
  });
});
