import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { MenuNode } from '@bel/contract';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/translation';
import { isGroup, pathToView } from '../model/menu-model';
import { MenuIcon } from './menu-icon';

interface MenuTreeProps {
  nodes: readonly MenuNode[];
  activeView: string;
  onOpen: (node: MenuNode) => void;
}

/**
 * The expanded side menu: groups are disclosure buttons (aria-expanded) over nested lists,
 * leaves are buttons that open their view. It starts opened onto the active view.
 */
export function MenuTree({ nodes, activeView, onOpen }: MenuTreeProps) {
  const { t } = useTranslation('shell');
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set(pathToView(nodes, activeView) ?? []));

  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const renderNodes = (items: readonly MenuNode[], parentId: string | null, level: number): ReactNode =>
    items.map((node, index) => {
      const id = parentId === null ? String(index) : `${parentId}.${index}`;
      const label = t(`menu.${node.text}`, { defaultValue: node.nombre });
      const itemSx = { pl: 2 + (level - 1) * 2.5, minHeight: 44, width: '100%', textAlign: 'left' as const, borderRadius: 1 };
      const icon = (
        <ListItemIcon sx={{ minWidth: 40 }}>
          <MenuIcon name={node.iconCls} group={isGroup(node)} fontSize={level === 1 ? 'medium' : 'small'} />
        </ListItemIcon>
      );
      if (isGroup(node)) {
        const open = expanded.has(id);
        const groupId = `menu-group-${id}`;
        return (
          <li key={id}>
            <ListItemButton component="button" aria-expanded={open} aria-controls={groupId} onClick={() => toggle(id)} sx={itemSx}>
              {icon}
              <ListItemText primary={label} slotProps={{ primary: { sx: { fontWeight: level === 1 ? 600 : 500 } } }} />
              {open ? <ExpandLessIcon aria-hidden /> : <ExpandMoreIcon aria-hidden />}
            </ListItemButton>
            <Collapse in={open} unmountOnExit>
              <List id={groupId} component="ul" disablePadding>
                {renderNodes(node.items ?? [], id, level + 1)}
              </List>
            </Collapse>
          </li>
        );
      }
      const active = node.className === activeView;
      return (
        <li key={id}>
          <ListItemButton component="button" selected={active} aria-current={active ? 'page' : undefined} onClick={() => onOpen(node)} sx={itemSx}>
            {icon}
            <ListItemText primary={label} slotProps={{ primary: { sx: { fontWeight: active ? 700 : 400 } } }} />
          </ListItemButton>
        </li>
      );
    });

  return (
    <List component="ul" sx={{ px: 1 }}>
      {renderNodes(nodes, null, 1)}
    </List>
  );
}
