import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/translation';
import { formatYmd } from '../../../lib/format';
import { useSessionUser } from '../../../lib/session';

/** The fixed home tab. Notifications join it in a later step. */
export function MainView() {
  const { t } = useTranslation('shell');
  const user = useSessionUser();
  if (!user) return null;
  const dates = [
    [t('main.systemDate'), user.fecha_sistema.today],
    [t('main.lastWorkingDate'), user.fecha_sistema.lastWorkingDate],
    [t('main.nextWorkingDate'), user.fecha_sistema.nextWorkingDate],
  ] as const;
  return (
    <Card variant="outlined" sx={{ maxWidth: 760 }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, p: { xs: 2, sm: 3 } }}>
        <Typography component="h2" variant="h5" sx={{ fontWeight: 700, color: 'primary.main' }}>
          {t('main.title')}
        </Typography>
        <Typography>{t('main.text')}</Typography>
        <Box component="dl" sx={{ m: 0, display: 'flex', flexWrap: 'wrap', gap: { xs: 2, sm: 4 } }}>
          {dates.map(([label, value]) => (
            <Box key={label}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
                {formatYmd(value)}
              </Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
