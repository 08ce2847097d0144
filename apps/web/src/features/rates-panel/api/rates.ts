import { routes, type ConvertRequest } from '@bel/contract';
import { useQuery } from '@tanstack/react-query';
import { call, callOrThrow } from '../../../lib/api-client';

/** The rates in force; kept until the person refreshes them or the session ends. */
export const ratesQueryKey = ['rates-panel', 'rates'] as const;

export function useRates(enabled: boolean) {
  return useQuery({ queryKey: ratesQueryKey, queryFn: ({ signal }) => callOrThrow(routes.rates.list, { signal }), enabled });
}

/** The gateway converts (ADR 0016); the answer is an exact decimal string with 5 places. */
export function convertAmount(body: ConvertRequest) {
  return call(routes.rates.convert, { body });
}
