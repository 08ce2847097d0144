import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/translation';
import { useSessionUser } from '../../../lib/session';

/** The copyright line; its year is the bank's system date, not the browser's clock. */
export function ShellFooter() {
  const { t } = useTranslation('shell');
  const user = useSessionUser();
  const year = user?.fecha_sistema.today.slice(0, 4) ?? String(new Date().getFullYear());
  return (
    <Box component="footer" sx={{ py: 2, px: 2, textAlign: 'center', borderTop: 1, borderColor: 'divider', color: 'text.secondary' }}>
      <Typography variant="body2">{t('footer', { year })}</Typography>
    </Box>
  );
}
