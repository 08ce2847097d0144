import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { viewEntitlements } from '../../db/schema.js';

// The checks every endpoint and the request engine make; the menu stays in modules/entitlements.

/** The actions and roles the given roles hold on one view. */
export async function entitlementFor(tx: Tx, viewKey: string, roleIds: readonly string[]) {
  if (roleIds.length === 0) return { actions: [], roles: [] };
  const rows = await tx
    .select({ roleId: viewEntitlements.roleId, actions: viewEntitlements.actions })
    .from(viewEntitlements)
    .where(and(eq(viewEntitlements.viewKey, viewKey), inArray(viewEntitlements.roleId, [...roleIds])));
  return {
    actions: [...new Set(rows.flatMap((r) => r.actions))].sort(),
    roles: rows.map((r) => r.roleId).sort(),
  };
}
