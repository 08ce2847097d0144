import { routes } from '@bel/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api-client';
import { viewQueryKey } from '../../lib/query-client';
import { reportFailure } from '../../lib/toast';

/** The bank's currencies (`configuration/currency`), once per view; `null` while loading. */
export function useCurrencies(viewKey: string, enabled = true) {
  const query = useQuery({
    queryKey: viewQueryKey(viewKey, 'currencies'),
    enabled,
    queryFn: async () => {
      const result = await call(routes.rates.currencies);
      if (result.ok) return result.data;
      reportFailure(result.error);
      return [];
    },
  });
  return query.data ?? null;
}
