import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { Tooltip } from '../../../components/ui/tooltip';
import type { MenuNode } from '@bel/contract';
import { useTranslation } from '../../../lib/translation';
import { isGroup } from '../model/menu-model';
import { MenuIcon } from './menu-icon';
import { RailGroup } from './rail-group';

interface MenuRailProps {
  nodes: readonly MenuNode[];
  activeView: string;
  onOpen: (node: MenuNode) => void;
}

function containsView(node: MenuNode, viewKey: string): boolean {
  return isGroup(node) ? (node.items ?? []).some((child) => containsView(child, viewKey)) : node.className === viewKey;
}

/** The collapsed drawer: one icon per top-level entry; groups open their tree in a pop-up. */
export function MenuRail({ nodes, activeView, onOpen }: MenuRailProps) {
  const { t } = useTranslation('shell');
  return (
    <Box component="ul" aria-label={t('drawer.label')} sx={{ listStyle: 'none', m: 0, p: 1, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 0.5 }}>
      {nodes.map((node, index) => {
        const label = t(`menu.${node.text}`, { defaultValue: node.nombre });
        const active = containsView(node, activeView);
        return (
          <li key={`${node.text}-${index}`}>
            {isGroup(node) ? (
              <RailGroup node={node} label={label} active={active} activeView={activeView} onOpen={onOpen} />
            ) : (
              <Tooltip title={label} placement="right">
                <IconButton aria-label={label} aria-current={active ? 'page' : undefined} onClick={() => onOpen(node)} color={active ? 'primary' : 'default'}>
                  <MenuIcon name={node.iconCls} group={false} />
                </IconButton>
              </Tooltip>
            )}
          </li>
        );
      })}
    </Box>
  );
}
