import { routes } from '@bel/contract';
import { call } from './api-client';
import { getEntitlementState, setEntitlementState } from './view-store';

/**
 * Asks the gateway once which roles and actions the user has in a view (spec §2, §6), unless
 * it was asked already: the shell asks when the view's tab is open, and the start of the full
 * app asks earlier for the view its address names (ADR 0052).
 */
export async function checkViewEntitlement(viewKey: string): Promise<void> {
  if (getEntitlementState(viewKey) !== undefined) return;
  setEntitlementState(viewKey, { status: 'pending' });
  const result = await call(routes.entitlements.verifyRoute, { body: { route: viewKey } });
  // The tab may have closed, or the session ended, while the answer was on its way.
  if (getEntitlementState(viewKey)?.status !== 'pending') return;
  setEntitlementState(viewKey, result.ok ? { status: 'ready', entitlement: result.data } : { status: 'error' });
}
