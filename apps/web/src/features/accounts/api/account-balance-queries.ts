import { routes } from '@bel/contract';
import type { AccountInfo, AccountRef } from '@bel/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useViewAccounts, viewAccountsQuery } from '../../../components/query-view';
import { call } from '../../../lib/api-client';
import { queryClient, viewQueryKey } from '../../../lib/query-client';
import type { ViewPrefetch } from '../../../lib/views';
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

export function balancesQuery(viewKey: string, accounts: readonly AccountRef[] | null) {
  return queryOptions({ queryKey: viewQueryKey(viewKey, 'balances', accounts?.map((a) => a.CUENTA)), queryFn: () => loadBalances(accounts ?? []) });
}

/**
 * The view's accounts (loaded once per view, spec §4), then their balances. `null` while
 * either is loading, so the table shows its loading state.
 */
export function useAccountBalances(viewKey: string, roles: readonly string[]): AccountInfo[] | null {
  const accounts = useViewAccounts(viewKey, roles);
  const balances = useQuery({ ...balancesQuery(viewKey, accounts), enabled: accounts !== null });
  return balances.data ?? null;
}

/** The same two calls, into the same queries, started before the view renders (ADR 0072). */
export const prefetchAccountBalances: ViewPrefetch = async (viewKey, entitlement, stillWanted) => {
  const accounts = await queryClient.fetchQuery(viewAccountsQuery(viewKey, entitlement.roles));
  if (stillWanted()) await queryClient.prefetchQuery(balancesQuery(viewKey, accounts));
};
