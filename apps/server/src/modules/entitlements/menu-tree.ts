import type { MenuNode } from '@bel/contract';

interface Row {
  id: number;
  parentId: number | null;
  text: string;
  nombre: string;
  iconCls: string;
  viewKey: string | null;
}

/**
 * Builds the side menu from flat rows, keeping only the leaves whose view is open to the
 * user and the groups that still have a leaf under them.
 */
export function buildMenu(rows: readonly Row[], openViews: ReadonlySet<string>): MenuNode[] {
  const children = new Map<number | null, Row[]>();
  for (const row of rows) children.set(row.parentId, [...(children.get(row.parentId) ?? []), row]);
  const build = (parentId: number | null): MenuNode[] =>
    (children.get(parentId) ?? []).flatMap((row): MenuNode[] => {
      if (row.viewKey) {
        return openViews.has(row.viewKey)
          ? [{ text: row.text, nombre: row.nombre, iconCls: row.iconCls, leaf: 1, className: row.viewKey }]
          : [];
      }
      const items = build(row.id);
      return items.length ? [{ text: row.text, nombre: row.nombre, iconCls: row.iconCls, leaf: 0, className: row.text, items }] : [];
    });
  return build(null);
}
