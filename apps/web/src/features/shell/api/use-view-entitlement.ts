import { useEffect } from 'react';
import { checkViewEntitlement } from '../../../lib/view-entitlement';
import { useEntitlementState } from '../../../lib/view-store';
import type { EntitlementState } from '../../../lib/view-store';

/** Asks the gateway once per view which roles and actions the user has there (spec §2, §6). */
export function useViewEntitlement(viewKey: string, needed: boolean): EntitlementState | undefined {
  const state = useEntitlementState(viewKey);
  useEffect(() => {
    if (needed) void checkViewEntitlement(viewKey);
  }, [needed, viewKey, state]);
  return state;
}
