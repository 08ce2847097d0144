import type { MenuNode } from '@bel/contract';

// Menu nodes for the shell's tests, shaped as `entitlements/menu` answers them (spec §4).

/** A view of the menu: `text` is its view name, `nombre` what the menu shows. */
export const menuLeaf = (text: string, nombre = text): MenuNode => ({ text, nombre, iconCls: 'x', leaf: 1, className: text });

/** A group of the menu holding `items`. */
export const menuGroup = (text: string, nombre: string, items: MenuNode[]): MenuNode => ({ text, nombre, iconCls: 'folder', leaf: 0, className: '', items });
