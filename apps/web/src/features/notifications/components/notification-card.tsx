import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import AccountBalanceOutlinedIcon from '@mui/icons-material/AccountBalanceOutlined';
import CheckIcon from '@mui/icons-material/Check';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import SecurityOutlinedIcon from '@mui/icons-material/SecurityOutlined';
import type { Notification } from '@bel/contract';
import { useTranslation } from '../../../lib/translation';
import { formatApiDateTimeMinutes } from '../../../lib/format';
import { messageKey } from '../model/notification-text';
import { useNotificationText } from './use-notification-text';

const ICONS = { newAddress: SecurityOutlinedIcon, statementReady: DescriptionOutlinedIcon, instalmentDue: AccountBalanceOutlinedIcon, unknown: InfoOutlinedIcon } as const;

interface NotificationCardProps {
  notification: Notification;
  onMarkSeen?: () => void;
  busy?: boolean;
}

/** One notification in the home tab's grid; unseen ones carry a mark-as-seen button. */
export function NotificationCard({ notification, onMarkSeen, busy = false }: NotificationCardProps) {
  const { t } = useTranslation('notifications');
  const { message, kind } = useNotificationText()(notification);
  const Icon = ICONS[messageKey(notification) as keyof typeof ICONS] ?? InfoOutlinedIcon;
  const unseen = notification.visto === 0;
  return (
    <Card component="li" variant="outlined" sx={{ display: 'flex', flexDirection: 'column', borderLeft: 4, borderLeftColor: unseen ? 'primary.main' : 'divider' }}>
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1, pb: 1 }}>
        <Typography component="h3" variant="subtitle2" sx={{ display: 'flex', alignItems: 'center', gap: 0.75, color: 'primary.main', fontWeight: 700 }}>
          <Icon fontSize="small" aria-hidden />
          {kind}
          {!unseen && <Chip size="small" label={t('board.seen')} sx={{ ml: 'auto' }} />}
        </Typography>
        <Typography variant="body2">{message}</Typography>
        <Typography variant="caption" color="text.secondary">
          {formatApiDateTimeMinutes(notification.fecha)}
          {notification.operacion ? ` · ${t('board.reference', { reference: notification.operacion })}` : ''}
        </Typography>
      </CardContent>
      {unseen && onMarkSeen && (
        <CardActions sx={{ pt: 0, px: 2, pb: 1.5 }}>
          <Button size="small" variant="outlined" startIcon={<CheckIcon />} onClick={onMarkSeen} disabled={busy} aria-label={t('board.markSeenItem', { message })}>
            {t('board.markSeen')}
          </Button>
        </CardActions>
      )}
    </Card>
  );
}
