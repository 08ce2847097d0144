import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../lib/translation';
import { Link } from 'react-router';

export function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <Box component="main" sx={{ p: 4, display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 2 }}>
      <Typography component="h1" variant="h5">
        {t('notFound.title')}
      </Typography>
      <Button component={Link} to="/" variant="contained">
        {t('notFound.back')}
      </Button>
    </Box>
  );
}
