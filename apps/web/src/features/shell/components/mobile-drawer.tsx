import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/translation';
import { BrandMark } from '../../../components/ui/brand-mark';
import { DRAWER_WIDTH } from './side-drawer';

export interface MobileDrawerProps {
  open: boolean;
  onClose: () => void;
  /** The menu. */
  children: ReactNode;
}

/**
 * The menu at 960 px or narrower: a modal drawer over the page, in its own chunk, so a phone's
 * start loads no modal (its focus trap, portal, backdrop and slide) until the menu is first opened.
 * Its content renders only while open (the drawer's default): kept mounted, the closed drawer laid
 * out the whole menu tree and measured the page (its slide) in the portal's first render on a phone.
 */
export function MobileDrawer({ open, onClose, children }: MobileDrawerProps) {
  const { t } = useTranslation();
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
        {children}
      </Box>
    </Drawer>
  );
}
