import { QueryClientProvider } from '@tanstack/react-query';
import type { MenuNode } from '@bel/contract';
import { describe, expect, it } from 'vitest';
import { queryClient } from '../../../lib/query-client';
import { mountPerTest } from '../../../test/dom-root';
import { menuQueryKey } from '../api/use-menu';
import { SideDrawer } from './side-drawer';

const leaf = (text: string, nombre: string): MenuNode => ({ text, nombre, iconCls: 'x', leaf: 1, className: text });
const MENU: MenuNode[] = [{ text: 'accounts', nombre: 'Cuentas', iconCls: 'folder', leaf: 0, className: '', items: [leaf('account_balance', 'Saldo de cuentas')] }];

const dom = mountPerTest(() => queryClient.clear());
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

  it('loads the menu with the shell, open or not, so the drawer opens with it', () => {
    render(true, false);
    expect(queryClient.getQueryState(menuQueryKey)?.fetchStatus).toBe('fetching');
  });

  it('is always there above 960 px, with the menu', () => {
    queryClient.setQueryData(menuQueryKey, MENU);
    render(false, true);
    expect(nav()?.textContent).toContain('Cuentas');
  });
});
