import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import PhotoCameraOutlinedIcon from '@mui/icons-material/PhotoCameraOutlined';
import { zodResolver } from '@hookform/resolvers/zod';
import { CredentialsError, PHOTO_MAX_BYTES, PHOTO_TYPES, settingsForm } from '@bel/contract';
import type { SessionUser, SettingsForm } from '@bel/contract';
import type { ChangeEvent } from 'react';
import { useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation';
import { PasswordField } from '../../../components/ui/password-field';
import { PasswordRules } from '../../../components/ui/password-rules';
import { visuallyHidden } from '../../../components/ui/visually-hidden';
import { useFieldError } from '../../../lib/field-error';
import { useErrorText } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { updateSettings } from '../api/update-settings';
import { initials } from '../model/user-name';

const EMPTY: SettingsForm = { photo: null, password: '', newPassword: '', repeatPassword: '' };
const FIELDS = ['password', 'newPassword', 'repeatPassword'] as const;

function readAsDataUri(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });
}

interface SettingsDialogProps {
  user: SessionUser;
  open: boolean;
  onClose: () => void;
}

/**
 * The settings dialog of doc 2 §2, §5: profile photo (at most 200,000 bytes, previewed),
 * current password, and optionally a new one repeated. Full screen on phones.
 */
export function SettingsDialog({ user, open, onClose }: SettingsDialogProps) {
  const { t } = useTranslation('profile');
  const errorText = useErrorText();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  const rulesId = useId();
  const newPasswordId = useId();
  const photoHelpId = useId();
  const [message, setMessage] = useState<{ severity: 'error' | 'warning'; key: string } | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [photoName, setPhotoName] = useState('');
  const fileRef = useRef<HTMLInputElement>(null);
  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<SettingsForm>({ resolver: zodResolver(settingsForm), defaultValues: EMPTY });
  const [photo, newPassword] = useWatch({ control, name: ['photo', 'newPassword'] });

  const close = () => {
    reset(EMPTY);
    setMessage(null);
    setPhotoError(null);
    setPhotoName('');
    onClose();
  };

  const choosePhoto = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setMessage(null);
    // Checked before reading, so a large file is never loaded (doc 2 §5: 200,000 bytes).
    if (file.size > PHOTO_MAX_BYTES) return setPhotoError(CredentialsError.imageSize);
    if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return setPhotoError(CredentialsError.imageType);
    setPhotoError(null);
    setPhotoName(file.name);
    setValue('photo', await readAsDataUri(file), { shouldValidate: true });
  };

  const submit = handleSubmit(
    async (values) => {
      setMessage(null);
      const outcome = await updateSettings(values);
      if (outcome.ok) {
        toast.success('settings.saved', { ns: 'profile', placement: 'shell' });
        close();
        return;
      }
      const field = FIELDS.find((name) => name === outcome.error.field);
      if (field) setError(field, { message: outcome.error.message });
      else if (outcome.error.field === 'picture') setPhotoError(outcome.error.message);
      if (outcome.message) setMessage({ severity: 'error', key: outcome.message });
    },
    (invalid) => {
      // Nothing to change is a warning above the form, not a fault of one field (doc 2 §5).
      if (invalid.newPassword?.message === CredentialsError.noChanges) setMessage({ severity: 'warning', key: `errors:${CredentialsError.noChanges}` });
      else setMessage(null);
      if (invalid.photo?.message) setPhotoError(invalid.photo.message);
    },
  );

  // "No changes" is the form's own message, not the field's.
  const fieldError = useFieldError(errors, [CredentialsError.noChanges]);

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="xs" fullScreen={fullScreen}>
      <DialogTitle id={titleId}>{t('settings.title')}</DialogTitle>
      <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 }}>
        <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          {message && (
            <Alert severity={message.severity} role="alert">
              {t(message.key)}
            </Alert>
          )}
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'flex', alignItems: 'center', gap: 2 }}>
            <Box component="legend" style={visuallyHidden}>
              {t('settings.photo')}
            </Box>
            <Avatar src={photo ?? user.foto ?? undefined} alt={t(photo ? 'settings.newPhotoPreview' : 'settings.currentPhoto')} sx={{ width: 72, height: 72, fontSize: '1.6rem', bgcolor: 'primary.main', color: 'primary.contrastText' }}>
              {initials(user)}
            </Avatar>
            <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5, minWidth: 0 }}>
              {/* A button opening a hidden file input: a <label> styled as a button would nest controls. */}
              <Button variant="outlined" size="small" startIcon={<PhotoCameraOutlinedIcon />} aria-describedby={photoHelpId} onClick={() => fileRef.current?.click()}>
                {t('settings.choosePhoto')}
              </Button>
              <input ref={fileRef} type="file" accept={PHOTO_TYPES.join(',')} hidden tabIndex={-1} onChange={(event) => void choosePhoto(event)} />
              {photo && (
                <Button
                  size="small"
                  onClick={() => {
                    setValue('photo', null);
                    setPhotoName('');
                  }}
                >
                  {t('settings.removePhoto')}
                </Button>
              )}
              <FormHelperText id={photoHelpId} error={photoError !== null} sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {photoError ? errorText(photoError) : photoName || t('settings.photoHelp')}
              </FormHelperText>
            </Box>
          </Box>
          <PasswordField label={t('settings.currentPassword')} autoComplete="current-password" required fullWidth {...register('password')} {...fieldError('password')} />
          <PasswordField
            id={newPasswordId}
            label={t('settings.newPassword')}
            autoComplete="new-password"
            fullWidth
            {...register('newPassword')}
            {...fieldError('newPassword')}
            slotProps={{ htmlInput: { 'aria-describedby': [fieldError('newPassword').error ? `${newPasswordId}-helper-text` : '', newPassword ? rulesId : ''].join(' ').trim() || undefined } }}
          />
          {/* The rule shows once a new password is being typed: it is optional here. */}
          {newPassword && <PasswordRules id={rulesId} password={newPassword} />}
          <PasswordField label={t('settings.repeatPassword')} autoComplete="new-password" fullWidth {...register('repeatPassword')} {...fieldError('repeatPassword')} />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={isSubmitting}>
            {t('settings.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={isSubmitting}>
            {t('settings.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
