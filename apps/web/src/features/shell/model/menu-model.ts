import type { MenuNode } from '@bel/contract';

export function isGroup(node: MenuNode): boolean {
  return node.leaf !== 1;
}

/**
 * Ids ("0", "0.2": positions, since `text` need not be unique) of the groups on the way to
 * the entry of a view, so the menu can open onto it. Null when no entry opens the view.
 */
export function pathToView(nodes: readonly MenuNode[], viewKey: string, parentId: string | null = null): string[] | null {
  for (const [index, node] of nodes.entries()) {
    const id = parentId === null ? String(index) : `${parentId}.${index}`;
    if (!isGroup(node) && node.className === viewKey) return [];
    const inner = isGroup(node) ? pathToView(node.items ?? [], viewKey, id) : null;
    if (inner) return [id, ...inner];
  }
  return null;
}
