import Box from '@mui/material/Box';
import { Tooltip } from '../../../components/ui/tooltip';
import Typography from '@mui/material/Typography';
import EventIcon from '@mui/icons-material/Event';
import type { SystemDate } from '@bel/contract';
import { useState } from 'react';
import { useTranslation } from '../../../lib/translation';
import { formatYmd } from '../../../lib/format';

/**
 * The bank's business date; the tooltip (on hover, keyboard focus or a tap) gives the working
 * days around it.
 */
export function SystemDateLine({ date }: { date: SystemDate }) {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  return (
    <Tooltip
      title={t('systemDate.tooltip', { last: formatYmd(date.lastWorkingDate), today: formatYmd(date.today), next: formatYmd(date.nextWorkingDate) })}
      placement="bottom-start"
      describeChild
      enterTouchDelay={0}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
    >
      <Typography
        component="p"
        variant="body2"
        tabIndex={0}
        // MUI opens on a touch from a timer, and a touch's end cancels that timer. In Chromium the
        // tip came about 0.12 s after the finger, even with no delay (the browser seems to hold
        // timers back while a touch may still become a scroll), so a quicker tap showed nothing.
        // A tap opens it here; MUI closes it as after any touch (1.5 s after the finger lifts).
        onClick={(event) => {
          if ((event.nativeEvent as PointerEvent).pointerType === 'touch') setOpen(true);
        }}
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, color: 'text.secondary', borderRadius: 1 }}
      >
        <EventIcon fontSize="small" aria-hidden />
        <Box component="span">{t('systemDate.label', { date: formatYmd(date.today) })}</Box>
      </Typography>
    </Tooltip>
  );
}
