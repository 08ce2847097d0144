import { routes } from '@bel/contract';
import type { AccountRef } from '@bel/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api-client';
import { viewQueryKey } from '../../lib/query-client';
import { reportFailure, toast } from '../../lib/toast';

/** Spec §8: a failed load is a toast and an empty list; an empty one is a warning. */
async function loadAccounts(roles: readonly string[]): Promise<AccountRef[]> {
  const result = await call(routes.accounts.getByUserRolContract, { body: { roles: [...roles] } });
  if (!result.ok) {
    reportFailure(result.error);
    return [];
  }
  if (result.data.length === 0) toast.warning('msg.warning.noAccountFound');
  return result.data;
}

/** The accounts the view's roles may see: one query per view (spec §4), dropped with the view's tab. */
export function viewAccountsQuery(viewKey: string, roles: readonly string[]) {
  return queryOptions({ queryKey: viewQueryKey(viewKey, 'accounts', roles), queryFn: () => loadAccounts(roles) });
}

/** The view's accounts (`viewAccountsQuery`), `null` while loading. */
export function useViewAccounts(viewKey: string, roles: readonly string[], enabled = true): AccountRef[] | null {
  const query = useQuery({ ...viewAccountsQuery(viewKey, roles), enabled });
  return query.data ?? null;
}

/** 'number - holder', as the spec shows accounts in selectors. */
export function accountLabel(account: AccountRef): string {
  return `${account.CUENTA} - ${account.TITULAR}`;
}
