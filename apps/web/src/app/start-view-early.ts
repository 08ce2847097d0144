import { openTab } from '#features/shell';
import { getSession } from '../lib/session';
import { startView } from '../lib/view-start';
import { lazyViews } from './lazy-views';

/**
 * Opened at a view's address (a reload, a bookmark) with a session, the full app starts what
 * that view needs at once (`startView`: its code, its rights, then its first data), in parallel
 * with the shell's code and the catalogues, instead of one after the other once the shell has
 * rendered (ADR 0052, ADR 0072).
 * Its tab opens here too: opened by the shell's effect after the first render, it made the
 * shell render and commit a second time, in the same long task (ADR 0064).
 */
export function startViewEarly(pathname: string): void {
  const viewKey = /^\/home\/([^/]+)/.exec(pathname)?.[1];
  if (viewKey === undefined || !getSession().user) return;
  const view = Object.hasOwn(lazyViews, viewKey) ? lazyViews[viewKey] : undefined;
  if (!view) return;
  openTab({ tabName: viewKey, tabRouteName: viewKey });
  startView(viewKey, view);
}
