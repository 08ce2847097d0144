import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import type { SessionUser } from '@bel/contract';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from '../../../lib/translation';
import { useLanguage } from '../../../lib/i18n';
import { logout } from '../api/logout';
import { visuallyHidden } from '../../../components/ui/visually-hidden';
import { fullName, initials } from '../model/user-name';
import { LastConnection } from './last-connection';

// The settings form (react-hook-form, its schema, the photo picker) loads when first opened, not with the shell.
const SettingsDialog = lazy(() => import('./settings-dialog').then((m) => ({ default: m.SettingsDialog })));

/** The user menu (spec §2, doc 2 §2): help pages in the page's language, settings, close session. */
export function UserMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation('shell');
  const language = useLanguage();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [busy, setBusy] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  // Stays mounted once opened, so the dialog's closing transition and focus return work as before.
  const [settingsWanted, setSettingsWanted] = useState(false);

  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t('userMenu.label')}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        edge="end"
      >
        <Avatar src={user.foto ?? undefined} alt="" sx={{ width: 34, height: 34, bgcolor: 'secondary.main', color: 'common.black', fontSize: '0.95rem', fontWeight: 700 }}>
          {initials(user)}
        </Avatar>
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}>
        <Box sx={{ px: 2, py: 1, maxWidth: 300 }}>
          <Typography sx={{ fontWeight: 700 }}>{fullName(user)}</Typography>
          <Typography variant="body2" color="text.secondary">
            <LastConnection user={user} />
          </Typography>
        </Box>
        <Divider />
        {/* A new browser tab, so the open views stay as they are. */}
        <MenuItem component="a" href={`/help/${language}`} target="_blank" rel="noopener" onClick={() => setAnchor(null)}>
          <ListItemIcon>
            <HelpOutlineIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('userMenu.help')}</ListItemText>
          <Box component="span" style={visuallyHidden}>
            {t('userMenu.newTab')}
          </Box>
        </MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setSettingsWanted(true);
            setSettingsOpen(true);
          }}
        >
          <ListItemIcon>
            <SettingsOutlinedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('userMenu.settings')}</ListItemText>
        </MenuItem>
        <MenuItem
          disabled={busy}
          onClick={() => {
            setBusy(true);
            setAnchor(null);
            void logout();
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('userMenu.logout')}</ListItemText>
        </MenuItem>
      </Menu>
      {settingsWanted && (
        <Suspense>
          <SettingsDialog user={user} open={settingsOpen} onClose={() => setSettingsOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
