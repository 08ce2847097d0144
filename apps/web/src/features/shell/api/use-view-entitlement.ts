import { api } from '@bel/contract';
import { useEffect } from 'react';
import { call } from '../../../lib/api-client';
import { getEntitlementState, setEntitlementState, useEntitlementState } from '../../../lib/view-store';
import type { EntitlementState } from '../../../lib/view-store';

async function verify(viewKey: string): Promise<void> {
  setEntitlementState(viewKey, { status: 'pending' });
  const result = await call(api.entitlements.verifyRoute, { body: { route: viewKey } });
  // The tab may have closed, or the session ended, while the answer was on its way.
  if (getEntitlementState(viewKey)?.status !== 'pending') return;
  setEntitlementState(viewKey, result.ok ? { status: 'ready', entitlement: result.data } : { status: 'error' });
}

/** Asks the gateway once per view which roles and actions the user has there (spec §2, §6). */
export function useViewEntitlement(viewKey: string, needed: boolean): EntitlementState | undefined {
  const state = useEntitlementState(viewKey);
  useEffect(() => {
    if (needed && getEntitlementState(viewKey) === undefined) void verify(viewKey);
  }, [needed, viewKey, state]);
  return state;
}
