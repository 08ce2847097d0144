import { and, eq, sql } from 'drizzle-orm';
import { preparedQuery } from '../../db/prepared.js';
import type { Tx } from '../../db/client.js';
import { viewEntitlements } from '../../db/schema.js';

// The checks every endpoint and the request engine make; the menu stays in modules/entitlements.

const entitlementQuery = preparedQuery((tx) =>
  tx
    .select({ roleId: viewEntitlements.roleId, actions: viewEntitlements.actions })
    .from(viewEntitlements)
    .where(and(eq(viewEntitlements.viewKey, sql.placeholder('view')), sql`${viewEntitlements.roleId} = any(${sql.placeholder('roles')})`))
    .prepare('bel_entitlement_for'),
);

/** The actions and roles the given roles hold on one view. */
export async function entitlementFor(tx: Tx, viewKey: string, roleIds: readonly string[]) {
  if (roleIds.length === 0) return { actions: [], roles: [] };
  const rows = await entitlementQuery(tx).execute({ view: viewKey, roles: [...roleIds] });
  return {
    actions: [...new Set(rows.flatMap((r) => r.actions))].sort(),
    roles: rows.map((r) => r.roleId).sort(),
  };
}
