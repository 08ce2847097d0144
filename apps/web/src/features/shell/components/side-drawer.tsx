import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import type { MenuNode } from '@bel/contract';
import { useTranslation } from '../../../lib/translation';
import { lazyComponent } from '../../../lib/lazy-component';
import { MountedOnceWanted } from '../../../components/ui/mounted-once-wanted';
import { useMenu } from '../api/use-menu';
import { MenuRail } from './menu-rail';
import { MenuTree } from './menu-tree';

// The phone's modal drawer loads when the menu is first opened; the menu button starts it on intent.
export const MobileDrawer = lazyComponent(() => import('./mobile-drawer').then((m) => m.MobileDrawer));

export const DRAWER_WIDTH = 330;
export const RAIL_WIDTH = 72;

interface SideDrawerProps {
  mobile: boolean;
  /** Desktop: expanded (tree) or collapsed (icon rail). Mobile: shown or hidden. */
  open: boolean;
  onClose: () => void;
  activeView: string;
  onOpenView: (node: MenuNode) => void;
}

interface MenuContentProps {
  menu: ReturnType<typeof useMenu>;
  collapsed: boolean;
  activeView: string;
  onOpenView: (node: MenuNode) => void;
}

function MenuContent({ menu, collapsed, activeView, onOpenView }: MenuContentProps) {
  const { t } = useTranslation('shell');
  if (menu.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 3 }}>
        <CircularProgress size={28} aria-label={t('drawer.loading')} />
      </Box>
    );
  }
  const nodes = menu.data ?? [];
  if (nodes.length === 0) {
    return collapsed ? null : <Typography sx={{ p: 2, color: 'text.secondary' }}>{t('drawer.empty')}</Typography>;
  }
  return collapsed ? <MenuRail nodes={nodes} activeView={activeView} onOpen={onOpenView} /> : <MenuTree nodes={nodes} activeView={activeView} onOpen={onOpenView} />;
}

/**
 * Docked above 960 px (full tree, or an icon rail when collapsed), a modal drawer at 960 px or
 * narrower (spec §2). The menu loads when this mounts, open or not.
 */
export function SideDrawer({ mobile, open, onClose, activeView, onOpenView }: SideDrawerProps) {
  const { t } = useTranslation();
  // The menu loads with the shell, so the drawer opens with it.
  const menu = useMenu();
  if (mobile) {
    return (
      <MountedOnceWanted wanted={open}>
        <MobileDrawer open={open} onClose={onClose}>
          <MenuContent menu={menu} collapsed={false} activeView={activeView} onOpenView={onOpenView} />
        </MobileDrawer>
      </MountedOnceWanted>
    );
  }
  const width = open ? DRAWER_WIDTH : RAIL_WIDTH;
  const transition = (theme: Theme) => theme.transitions.create('width');
  // What MUI's permanent drawer renders (a spacer in the page's row, a fixed paper with a divider
  // on its right), without the Drawer module: it brings the modal along, which only phones need.
  return (
    <Box sx={{ width, flex: '0 0 auto', transition }}>
      <Paper square elevation={0} sx={{ position: 'fixed', top: 0, left: 0, height: '100%', width, display: 'flex', flexDirection: 'column', overflowX: 'hidden', overflowY: 'auto', zIndex: 'drawer', borderRight: 1, borderColor: 'divider', transition }}>
        <Toolbar />
        <Box component="nav" aria-label={t('shell:drawer.label')} sx={{ overflowY: 'auto', overflowX: 'hidden' }}>
          <MenuContent menu={menu} collapsed={!open} activeView={activeView} onOpenView={onOpenView} />
        </Box>
      </Paper>
    </Box>
  );
}
