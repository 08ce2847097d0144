import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { routes } from '@bel/contract';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from '../../lib/translation';
import { callOrThrow } from '../../lib/api-client';
import { viewQueryKey } from '../../lib/query-client';

interface ProfileDialogProps {
  viewKey: string;
  /** The user whose profile is shown; null when closed. */
  username: string | null;
  onClose: () => void;
}

/** A signature panel chip's profile (spec §2): full name and picture from external-user. */
export function ProfileDialog({ viewKey, username, onClose }: ProfileDialogProps) {
  const { t } = useTranslation('requests');
  const titleId = useId();
  const profile = useQuery({
    queryKey: viewQueryKey(viewKey, 'external-user', username),
    queryFn: ({ signal }) => callOrThrow(routes.requests.externalUser, { query: { username: username ?? '' }, signal }),
    enabled: username !== null,
  });
  return (
    <Dialog open={username !== null} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t('panel.profile')}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5, pt: 1 }}>
        {profile.isPending ? (
          <CircularProgress aria-label={t('panel.profileLoading')} />
        ) : profile.isError ? (
          <Typography role="alert" color="error">
            {t('panel.profileFailed')}
          </Typography>
        ) : (
          <>
            <Avatar src={profile.data.picture ?? undefined} alt={t('panel.picture', { name: profile.data.fullname })} sx={{ width: 96, height: 96, fontSize: '2rem', bgcolor: 'primary.main' }}>
              {profile.data.fullname.charAt(0).toUpperCase()}
            </Avatar>
            <Box sx={{ textAlign: 'center' }}>
              <Typography variant="h6" component="p">
                {profile.data.fullname}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {username}
              </Typography>
            </Box>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} autoFocus>
          {t('dialog.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
