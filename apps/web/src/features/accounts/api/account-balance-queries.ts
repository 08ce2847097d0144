import { api, isSessionLoss } from '@bel/contract';
import type { AccountInfo, AccountRef, ApiError } from '@bel/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { viewQueryKey } from '../../../lib/query-client';
import { toast } from '../../../lib/toast';

function failed(error: ApiError): void {
  if (!isSessionLoss(error.statusCode, error.message)) toast.error('msg.error.dataServer');
}

/** Spec §8: a failed load is a toast and an empty list; an empty one is a warning. */
async function loadAccounts(roles: readonly string[]): Promise<AccountRef[]> {
  const result = await call(api.accounts.getByUserRolContract, { body: { roles: [...roles] } });
  if (!result.ok) {
    failed(result.error);
    return [];
  }
  if (result.data.length === 0) toast.warning('msg.warning.noAccountFound');
  return result.data;
}

async function loadBalances(accounts: readonly AccountRef[]): Promise<AccountInfo[]> {
  if (accounts.length === 0) return [];
  const result = await call(api.accounts.getInfo, { body: { cuentas: accounts.map((a) => a.CUENTA) } });
  if (!result.ok) {
    failed(result.error);
    return [];
  }
  return result.data;
}

/**
 * The view's accounts (loaded once per view, spec §4), then their balances. `null` while
 * either is loading, so the table shows its loading state.
 */
export function useAccountBalances(viewKey: string, roles: readonly string[]): AccountInfo[] | null {
  const accounts = useQuery({ queryKey: viewQueryKey(viewKey, 'accounts', roles), queryFn: () => loadAccounts(roles) });
  const balances = useQuery({
    queryKey: viewQueryKey(viewKey, 'balances', accounts.data?.map((a) => a.CUENTA)),
    queryFn: () => loadBalances(accounts.data ?? []),
    enabled: accounts.data !== undefined,
  });
  return balances.data ?? null;
}
