import { QueryClientProvider } from '@tanstack/react-query';
import type { MenuNode } from '@bel/contract';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client';
import { clearSessionStorage, setToken } from '../../../lib/session';
import { mountPerTest } from '../../../test/dom-root';
import { menuQueryKey } from '../api/use-menu';
import { menuGroup, menuLeaf } from '../model/menu-fixtures';
import { MobileDrawer, SideDrawer } from './side-drawer';

const MENU: MenuNode[] = [menuGroup('accounts', 'Cuentas', [menuLeaf('account_balance', 'Saldo de cuentas')])];

const dom = mountPerTest(() => queryClient.clear());
// The phone's drawer loads on first use; here it is in, as touching the menu button makes it in a browser.
beforeAll(() => MobileDrawer.preload());
afterEach(() => {
  vi.unstubAllGlobals();
  clearSessionStorage();
});
const nav = () => document.querySelector('nav[aria-label="Menú principal"]');

function render(mobile: boolean, open: boolean) {
  dom.render(
    <QueryClientProvider client={queryClient}>
      <SideDrawer mobile={mobile} open={open} onClose={() => undefined} activeView="main" onOpenView={() => undefined} />
    </QueryClientProvider>,
  );
}

describe('the side drawer (spec §2)', () => {
  it('on a phone renders nothing while closed, so the portal does not lay out a hidden menu, and the menu once open', () => {
    queryClient.setQueryData(menuQueryKey, MENU);
    render(true, false);
    expect(nav()).toBeNull();
    expect(document.body.textContent).not.toContain('Cuentas');
    render(true, true);
    expect(nav()?.textContent).toContain('Cuentas');
  });

  it('loads the menu with the shell, open or not, so the drawer opens with it', async () => {
    // A signed-in tab's call, left unanswered: jsdom has no gateway to send it to.
    setToken('session-token');
    const fetch = vi.fn(() => new Promise<Response>(() => undefined));
    vi.stubGlobal('fetch', fetch);
    render(true, false);
    expect(queryClient.getQueryState(menuQueryKey)?.fetchStatus).toBe('fetching');
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledWith('/api/external-service/menu', expect.objectContaining({ method: 'POST' })));
  });

  it('is always there above 960 px, with the menu', () => {
    queryClient.setQueryData(menuQueryKey, MENU);
    render(false, true);
    expect(nav()?.textContent).toContain('Cuentas');
  });
});
