import Box from '@mui/material/Box';
import { Tooltip } from '../../../components/ui/tooltip';
import Typography from '@mui/material/Typography';
import EventIcon from '@mui/icons-material/Event';
import type { SystemDate } from '@bel/contract';
import { useTranslation } from '../../../lib/translation';
import { formatYmd } from '../../../lib/format';

/**
 * The bank's business date; the tooltip (on hover, keyboard focus or a tap) gives the working
 * days around it.
 */
export function SystemDateLine({ date }: { date: SystemDate }) {
  const { t } = useTranslation('shell');
  return (
    <Tooltip
      title={t('systemDate.tooltip', { last: formatYmd(date.lastWorkingDate), today: formatYmd(date.today), next: formatYmd(date.nextWorkingDate) })}
      placement="bottom-start"
      describeChild
      enterTouchDelay={0}
    >
      <Typography component="p" variant="body2" tabIndex={0} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, color: 'text.secondary', borderRadius: 1 }}>
        <EventIcon fontSize="small" aria-hidden />
        <Box component="span">{t('systemDate.label', { date: formatYmd(date.today) })}</Box>
      </Typography>
    </Tooltip>
  );
}
