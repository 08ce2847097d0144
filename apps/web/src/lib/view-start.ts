import { startLoading } from './lazy-component';
import { checkViewEntitlement } from './view-entitlement';
import { getEntitlementState } from './view-store';
import { showsView } from './views';
import type { ViewPrefetch, ViewRegistration } from './views';

/**
 * Starts what a view needs, before it renders: its code, the gateway's answer on the user's
 * rights there, and, once both are in, the first data the view names (ADR 0072). The full app's
 * start calls it for the view its address names, the shell for the view a person opens from the
 * menu or a tab, so the calls run while the code loads instead of after the view has mounted.
 * Each part is asked for once: the rights are kept per view, the data in the view's queries.
 */
export function startView(viewKey: string, { component, entitlement = true, prefetch }: ViewRegistration): void {
  // A failed load shows when the shell renders the view (its crash guard), not here.
  startLoading(component);
  if (!entitlement) return;
  const rights = checkViewEntitlement(viewKey);
  if (prefetch) void prefetchWithRights(viewKey, prefetch(), rights);
}

/** Once the view's rights are in, its first data; a failure is left for the view to meet and show. */
async function prefetchWithRights(viewKey: string, loading: Promise<ViewPrefetch | undefined>, rights: Promise<void>): Promise<void> {
  try {
    const [prefetch] = await Promise.all([loading, rights]);
    const state = getEntitlementState(viewKey);
    if (!prefetch || state?.status !== 'ready' || !showsView(state.entitlement)) return;
    // A closed tab or an ended session resets the view's record: nothing more is asked for then.
    await prefetch(viewKey, state.entitlement, () => getEntitlementState(viewKey) === state);
  } catch {
    // Nothing here: the view's own queries run again when it mounts.
  }
}
