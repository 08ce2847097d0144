import type { Db } from '../../db/client.js';
import type { ChangeFeed } from '../changes/change-feed.js';
import { createTaggedCache } from '../changes/tagged-cache.js';

/** Which roles hold which actions on each view: the whole (small) view_entitlements table. */
export type Grants = ReadonlyMap<string, readonly { roleId: string; actions: readonly string[] }[]>;

async function readGrants(db: Db): Promise<Grants> {
  const { rows } = await db.$client.query<{ viewKey: string; roleId: string; actions: string[] }>({
    name: 'bel-view-grants',
    text: 'select view_key as "viewKey", role_id as "roleId", actions from view_entitlements',
  });
  const grants = new Map<string, { roleId: string; actions: string[] }[]>();
  for (const { viewKey, roleId, actions } of rows) grants.set(viewKey, [...(grants.get(viewKey) ?? []), { roleId, actions }]);
  return grants;
}

/**
 * The entitlement table as this instance last read it: every signed-in call asks it whether the
 * caller's roles open the route's views, so it is kept in memory, read again when a grant changes
 * (tag `entitlements`) or at most a second later (ADR 0045).
 */
export function createGrantsCache(db: Db, changes: ChangeFeed, clock: { now(): Date }) {
  const cache = createTaggedCache<'grants', Grants>(changes, clock, { maxEntries: 1 });
  const current = async () => (await cache.get('grants', () => readGrants(db), () => ['entitlements']))!;
  return {
    /** Whether one of the roles is entitled to one of the views (true when no view is named). */
    async opens(roles: readonly string[], views: readonly string[] | undefined): Promise<boolean> {
      if (!views) return true;
      const grants = await current();
      return views.some((view) => grants.get(view)?.some((g) => roles.includes(g.roleId)));
    },
    /** The actions and roles the given roles hold on one view (auth/verifyRoute). */
    async on(view: string, roles: readonly string[]): Promise<{ actions: string[]; roles: string[] }> {
      const held = ((await current()).get(view) ?? []).filter((g) => roles.includes(g.roleId));
      return { actions: [...new Set(held.flatMap((g) => g.actions))].sort(), roles: held.map((g) => g.roleId).sort() };
    },
  };
}

export type GrantsCache = ReturnType<typeof createGrantsCache>;
