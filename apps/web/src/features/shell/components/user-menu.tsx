import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import type { SessionUser } from '@bel/contract';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/translation';
import { lazyComponent, loadOnIntent } from '../../../lib/lazy-component';
import { MountedOnceWanted } from '../../../components/ui/mounted-once-wanted';
import { initials } from '../model/user-name';

// Not needed to show the shell: the menu loads on first use (pointed at, focused or clicked).
const UserMenuList = lazyComponent(() => import('./user-menu-list').then((m) => m.UserMenuList));
// The settings form (react-hook-form, its schema, the photo picker) loads when first opened, not with the shell.
const SettingsDialog = lazyComponent(() => import('./settings-dialog').then((m) => m.SettingsDialog));

/** The user menu (spec §2, doc 2 §2): help pages in the page's language, settings, close session. */
export function UserMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation('shell');
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);

  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t('userMenu.label')}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        {...loadOnIntent(UserMenuList)}
        onClick={(event) => setAnchor(event.currentTarget)}
        edge="end"
      >
        <Avatar src={user.foto ?? undefined} alt="" sx={{ width: 34, height: 34, bgcolor: 'secondary.main', color: 'common.black', fontSize: '0.95rem', fontWeight: 700 }}>
          {initials(user)}
        </Avatar>
      </IconButton>
      <MountedOnceWanted wanted={anchor !== null}>
        <UserMenuList id={menuId} anchor={anchor} user={user} onClose={() => setAnchor(null)} onSettings={() => setSettingsOpen(true)} />
      </MountedOnceWanted>
      <MountedOnceWanted wanted={settingsOpen}>
        <SettingsDialog user={user} open={settingsOpen} onClose={() => setSettingsOpen(false)} />
      </MountedOnceWanted>
    </>
  );
}
