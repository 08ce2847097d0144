import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/translation';
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
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1.5, py: 1, borderRadius: 1, bgcolor: 'action.hover' }}>
      <AccessTimeIcon color="primary" aria-hidden />
      <Box>
        <Typography variant="caption" component="p" color="text.secondary" id="server-clock-label">
          {t('serverTime')}
        </Typography>
        {/* role=timer is not announced on every tick, unlike a live region. */}
        <Typography
          component="time"
          role="timer"
          aria-labelledby="server-clock-label"
          dateTime={new Date(now).toISOString()}
          sx={{ display: 'block', fontVariantNumeric: 'tabular-nums', fontWeight: 700, fontSize: '1.1rem' }}
        >
          {formatDateTime(now)}
        </Typography>
      </Box>
    </Box>
  );
}
