import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import { Tooltip } from '../../../components/ui/tooltip';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import type { Notification } from '@bel/contract';
import { useId, useRef } from 'react';
import { useTranslation } from '../../../lib/translation';
import { formatApiDateTimeMinutes } from '../../../lib/format';
import { useMarkSeen } from '../api/notifications';
import { useNotificationText } from './use-notification-text';

export interface NotificationsPopoverProps {
  id: string;
  /** The bell while the panel is open, else null. */
  anchor: HTMLElement | null;
  /** The newest unseen notifications, at most the bell's limit. */
  shown: readonly Notification[];
  onClose: () => void;
  onShowMore: () => void;
}

/**
 * The bell's panel, in its own chunk: the popover, its transition and portal load on first use.
 * A dismissed item disappears with the button that had focus, so focus goes back to the title.
 */
export function NotificationsPopover({ id, anchor, shown, onClose, onShowMore }: NotificationsPopoverProps) {
  const { t } = useTranslation('notifications');
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const markSeen = useMarkSeen();
  const text = useNotificationText();
  return (
    <Popover
      id={id}
      open={anchor !== null}
      anchorEl={anchor}
      onClose={onClose}
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
        <Button size="small" onClick={onShowMore}>
          {t('bell.showMore')}
        </Button>
      </Box>
    </Popover>
  );
}
