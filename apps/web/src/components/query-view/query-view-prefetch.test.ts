import type { AccountRef, Entitlement } from '@bel/contract';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { setToken } from '../../lib/session';
import { stubGateway } from '../../test/stub-gateway';
import { queryViewPrefetch } from './query-view-prefetch';
import type { FieldOption, QueryField } from './types';
import { currenciesQuery } from './use-currencies';
import { fieldOptionsQuery } from './use-field-options';
import { viewAccountsQuery } from './use-view-accounts';

const ENTITLEMENT: Entitlement = { roles: ['1', '2'], actions: [] };
const ACCOUNTS: AccountRef[] = [{ CUENTA: '0300001001000101', TITULAR: 'Importadora Caribe S.A.', MONEDA: 'CUP' }];
const CURRENCIES = [{ code: 'USD' }];
const OPTIONS: FieldOption[] = [{ value: 'CLBC', label: 'Liquidity support of the Central Bank' }];

/** The gateway's answers to the form's two calls. */
const gateway = () => stubGateway({ '/api/accounts/getByUserRolContract': { data: ACCOUNTS }, '/api/configuration/currency': { data: CURRENCIES } });

/** An options field whose list comes from `load`, watched for the language it is asked in. */
function optionsField(load = vi.fn(async () => ({ ok: true as const, data: OPTIONS }))) {
  const field = { kind: 'options', name: 'referencePECEX', label: 'creditLetters:fields.liquiditySupport', emptyLabel: 'creditLetters:fields.anyLiquiditySupport', load } as unknown as Extract<QueryField, { kind: 'options' }>;
  return { field, load };
}

beforeAll(() => initI18n('en', ['common']));
beforeEach(() => setToken('session-token'));
afterEach(() => {
  queryClient.clear();
  setToken(null);
  vi.unstubAllGlobals();
});

// A query view's form shows its choices from these lists; asked for before the view renders
// (ADR 0072), they must land where the form reads them, or the form would ask a second time.
describe('a query form’s lists asked for before the view renders', () => {
  it('asks for the accounts with the view’s roles, the currencies and each options list, into the queries the form reads', async () => {
    changeLanguage('en');
    const { calls } = gateway();
    const { field, load } = optionsField();
    const fields: QueryField[] = [{ kind: 'account' }, { kind: 'currency' } as QueryField, field];
    await queryViewPrefetch(fields)('statistic', ENTITLEMENT, () => true);
    expect(calls).toEqual(expect.arrayContaining([{ path: '/api/accounts/getByUserRolContract', body: { roles: ENTITLEMENT.roles } }, { path: '/api/configuration/currency', body: undefined }]));
    expect(calls).toHaveLength(2);
    expect(load).toHaveBeenCalledWith('en');
    expect(queryClient.getQueryData(viewAccountsQuery('statistic', ENTITLEMENT.roles).queryKey)).toEqual(ACCOUNTS);
    expect(queryClient.getQueryData(currenciesQuery('statistic').queryKey)).toEqual(CURRENCIES);
    expect(queryClient.getQueryData(fieldOptionsQuery('statistic', field, 'en').queryKey)).toEqual(OPTIONS);
  });

  it('asks for nothing a form without lists would not show', async () => {
    const { fetch } = gateway();
    await queryViewPrefetch([{ kind: 'dateRange' } as QueryField])('traces', ENTITLEMENT, () => true);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks once: a second prefetch finds the lists in the queries', async () => {
    const { fetch } = gateway();
    const prefetch = queryViewPrefetch([{ kind: 'accounts' }]);
    await prefetch('movements', ENTITLEMENT, () => true);
    await prefetch('movements', ENTITLEMENT, () => true);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
