import { describe, expect, it, vi } from 'vitest';
import type { ViewLayout } from '@bel/contract/tables';
import { ApiFailure } from '../../lib/api-client';
import { accountsAndDates, chosenOrAll, runQuery } from './from-endpoint';
import { EMPTY_FORM } from './types';
import type { SearchContext } from './types';

const context: SearchContext = {
  accounts: [
    { CUENTA: '0300001001000101', TITULAR: 'A', MONEDA: 'CUP' },
    { CUENTA: '0300001001000201', TITULAR: 'A', MONEDA: 'USD' },
  ] as SearchContext['accounts'],
  today: '20260311',
};

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

describe('a layout query run as the user', () => {
  const layout = { query: vi.fn<(call: unknown, input: string) => Promise<number[]>>() } as unknown as ViewLayout<number[], number, string> & { query: ReturnType<typeof vi.fn> };

  it('answers what the query answered', async () => {
    layout.query.mockResolvedValueOnce([1, 2]);
    expect(await runQuery(layout, 'TF1001000002')).toEqual({ ok: true, data: [1, 2] });
    expect(layout.query).toHaveBeenCalledWith(expect.any(Function), 'TF1001000002');
  });

  it("fails with the gateway's refusal of whichever call was refused", async () => {
    layout.query.mockRejectedValueOnce(new ApiFailure({ statusCode: 500, message: 'ESOCKETTIMEDOUT' }));
    expect(await runQuery(layout, 'x')).toEqual({ ok: false, error: { statusCode: 500, message: 'ESOCKETTIMEDOUT' } });
  });
});
