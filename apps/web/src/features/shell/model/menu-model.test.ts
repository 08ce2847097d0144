import { describe, expect, it } from 'vitest';
import type { MenuNode } from '@bel/contract';
import { menuGroup, menuLeaf } from './menu-fixtures';
import { pathToView } from './menu-model';

const menu: MenuNode[] = [menuGroup('accounts', 'Cuentas', [menuLeaf('account_balance'), menuGroup('more', 'Más', [menuLeaf('deep')])]), menuLeaf('rates')];

describe('menu model', () => {
  it('finds the groups leading to a view', () => {
    expect(pathToView(menu, 'deep')).toEqual(['0', '0.1']);
    expect(pathToView(menu, 'account_balance')).toEqual(['0']);
    expect(pathToView(menu, 'rates')).toEqual([]);
    expect(pathToView(menu, 'nope')).toBeNull();
  });
});
