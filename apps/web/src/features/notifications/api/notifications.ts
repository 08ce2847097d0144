import { routes, type Notification } from '@bel/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { call, callOrThrow } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { reportFailure } from '../../../lib/toast';

/**
 * The caller's notifications. Loaded when the shell mounts and again each time the bell
 * opens; never polled, since every call keeps the session alive and a poll would defeat the
 * idle expiry (ADR 0005).
 */
export const notificationsQueryKey = ['notifications'] as const;

export function useNotifications() {
  return useQuery({ queryKey: notificationsQueryKey, queryFn: ({ signal }) => callOrThrow(routes.notifications.list, { signal }) });
}

export function reloadNotifications(): void {
  void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
}

/** Marks one seen and puts the gateway's answer in the cached list, so it moves tabs at once. */
export function useMarkSeen() {
  return useMutation({
    mutationFn: async (id: number) => {
      const answer = await call(routes.notifications.markSeen, { params: { id: String(id) } });
      if (!answer.ok) {
        reportFailure(answer.error, { key: answer.error.message, placement: 'shell' });
        // Gone (another tab, another device): the list is stale.
        if (answer.error.statusCode === 404) reloadNotifications();
        return null;
      }
      return answer.data;
    },
    onSuccess: (seen) => {
      if (!seen) return;
      queryClient.setQueryData<Notification[]>(notificationsQueryKey, (list) => list?.map((n) => (n.notificacion_id === seen.notificacion_id ? seen : n)));
    },
  });
}
