import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';

/**
 * The gateway's time, ticking each second: the local clock plus the offset measured when
 * step 1 answered, so a wrong clock on the person's computer does not show.
 */
export function ServerClock({ offsetMs }: { offsetMs: number }) {
  const { t } = useTranslation('auth');
  const [now, setNow] = useState(() => Date.now() + offsetMs);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now() + offsetMs), 1000);
    return () => window.clearInterval(timer);
  }, [offsetMs]);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1, color: 'text.secondary' }}>
      <AccessTimeIcon fontSize="small" aria-hidden />
      <Typography variant="body2" component="p">
        {t('serverTime')}:{' '}
        {/* role=timer is not announced on every tick, unlike a live region. */}
        <Box component="time" role="timer" dateTime={new Date(now).toISOString()} sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600, color: 'text.primary' }}>
          {formatDateTime(now)}
        </Box>
      </Typography>
    </Box>
  );
}
