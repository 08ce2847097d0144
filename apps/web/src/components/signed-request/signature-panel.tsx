import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from '../../lib/translation';
import { ProfileDialog } from './profile-dialog';
import type { RequestUsers } from './types';

interface SignaturePanelProps {
  viewKey: string;
  users: RequestUsers;
  required: number;
}

function UserChips({ label, names, dates, onOpen }: { label: string; names: readonly string[]; dates?: Readonly<Record<string, string>>; onOpen: (name: string) => void }) {
  const { t } = useTranslation('requests');
  const labelId = useId();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <Typography id={labelId} variant="body2" sx={{ fontWeight: 600, minWidth: 110 }}>
        {label}
      </Typography>
      {names.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('panel.nobody')}
        </Typography>
      ) : (
        <Box component="ul" aria-labelledby={labelId} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}>
          {names.map((name) => (
            <li key={name}>
              <Chip avatar={<Avatar alt="">{name.charAt(0).toUpperCase()}</Avatar>} label={dates?.[name] ? `${name} · ${dates[name]}` : name} onClick={() => onOpen(name)} aria-label={t('panel.openProfile', { name })} variant="outlined" />
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}

/**
 * Who prepared and who signed the request, and how many signatures it has of those it needs
 * (spec §1, §2); each chip opens the user's profile.
 */
export function SignaturePanel({ viewKey, users, required }: SignaturePanelProps) {
  const { t } = useTranslation('requests');
  const [open, setOpen] = useState<string | null>(null);
  const received = users.signers.length;
  const headingId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 1.5, sm: 2 }, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('panel.title')}
      </Typography>
      <UserChips label={t('panel.negotiators')} names={users.negotiators} dates={users.dates} onOpen={setOpen} />
      <UserChips label={t('panel.signers')} names={users.signers} dates={users.dates} onOpen={setOpen} />
      <Box>
        <Typography variant="body2">{t('panel.progress', { received, required })}</Typography>
        <LinearProgress
          variant="determinate"
          value={required > 0 ? Math.min(100, Math.round((received / required) * 100)) : 0}
          aria-label={t('panel.progress', { received, required })}
          sx={{ mt: 0.5, height: 6, borderRadius: 3 }}
        />
      </Box>
      <ProfileDialog viewKey={viewKey} username={open} onClose={() => setOpen(null)} />
    </Paper>
  );
}
