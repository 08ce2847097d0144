import { notificationsQuery } from '#features/notifications';
import { menuQuery } from '#features/shell';
import { queryClient } from '../lib/query-client';

/**
 * What the shell shows on every signed-in page, asked for while the portal's code and catalogues
 * load, as a view's first data is (ADR 0072): the menu, and the notifications whose count the
 * bell shows. Asked for by the shell itself, their calls started in its first commit's effects,
 * and the bell's answer re-rendered it synchronously in a task of its own (ADR 0075). The rates
 * are not asked for: the panel asks when it opens.
 */
export function prefetchShell(): void {
  void queryClient.prefetchQuery(menuQuery);
  void queryClient.prefetchQuery(notificationsQuery);
}
