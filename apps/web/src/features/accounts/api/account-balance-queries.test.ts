import type { AccountInfo, AccountRef, Entitlement } from '@bel/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { viewAccountsQuery } from '../../../components/query-view';
import { queryClient, viewQueryKey } from '../../../lib/query-client';
import { setToken } from '../../../lib/session';
import { stubGateway } from '../../../test/stub-gateway';
import { prefetchAccountBalances } from './account-balance-queries';

const ENTITLEMENT: Entitlement = { roles: ['1'], actions: [] };
const ACCOUNTS: AccountRef[] = [
  { CUENTA: '0300001001000101', TITULAR: 'Importadora Caribe S.A.', MONEDA: 'CUP' },
  { CUENTA: '0300001001000302', TITULAR: 'Importadora Caribe S.A.', MONEDA: 'USD' },
];
const BALANCES: AccountInfo[] = ACCOUNTS.map((account) => ({ ...account, CONTABLE: '10.00', DISPONIBLE: '9.00' }));

/** The gateway's two answers. */
const gateway = () => stubGateway({ '/api/accounts/getByUserRolContract': { data: ACCOUNTS }, '/api/accounts/getInfo': { data: BALANCES } });

beforeEach(() => setToken('session-token'));
afterEach(() => {
  queryClient.clear();
  setToken(null);
  vi.unstubAllGlobals();
});

// A tab opened at the balances' address asks for them before the view renders (ADR 0072): the
// answers must land where the view reads them, or the view would ask a second time.
describe('the account balances asked for before the view renders', () => {
  it('asks for the accounts with the view’s roles, then their balances, into the queries the view reads', async () => {
    const { calls } = gateway();
    await prefetchAccountBalances('account_balance', ENTITLEMENT, () => true);
    expect(calls).toEqual([
      { path: '/api/accounts/getByUserRolContract', body: { roles: ENTITLEMENT.roles } },
      { path: '/api/accounts/getInfo', body: { cuentas: ACCOUNTS.map((a) => a.CUENTA) } },
    ]);
    expect(queryClient.getQueryData(viewAccountsQuery('account_balance', ENTITLEMENT.roles).queryKey)).toEqual(ACCOUNTS);
    expect(queryClient.getQueryData(viewQueryKey('account_balance', 'balances', ACCOUNTS.map((a) => a.CUENTA)))).toEqual(BALANCES);
  });

  it('asks for no balances once the tab closed or the session ended while the accounts were on their way', async () => {
    const { paths } = gateway();
    await prefetchAccountBalances('account_balance', ENTITLEMENT, () => false);
    expect(paths()).toEqual(['/api/accounts/getByUserRolContract']);
  });
});
