import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import type { SessionUser } from '@bel/contract';
import { useState } from 'react';
import { useTranslation } from '../../../lib/translation';
import { useLanguage } from '../../../lib/i18n';
import { logout } from '../api/logout';
import { visuallyHidden } from '../../../components/ui/visually-hidden';
import { fullName } from '../model/user-name';
import { LastConnection } from './last-connection';

interface UserMenuListProps {
  id: string;
  /** The user button while the menu is open, else null. */
  anchor: HTMLElement | null;
  user: SessionUser;
  onClose: () => void;
  onSettings: () => void;
}

/** The user menu's popup, in its own chunk: the menu, its transition and portal load on first use. */
export function UserMenuList({ id, anchor, user, onClose, onSettings }: UserMenuListProps) {
  const { t } = useTranslation('shell');
  const language = useLanguage();
  const [busy, setBusy] = useState(false);
  return (
    <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={onClose} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}>
      <Box sx={{ px: 2, py: 1, maxWidth: 300 }}>
        <Typography sx={{ fontWeight: 700 }}>{fullName(user)}</Typography>
        <Typography variant="body2" color="text.secondary">
          <LastConnection user={user} />
        </Typography>
      </Box>
      <Divider />
      {/* A new browser tab, so the open views stay as they are. */}
      <MenuItem component="a" href={`/help/${language}`} target="_blank" rel="noopener" onClick={onClose}>
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
          onClose();
          onSettings();
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
          onClose();
          void logout();
        }}
      >
        <ListItemIcon>
          <LogoutIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>{t('userMenu.logout')}</ListItemText>
      </MenuItem>
    </Menu>
  );
}
