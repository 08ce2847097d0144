import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import NotificationsIcon from '@mui/icons-material/Notifications';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import { View } from '@bel/contract';
import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/translation';
import { useNavigate } from 'react-router';
import { formatApiDateTimeMinutes } from '../../../lib/format';
import { reloadNotifications, useMarkSeen, useNotifications } from '../api/notifications';
import { unseen } from '../model/notification-text';
import { useNotificationText } from './use-notification-text';

/** The bell shows at most this many (spec §9). */
export const BELL_LIMIT = 5;
/** Where the home tab's list sits; the bell's 'show more' goes there. */
export const NOTIFICATIONS_ANCHOR = 'notifications';

/**
 * The top bar's bell (spec §2): the unseen count, and on opening the 5 newest unseen
 * notifications, each with its dismiss (= mark seen) button, then 'show more', which opens the
 * home tab's list. With none, 'No hay notificaciones'. A dismissed item disappears with the
 * button that had focus, so focus goes back to the panel's title.
 */
export function NotificationsBell() {
  const { t } = useTranslation('notifications');
  const navigate = useNavigate();
  const popoverId = useId();
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const list = useNotifications();
  const markSeen = useMarkSeen();
  const text = useNotificationText();
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
        <IconButton color="inherit" aria-label={label} aria-haspopup="dialog" aria-controls={anchor ? popoverId : undefined} aria-expanded={anchor ? 'true' : undefined} onClick={(event) => open(event.currentTarget)}>
          <Badge badgeContent={pending.length} color="secondary" max={99} slotProps={{ badge: { 'aria-hidden': true } }}>
            {pending.length > 0 ? <NotificationsIcon /> : <NotificationsNoneIcon />}
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        id={popoverId}
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { width: 360, maxWidth: 'calc(100vw - 16px)' } } }}
      >
        <Typography id={titleId} ref={titleRef} tabIndex={-1} component="h2" sx={{ px: 2, pt: 1.5, pb: 1, fontWeight: 700, outline: 'none' }}>
          {t('bell.title')}
        </Typography>
        <Divider />
        {shown.length === 0 ? (
          <Typography sx={{ px: 2, py: 2 }} color="text.secondary">
            {t('bell.empty')}
          </Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {shown.map((notification) => {
              const { message } = text(notification);
              return (
                <Box component="li" key={notification.notificacion_id} sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, px: 2, py: 1.25, borderBottom: 1, borderColor: 'divider' }}>
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <Typography variant="body2">{message}</Typography>
                    <Typography variant="caption" color="text.secondary">
                      {formatApiDateTimeMinutes(notification.fecha)}
                    </Typography>
                  </Box>
                  <Tooltip title={t('bell.dismiss')}>
                    <IconButton size="small" aria-label={t('bell.dismissItem', { message })} onClick={() => markSeen.mutate(notification.notificacion_id, { onSettled: () => titleRef.current?.focus() })}>
                      <CheckIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </Box>
              );
            })}
          </Box>
        )}
        <Box sx={{ p: 1, display: 'flex', justifyContent: 'flex-end' }}>
          <Button size="small" onClick={showMore}>
            {t('bell.showMore')}
          </Button>
        </Box>
      </Popover>
    </>
  );
}
