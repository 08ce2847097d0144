import { describe, expect, it } from 'vitest';
import type { MenuNode } from '@bel/contract';
import { pathToView } from './menu-model';

const leaf = (text: string): MenuNode => ({ text, nombre: text, iconCls: 'x', leaf: 1, className: text });
const menu: MenuNode[] = [
  { text: 'accounts', nombre: 'Cuentas', iconCls: 'folder', leaf: 0, className: '', items: [leaf('account_balance'), { text: 'more', nombre: 'Más', iconCls: 'folder', leaf: 0, className: '', items: [leaf('deep')] }] },
  leaf('rates'),
];

describe('menu model', () => {
  it('finds the groups leading to a view', () => {
    expect(pathToView(menu, 'deep')).toEqual(['0', '0.1']);
    expect(pathToView(menu, 'account_balance')).toEqual(['0']);
    expect(pathToView(menu, 'rates')).toEqual([]);
    expect(pathToView(menu, 'nope')).toBeNull();
  });
});
