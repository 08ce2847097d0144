import type { AccountInfo, AccountRef, Entitlement } from '@bel/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { viewAccountsQuery } from '../../../components/query-view';
import { queryClient, viewQueryKey } from '../../../lib/query-client';
import { setToken } from '../../../lib/session';
import { prefetchAccountBalances } from './account-balance-queries';

const ENTITLEMENT: Entitlement = { roles: ['1'], actions: [] };
const ACCOUNTS: AccountRef[] = [
  { CUENTA: '0300001001000101', TITULAR: 'Importadora Caribe S.A.', MONEDA: 'CUP' },
  { CUENTA: '0300001001000302', TITULAR: 'Importadora Caribe S.A.', MONEDA: 'USD' },
];
const BALANCES: AccountInfo[] = ACCOUNTS.map((account) => ({ ...account, CONTABLE: '10.00', DISPONIBLE: '9.00' }));

/** The gateway's two answers, each call's path and body noted. */
function gateway() {
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    const data = url === '/api/accounts/getByUserRolContract' ? ACCOUNTS : url === '/api/accounts/getInfo' ? BALANCES : null;
    expect(data, url).not.toBeNull();
    expect(JSON.parse(String(init.body))).toEqual(url.endsWith('getInfo') ? { cuentas: ACCOUNTS.map((a) => a.CUENTA) } : { roles: ENTITLEMENT.roles });
    return new Response(JSON.stringify({ data }), { status: 200 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
const paths = (fetch: ReturnType<typeof gateway>) => fetch.mock.calls.map(([url]) => url);

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
    const fetch = gateway();
    await prefetchAccountBalances('account_balance', ENTITLEMENT, () => true);
    expect(paths(fetch)).toEqual(['/api/accounts/getByUserRolContract', '/api/accounts/getInfo']);
    expect(queryClient.getQueryData(viewAccountsQuery('account_balance', ENTITLEMENT.roles).queryKey)).toEqual(ACCOUNTS);
    expect(queryClient.getQueryData(viewQueryKey('account_balance', 'balances', ACCOUNTS.map((a) => a.CUENTA)))).toEqual(BALANCES);
  });

  it('asks for no balances once the tab closed or the session ended while the accounts were on their way', async () => {
    const fetch = gateway();
    await prefetchAccountBalances('account_balance', ENTITLEMENT, () => false);
    expect(paths(fetch)).toEqual(['/api/accounts/getByUserRolContract']);
  });
});
