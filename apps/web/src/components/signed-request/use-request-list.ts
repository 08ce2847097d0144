import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiResult } from '../../lib/api-client';
import { queryClient, viewQueryKey } from '../../lib/query-client';
import { reportFailure, toast } from '../../lib/toast';

/** Every list of a view's requests lives under this key: an action reloads them all. */
export function requestListKey(viewKey: string): unknown[] {
  return viewQueryKey(viewKey, 'requests');
}

export function reloadRequests(viewKey: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: requestListKey(viewKey) });
}

/** Spec §8: a failed load is the server's message (or the generic one); an empty one warns `empty`. */
async function loadRequests<Row>(list: () => Promise<ApiResult<readonly Row[]>>, empty: string): Promise<readonly Row[]> {
  const result = await list();
  if (!result.ok) {
    reportFailure(result.error);
    return [];
  }
  if (result.data.length === 0) toast.warning(empty);
  return result.data;
}

/** The requests the view's roles may see, once per view: the list and every form read them. */
export function requestListQuery<Row>(viewKey: string, roles: readonly string[], list: (roles: readonly string[]) => Promise<ApiResult<readonly Row[]>>, empty: string) {
  return queryOptions({ queryKey: [...requestListKey(viewKey), roles], queryFn: () => loadRequests(() => list(roles), empty) });
}

/**
 * The view's requests (`requestListQuery`), loaded once per view (spec §4) and again after every action or on
 * refresh; `null` while the first load runs, `fetching` while any does.
 */
export function useRequestList<Row>(viewKey: string, roles: readonly string[], list: (roles: readonly string[]) => Promise<ApiResult<readonly Row[]>>, empty: string) {
  const query = useQuery(requestListQuery(viewKey, roles, list, empty));
  return { rows: query.data ?? null, fetching: query.isFetching };
}
