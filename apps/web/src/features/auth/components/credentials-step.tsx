import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { loginForm } from '@bel/contract';
import type { ApiError, LoginForm } from '@bel/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useFieldError } from '../../../lib/field-error';
import { PasswordField } from '../../../components/ui/password-field';

const FIELDS = ['email', 'password', 'customerCode'] as const;

interface CredentialsStepProps {
  pending: boolean;
  /** What was typed before going back from the PIN step (never the password). */
  defaults: Pick<LoginForm, 'email' | 'customerCode'>;
  /** A submit that fails validation: earlier server messages no longer apply. */
  onInvalid: () => void;
  /** Resolves with the failure so a field-level code from the gateway lands on its field. */
  onSubmit: (values: LoginForm) => Promise<ApiError | null>;
}

export function CredentialsStep({ pending, defaults, onInvalid, onSubmit }: CredentialsStepProps) {
  const { t } = useTranslation('auth');
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<LoginForm>({
    resolver: zodResolver(loginForm),
    defaultValues: { ...defaults, password: '' },
  });

  const submit = handleSubmit(async (values) => {
    const error = await onSubmit(values);
    const field = FIELDS.find((name) => name === error?.field);
    if (error && field) setError(field, { message: error.message });
  }, onInvalid);

  const fieldError = useFieldError(errors);

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <TextField label={t('fields.email')} type="email" autoComplete="username" autoFocus={!defaults.email} required fullWidth {...register('email')} {...fieldError('email')} />
      <PasswordField label={t('fields.password')} autoComplete="current-password" autoFocus={Boolean(defaults.email)} required fullWidth {...register('password')} {...fieldError('password')} />
      <TextField
        label={t('fields.customerCode')}
        autoComplete="off"
        required
        fullWidth
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        {...register('customerCode')}
        {...fieldError('customerCode')}
      />
      <Button type="submit" variant="contained" size="large" loading={pending} fullWidth>
        {t('actions.next')}
      </Button>
      <Link component={RouterLink} to="/ChangePassword" sx={{ alignSelf: 'center' }}>
        {t('actions.forgotPassword')}
      </Link>
    </Box>
  );
}
