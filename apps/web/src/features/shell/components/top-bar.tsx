import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import type { SessionUser } from '@bel/contract';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/translation';
import { BrandMark } from '../../../components/ui/brand-mark';
import { LanguageSwitch } from '../../../components/ui/language-switch';
import { fullName } from '../model/user-name';
import { loadOnIntent } from '../../../lib/lazy-component';
import { LastConnection } from './last-connection';
import { MobileDrawer } from './side-drawer';
import { UserMenu } from './user-menu';

interface TopBarProps {
  user: SessionUser;
  /** The notifications bell (ADR 0017: bell, language, user menu). */
  controls?: ReactNode;
  mobile: boolean;
  drawerOpen: boolean;
  onToggleDrawer: () => void;
}

export function TopBar({ user, controls, mobile, drawerOpen, onToggleDrawer }: TopBarProps) {
  const { t } = useTranslation();
  const toggleLabel = mobile ? t('shell:drawer.open') : drawerOpen ? t('shell:drawer.collapse') : t('shell:drawer.expand');
  // Above the permanent drawer on desktop; below the temporary one, whose header has its own close button.
  return (
    <AppBar position="fixed" sx={{ zIndex: (theme) => (mobile ? theme.zIndex.appBar : theme.zIndex.drawer + 1) }}>
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1.5 }, px: { xs: 1, sm: 2 } }}>
        <IconButton color="inherit" edge="start" aria-label={toggleLabel} aria-expanded={mobile ? undefined : drawerOpen} {...(mobile ? loadOnIntent(MobileDrawer) : {})} onClick={onToggleDrawer}>
          {!mobile && drawerOpen ? <MenuOpenIcon /> : <MenuIcon />}
        </IconButton>
        <BrandMark inverted size={32} />
        <Typography component="h1" sx={{ fontWeight: 700, fontSize: { xs: '1rem', sm: '1.2rem' }, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', minWidth: 0 }}>
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            {t('product.name')}
          </Box>
          <Box component="span" sx={{ display: { xs: 'inline', sm: 'none' } }}>
            {t('product.short')}
          </Box>
        </Typography>
        <Box sx={{ flex: 1 }} />
        <Box sx={{ display: { xs: 'none', sm: 'block' }, textAlign: 'right', minWidth: 0, lineHeight: 1.2 }}>
          <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>
            {t('shell:welcome', { name: fullName(user) })}
          </Typography>
          <Typography variant="caption" sx={{ opacity: 0.9 }}>
            <LastConnection user={user} />
          </Typography>
        </Box>
        {controls}
        <LanguageSwitch />
        <UserMenu user={user} />
      </Toolbar>
    </AppBar>
  );
}
