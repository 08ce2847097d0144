import { routes } from '@bel/contract';
import type { MenuNode } from '@bel/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { reportFailure } from '../../../lib/toast';

/** Failure is a shell toast and an empty menu (spec §8), not a broken drawer. */
async function loadMenu(): Promise<MenuNode[]> {
  const result = await call(routes.entitlements.menu);
  if (result.ok) return result.data;
  reportFailure(result.error, { placement: 'shell' });
  return [];
}

/** The side menu's entries: asked for as the portal starts (`prefetchShell`), read by the drawer. */
export const menuQuery = queryOptions({ queryKey: ['shell', 'menu'] as const, queryFn: loadMenu });

export function useMenu() {
  return useQuery(menuQuery);
}
