import { routes } from '@bel/contract';
import type { InboxRow } from '@bel/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { viewQueryKey } from '../../../lib/query-client';
import { reportFailure, toast } from '../../../lib/toast';

/** Oldest first (the gateway sends them so; sorting again keeps it true whatever it sends). */
export function oldestFirst(rows: readonly InboxRow[]): InboxRow[] {
  return [...rows].sort((a, b) => a.fecha_envio.localeCompare(b.fecha_envio) || a.id - b.id);
}

async function loadInbox(): Promise<InboxRow[]> {
  const result = await call(routes.requests.inbox);
  if (!result.ok) {
    reportFailure(result.error);
    return [];
  }
  if (result.data.length === 0) toast.warning('msg.warning.listEmpty');
  return oldestFirst(result.data);
}

/**
 * The requests awaiting the caller's signature; `null` while the first load runs. Loaded again
 * each time the view shows, since signing happens in other views.
 */
export function useInbox(viewKey: string): InboxRow[] | null {
  return useQuery({ queryKey: viewQueryKey(viewKey, 'inbox'), queryFn: loadInbox, refetchOnMount: 'always' }).data ?? null;
}
