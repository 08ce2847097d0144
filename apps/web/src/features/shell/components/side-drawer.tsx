import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import type { MenuNode } from '@bel/contract';
import { useTranslation } from '../../../lib/translation';
import { BrandMark } from '../../../components/ui/brand-mark';
import { useMenu } from '../api/use-menu';
import { MenuRail } from './menu-rail';
import { MenuTree } from './menu-tree';

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
 * Permanent above 960 px (full tree, or an icon rail when collapsed), temporary at 960 px
 * or narrower (spec §2). The menu loads when this mounts, open or not.
 */
export function SideDrawer({ mobile, open, onClose, activeView, onOpenView }: SideDrawerProps) {
  const { t } = useTranslation();
  // The menu loads with the shell, so the drawer opens with it.
  const menu = useMenu();
  if (mobile) {
    // Rendered only while open: kept mounted, the closed drawer laid out the whole menu tree and
    // measured the page (its slide) in the portal's first render on a phone: 200 ms of a
    // slowed phone's main thread before the view could paint.
    return (
      <Drawer variant="temporary" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: DRAWER_WIDTH, maxWidth: '88vw' } } }}>
        <Box component="nav" aria-label={t('shell:drawer.label')}>
          <Toolbar sx={{ gap: 1.5, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
            <BrandMark inverted size={32} />
            <Typography sx={{ flex: 1, fontWeight: 700 }}>{t('product.name')}</Typography>
            <IconButton color="inherit" aria-label={t('shell:drawer.close')} onClick={onClose} edge="end">
              <CloseIcon />
            </IconButton>
          </Toolbar>
          <MenuContent menu={menu} collapsed={false} activeView={activeView} onOpenView={onOpenView} />
        </Box>
      </Drawer>
    );
  }
  const width = open ? DRAWER_WIDTH : RAIL_WIDTH;
  return (
    <Drawer
      variant="permanent"
      sx={{ width, flexShrink: 0, transition: (theme) => theme.transitions.create('width') }}
      slotProps={{ paper: { sx: { width, overflowX: 'hidden', transition: (theme) => theme.transitions.create('width') } } }}
    >
      <Toolbar />
      <Box component="nav" aria-label={t('shell:drawer.label')} sx={{ overflowY: 'auto', overflowX: 'hidden' }}>
        <MenuContent menu={menu} collapsed={!open} activeView={activeView} onOpenView={onOpenView} />
      </Box>
    </Drawer>
  );
}
