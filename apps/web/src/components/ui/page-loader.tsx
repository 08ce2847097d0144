import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from '../../lib/translation';

/** Shown while a lazily loaded screen arrives. */
export function PageLoader({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: 160, flex: 1 }}>
      <CircularProgress aria-label={label ?? t('loading')} />
    </Box>
  );
}
