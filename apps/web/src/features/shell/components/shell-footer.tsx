import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export function ShellFooter() {
  const { t } = useTranslation('shell');
  return (
    <Box component="footer" sx={{ py: 2, px: 2, textAlign: 'center', borderTop: 1, borderColor: 'divider', color: 'text.secondary' }}>
      <Typography variant="body2">{t('footer', { year: new Date().getFullYear() })}</Typography>
    </Box>
  );
}
