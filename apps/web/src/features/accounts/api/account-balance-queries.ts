import { routes } from '@bel/contract';
import type { AccountInfo, AccountRef } from '@bel/contract';
import { useQuery } from '@tanstack/react-query';
import { useViewAccounts } from '../../../components/query-view';
import { call } from '../../../lib/api-client';
import { viewQueryKey } from '../../../lib/query-client';
import { reportFailure } from '../../../lib/toast';

async function loadBalances(accounts: readonly AccountRef[]): Promise<AccountInfo[]> {
  if (accounts.length === 0) return [];
  const result = await call(routes.accounts.getInfo, { body: { cuentas: accounts.map((a) => a.CUENTA) } });
  if (!result.ok) {
    reportFailure(result.error);
    return [];
  }
  return result.data;
}

/**
 * The view's accounts (loaded once per view, spec §4), then their balances. `null` while
 * either is loading, so the table shows its loading state.
 */
export function useAccountBalances(viewKey: string, roles: readonly string[]): AccountInfo[] | null {
  const accounts = useViewAccounts(viewKey, roles);
  const balances = useQuery({
    queryKey: viewQueryKey(viewKey, 'balances', accounts?.map((a) => a.CUENTA)),
    queryFn: () => loadBalances(accounts ?? []),
    enabled: accounts !== null,
  });
  return balances.data ?? null;
}
