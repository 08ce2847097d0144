import { routes } from '@bel/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api-client';
import { viewQueryKey } from '../../lib/query-client';
import { reportFailure } from '../../lib/toast';

async function loadCurrencies() {
  const result = await call(routes.rates.currencies);
  if (result.ok) return result.data;
  reportFailure(result.error);
  return [];
}

/** The bank's currencies (`configuration/currency`), once per view. */
export function currenciesQuery(viewKey: string) {
  return queryOptions({ queryKey: viewQueryKey(viewKey, 'currencies'), queryFn: loadCurrencies });
}

/** The view's currencies (`currenciesQuery`), `null` while loading. */
export function useCurrencies(viewKey: string, enabled = true) {
  const query = useQuery({ ...currenciesQuery(viewKey), enabled });
  return query.data ?? null;
}
