import { asc, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { menuNodes, viewEntitlements } from '../../db/schema.js';

export async function menuRows(tx: Tx) {
  return tx.select().from(menuNodes).orderBy(asc(menuNodes.sort));
}

export async function viewsOpenTo(tx: Tx, roleIds: readonly string[]): Promise<Set<string>> {
  if (roleIds.length === 0) return new Set();
  const rows = await tx
    .selectDistinct({ viewKey: viewEntitlements.viewKey })
    .from(viewEntitlements)
    .where(inArray(viewEntitlements.roleId, [...roleIds]));
  return new Set(rows.map((r) => r.viewKey));
}
