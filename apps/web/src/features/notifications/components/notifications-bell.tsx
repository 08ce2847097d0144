import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { Tooltip } from '../../../components/ui/tooltip';
import NotificationsIcon from '@mui/icons-material/Notifications';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import { View } from '@bel/contract';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/translation';
import { useNavigate } from 'react-router';
import { lazyComponent, loadOnIntent } from '../../../lib/lazy-component';
import { MountedOnceWanted } from '../../../components/ui/mounted-once-wanted';
import { reloadNotifications, useNotifications } from '../api/notifications';
import { unseen } from '../model/notification-text';

// Not needed to show the shell: the panel loads on first use (pointed at, focused or clicked).
export const NotificationsPopover = lazyComponent(() => import('./notifications-popover').then((m) => m.NotificationsPopover));

/** The bell shows at most this many (spec §9). */
export const BELL_LIMIT = 5;
/** Where the home tab's list sits; the bell's 'show more' goes there. */
export const NOTIFICATIONS_ANCHOR = 'notifications';

/**
 * The top bar's bell (spec §2): the unseen count, and on opening the 5 newest unseen
 * notifications, each with its dismiss (= mark seen) button, then 'show more', which opens the
 * home tab's list. With none, 'No hay notificaciones'.
 */
export function NotificationsBell() {
  const { t } = useTranslation('notifications');
  const navigate = useNavigate();
  const popoverId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const list = useNotifications();
  const pending = unseen(list.data);
  const shown = pending.slice(0, BELL_LIMIT);
  const label = pending.length > 0 ? t('bell.labelUnseen', { count: pending.length }) : t('bell.label');

  const open = (target: HTMLElement) => {
    setAnchor(target);
    reloadNotifications();
  };
  const showMore = () => {
    setAnchor(null);
    void navigate(`/home/${View.main}#${NOTIFICATIONS_ANCHOR}`);
  };

  return (
    <>
      <Tooltip title={label}>
        <IconButton color="inherit" aria-label={label} aria-haspopup="dialog" aria-controls={anchor ? popoverId : undefined} aria-expanded={anchor ? 'true' : undefined} {...loadOnIntent(NotificationsPopover)} onClick={(event) => open(event.currentTarget)}>
          <Badge badgeContent={pending.length} color="secondary" max={99} slotProps={{ badge: { 'aria-hidden': true } }}>
            {pending.length > 0 ? <NotificationsIcon /> : <NotificationsNoneIcon />}
          </Badge>
        </IconButton>
      </Tooltip>
      <MountedOnceWanted wanted={anchor !== null}>
        <NotificationsPopover id={popoverId} anchor={anchor} shown={shown} onClose={() => setAnchor(null)} onShowMore={showMore} />
      </MountedOnceWanted>
    </>
  );
}
