import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/translation';
import { useLocation } from 'react-router';
import { reloadNotifications, useMarkSeen, useNotifications } from '../api/notifications';
import { seen, unseen } from '../model/notification-text';
import { NOTIFICATIONS_ANCHOR } from './notifications-bell';
import { NotificationCard } from './notification-card';

type Which = 'notViewed' | 'viewed';

/**
 * The home tab's notifications (spec §2): two tabs, 'not viewed' (the default) and 'viewed',
 * each a grid of cards, newest first. The bell's 'show more' lands here, on 'not viewed'.
 */
export function NotificationsBoard() {
  const { t } = useTranslation('notifications');
  const location = useLocation();
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  // A 'show more' arriving (a new location with the anchor) opens 'not viewed' again.
  const [picked, setPicked] = useState<{ which: Which; at: string }>({ which: 'notViewed', at: location.key });
  const arrived = location.hash === `#${NOTIFICATIONS_ANCHOR}` && picked.at !== location.key;
  const which = arrived ? 'notViewed' : picked.which;
  const setWhich = (next: Which) => setPicked({ which: next, at: location.key });
  const list = useNotifications();
  const markSeen = useMarkSeen();
  const groups = { notViewed: unseen(list.data), viewed: seen(list.data) };
  const shown = groups[which];

  useEffect(() => {
    if (location.hash !== `#${NOTIFICATIONS_ANCHOR}`) return;
    headingRef.current?.scrollIntoView({ block: 'start' });
    headingRef.current?.focus();
  }, [location.hash, location.key]);

  const tabId = (w: Which) => `${id}-tab-${w}`;
  const panelId = `${id}-panel`;
  return (
    <Box component="section" aria-labelledby={`${id}-title`} sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Typography id={`${id}-title`} ref={headingRef} tabIndex={-1} component="h2" variant="h6" sx={{ fontWeight: 700, color: 'primary.main', outline: 'none', scrollMarginTop: 80 }}>
        {t('board.title')}
      </Typography>
      <Tabs value={which} onChange={(_event, value: Which) => setWhich(value)} aria-label={t('board.tabsLabel')} variant="scrollable" allowScrollButtonsMobile>
        {(['notViewed', 'viewed'] as const).map((w) => (
          <Tab key={w} value={w} id={tabId(w)} aria-controls={panelId} label={t(`board.${w}`, { count: groups[w].length })} />
        ))}
      </Tabs>
      <Box id={panelId} ref={panelRef} role="tabpanel" aria-labelledby={tabId(which)} tabIndex={-1} sx={{ outline: 'none' }}>
        {list.isPending ? (
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 2 }}>
            <CircularProgress size={20} aria-hidden />
            <Typography>{t('board.loading')}</Typography>
          </Box>
        ) : list.isError ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 2 }}>
            <Typography role="alert">{t('board.loadError')}</Typography>
            <Button size="small" variant="outlined" onClick={reloadNotifications}>
              {t('board.retry')}
            </Button>
          </Box>
        ) : shown.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 2 }}>
            {which === 'notViewed' ? t('board.emptyNotViewed') : t('board.emptyViewed')}
          </Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))' }}>
            {shown.map((notification) => (
              <NotificationCard
                key={notification.notificacion_id}
                notification={notification}
                busy={markSeen.isPending && markSeen.variables === notification.notificacion_id}
                // The card moves to the other tab with the focused button: keep focus in this one.
                onMarkSeen={() => markSeen.mutate(notification.notificacion_id, { onSettled: () => panelRef.current?.focus() })}
              />
            ))}
          </Box>
        )}
      </Box>
    </Box>
  );
}
