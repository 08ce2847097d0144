import { openTab } from '#features/shell';
import { getSession } from '../lib/session';
import { checkViewEntitlement } from '../lib/view-entitlement';
import { getEntitlementState } from '../lib/view-store';
import type { ViewPrefetch } from '../lib/views';
import { startLoading } from '../lib/lazy-component';
import { lazyViews, viewPrefetches } from './lazy-views';

/**
 * Opened at a view's address (a reload, a bookmark) with a session, the full app starts what
 * that view needs at once: its code and the gateway's answer on the user's rights there, in
 * parallel with the shell's code and the catalogues, instead of one after the other once the
 * shell has rendered (ADR 0052). A view that names its first data (`viewPrefetches`) has it
 * asked for as soon as its rights are known, so its rows can be in the view's first render
 * instead of arriving after it and moving what is below them (ADR 0072); any other view's
 * queries start when it mounts.
 * Its tab opens here too: opened by the shell's effect after the first render, it made the
 * shell render and commit a second time, in the same long task (ADR 0064).
 */
export function startViewEarly(pathname: string): void {
  const viewKey = /^\/home\/([^/]+)/.exec(pathname)?.[1];
  if (viewKey === undefined || !getSession().user) return;
  const view = Object.hasOwn(lazyViews, viewKey) ? lazyViews[viewKey] : undefined;
  if (!view) return;
  openTab({ tabName: viewKey, tabRouteName: viewKey });
  // A failed load shows when the shell renders the view (its crash guard), not here.
  startLoading(view);
  const rights = checkViewEntitlement(viewKey);
  const prefetch = viewPrefetches[viewKey];
  if (prefetch) void prefetchWithRights(viewKey, prefetch(), rights);
}

/** Once the view's rights are in, its first data; a failure is left for the view to meet and show. */
async function prefetchWithRights(viewKey: string, loading: Promise<ViewPrefetch>, rights: Promise<void>): Promise<void> {
  try {
    const [prefetch] = await Promise.all([loading, rights]);
    const state = getEntitlementState(viewKey);
    if (state?.status !== 'ready') return;
    // A closed tab or an ended session resets the view's record: nothing more is asked for then.
    await prefetch(viewKey, state.entitlement, () => getEntitlementState(viewKey) === state);
  } catch {
    // Nothing here: the view's own queries run again when it mounts.
  }
}
