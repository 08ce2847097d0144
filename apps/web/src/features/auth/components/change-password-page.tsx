import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AuthLayout } from './auth-layout';

/** Placeholder until the password recovery flow of document 2 is built. */
export function ChangePasswordPage() {
  const { t } = useTranslation('auth');
  return (
    <AuthLayout>
      <Card variant="outlined" sx={{ width: '100%', maxWidth: 480 }}>
        <CardContent sx={{ p: { xs: 2, sm: 4 }, display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
            {t('changePassword.title')}
          </Typography>
          <Typography>{t('changePassword.text')}</Typography>
          <Button component={RouterLink} to="/login" variant="contained" sx={{ alignSelf: 'flex-start' }}>
            {t('changePassword.back')}
          </Button>
        </CardContent>
      </Card>
    </AuthLayout>
  );
}
