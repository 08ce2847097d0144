import type { Entitlement } from '@bel/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubGateway } from '../test/stub-gateway';
import { setToken } from './session';
import { startView } from './view-start';
import { getEntitlementState, resetAllViews, resetView } from './view-store';
import type { ViewPrefetch, ViewRegistration } from './views';

const ENTITLEMENT: Entitlement = { roles: ['1'], actions: ['consultar'] };

const RIGHTS = {
  given: { data: ENTITLEMENT },
  none: { data: { roles: [], actions: [] } },
  refused: { status: 403, body: { statusCode: 403, message: 'msg.error.forbidden' } },
} as const;

/** The gateway's answer on the view's rights: given, given with no role, or refused. */
const gateway = (rights: keyof typeof RIGHTS) => stubGateway({ '/api/auth/verifyRoute': RIGHTS[rights] }).fetch;

/** A view whose code and first data are watched: what was preloaded, and what the prefetch got. */
function watchedView(registration: Partial<ViewRegistration> = {}) {
  const preload = vi.fn(async () => undefined);
  const seen: { entitlement: Entitlement; stillWanted: () => boolean }[] = [];
  const prefetch = vi.fn<ViewPrefetch>(async (_viewKey, entitlement, stillWanted) => {
    seen.push({ entitlement, stillWanted });
  });
  const view: ViewRegistration = { component: Object.assign(() => null, { preload }), prefetch: async () => prefetch, ...registration };
  return { view, preload, prefetch, seen };
}

const settled = () => vi.waitFor(() => expect(getEntitlementState('movements')?.status).not.toBe('pending'));

beforeEach(() => setToken('session-token'));
afterEach(() => {
  resetAllViews();
  setToken(null);
  vi.unstubAllGlobals();
});

describe('starting a view before it renders', () => {
  it('loads its code, asks for its rights once, then its first data with those rights', async () => {
    const fetch = gateway('given');
    const { view, preload, prefetch, seen } = watchedView();
    startView('movements', view);
    // A second click while the rights are on their way leaves the data to the first.
    startView('movements', view);
    await settled();
    await vi.waitFor(() => expect(prefetch).toHaveBeenCalledTimes(1));
    // Shown again (its tab), the view runs its prefetch again, which finds its queries filled.
    startView('movements', view);
    await vi.waitFor(() => expect(prefetch).toHaveBeenCalledTimes(2));
    expect(preload).toHaveBeenCalledTimes(3);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(seen.map((call) => call.entitlement)).toEqual([ENTITLEMENT, ENTITLEMENT]);
    expect(seen[0]!.stillWanted()).toBe(true);
    // Closing the tab resets the view's record: a call the prefetch has yet to make is not wanted.
    resetView('movements');
    expect(seen[0]!.stillWanted()).toBe(false);
  });

  // Refused, the shell shows the data-server error; without a role, "no permission": not the view.
  it.each([
    ['the rights are refused', 'refused', { status: 'error' }],
    ['the person has no role there', 'none', { status: 'ready', entitlement: { roles: [], actions: [] } }],
  ] as const)('asks for no data when %s', async (_case, rights, state) => {
    gateway(rights);
    const { view, prefetch } = watchedView();
    startView('movements', view);
    await settled();
    expect(getEntitlementState('movements')).toEqual(state);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('asks for no data when the tab closed while the rights were on their way', async () => {
    gateway('given');
    const { view, prefetch } = watchedView();
    startView('movements', view);
    resetView('movements');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(getEntitlementState('movements')).toBeUndefined();
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('a view that needs no rights only loads its code', () => {
    const fetch = gateway('given');
    const { view, preload, prefetch } = watchedView({ entitlement: false });
    startView('main', view);
    expect(preload).toHaveBeenCalledTimes(1);
    expect(fetch).not.toHaveBeenCalled();
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('a view that names no first data gets its code and rights only', async () => {
    const fetch = gateway('given');
    const { view } = watchedView({ prefetch: async () => undefined });
    startView('movements', view);
    await settled();
    expect(getEntitlementState('movements')).toEqual({ status: 'ready', entitlement: ENTITLEMENT });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
