import { routes } from '@bel/contract';
import type { MenuNode } from '@bel/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { reportFailure } from '../../../lib/toast';

export const menuQueryKey = ['shell', 'menu'] as const;

/** Failure is a shell toast and an empty menu (spec §8), not a broken drawer. */
async function loadMenu(): Promise<MenuNode[]> {
  const result = await call(routes.entitlements.menu);
  if (result.ok) return result.data;
  reportFailure(result.error, { placement: 'shell' });
  return [];
}

export function useMenu() {
  return useQuery({ queryKey: menuQueryKey, queryFn: loadMenu });
}
