import { QueryClient } from '@tanstack/react-query';

/**
 * One client for the whole app so session loss and tab closing can drop cached data from
 * outside React. Server data is loaded once per view (spec §4), hence no refetching on
 * focus and no silent retries that would hide a failed call from the person.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: Infinity },
    mutations: { retry: false },
  },
});

/** Every query of a view lives under this prefix, so closing the view's tab drops them all. */
export function viewQueryKey(viewKey: string, ...parts: unknown[]): unknown[] {
  return ['view', viewKey, ...parts];
}
