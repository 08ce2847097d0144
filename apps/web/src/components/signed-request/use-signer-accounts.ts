import { routes } from '@bel/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api-client';
import { viewQueryKey } from '../../lib/query-client';

/**
 * The accounts the user may sign for (`getAccountsByUsersSigners`), loaded once per view when
 * `enabled`; `null` while loading, and empty when the call fails (nothing to authorize then).
 */
export function useSignerAccounts(viewKey: string, enabled: boolean): ReadonlySet<string> | null {
  const query = useQuery({
    queryKey: viewQueryKey(viewKey, 'signer-accounts'),
    queryFn: async () => {
      const result = await call(routes.accounts.getAccountsByUsersSigners, { body: {} });
      return new Set(result.ok ? result.data.map((account) => account.CUENTA) : []);
    },
    enabled,
  });
  return query.data ?? null;
}
