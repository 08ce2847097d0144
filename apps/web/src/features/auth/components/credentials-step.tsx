import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import type { ApiError, LoginForm } from '@bel/contract';
import type { MouseEvent } from 'react';
import { useForm } from 'react-hook-form';
import type { Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '../../../lib/field-error';
import { PasswordField } from '../../../components/ui/password-field';

const FIELDS = ['email', 'password', 'customerCode'] as const;

// zod and the form's schema are only needed to check what was typed: they load on the first
// keystroke (or the first submit), not with the page (ADR 0041).
const loadResolver = () => import('../login-form-resolver');
const resolver: Resolver<LoginForm> = async (...args) => (await loadResolver()).loginFormResolver(...args);

/** A plain click follows the link inside the app; a click meant for a new tab or window is the browser's. */
const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

interface CredentialsStepProps {
  pending: boolean;
  /** What was typed before going back from the PIN step (never the password). */
  defaults: Pick<LoginForm, 'email' | 'customerCode'>;
  /** A submit that fails validation: earlier server messages no longer apply. */
  onInvalid: () => void;
  /** Resolves with the failure so a field-level code from the gateway lands on its field. */
  onSubmit: (values: LoginForm) => Promise<ApiError | null>;
  /** The "forgot your password" link was followed. */
  onForgot: () => void;
}

export function CredentialsStep({ pending, defaults, onInvalid, onSubmit, onForgot }: CredentialsStepProps) {
  const { t } = useTranslation('auth');
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<LoginForm>({
    resolver,
    defaultValues: { ...defaults, password: '' },
  });

  const submit = handleSubmit(async (values) => {
    const error = await onSubmit(values);
    const field = FIELDS.find((name) => name === error?.field);
    if (error && field) setError(field, { message: error.message });
  }, onInvalid);

  const fieldError = useFieldError(errors);

  return (
    <Box component="form" noValidate onInput={() => void loadResolver()} onSubmit={(event) => void submit(event)} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
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
      <Link
        href="/ChangePassword"
        onClick={(event) => {
          if (!isPlainClick(event)) return;
          event.preventDefault();
          onForgot();
        }}
        sx={{ alignSelf: 'center' }}
      >
        {t('actions.forgotPassword')}
      </Link>
    </Box>
  );
}
