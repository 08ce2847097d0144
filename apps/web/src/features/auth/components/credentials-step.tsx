import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import type { ApiError, LoginForm } from '@bel/contract';
import { useRef, useState } from 'react';
import type { FormEvent, MouseEvent } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation';
import { useFieldError } from '../../../lib/field-error';
import { PasswordField } from '../../../components/ui/password-field';
import { PlainTextField } from '../../../components/ui/plain-text-field';
import { useHydrated } from '../../../hooks/use-hydrated';
import type { LoginField } from '../login-form-check';

const FIELDS: readonly LoginField[] = ['email', 'password', 'customerCode'];
const isField = (name: string): name is LoginField => FIELDS.some((field) => field === name);

// zod and the form's schema are only needed to check what was typed: they load on the first
// keystroke (or the first submit), not with the page (ADR 0041).
const loadCheck = () => import('../login-form-check');

/**
 * What the fields hold, read from the form itself: the fields are uncontrolled, so whatever was
 * typed into the prerendered page before its code ran is kept and counted (ADR 0050).
 */
async function checkTyped(form: HTMLFormElement) {
  const data = new FormData(form);
  const typed = Object.fromEntries(FIELDS.map((field) => [field, String(data.get(field) ?? '')])) as Record<LoginField, string>;
  return (await loadCheck()).checkLoginForm(typed);
}

const asFieldError = (code: string | undefined) => (code === undefined ? undefined : { type: 'schema', message: code });

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
  const [errors, setErrors] = useState<FieldErrors<LoginForm>>({});
  // As before with react-hook-form: checked on submit, then again on each change of a field.
  const submittedOnce = useRef(false);
  const fieldError = useFieldError(errors);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    submittedOnce.current = true;
    const check = await checkTyped(form);
    if (check.errors) {
      setErrors(Object.fromEntries(FIELDS.map((field) => [field, asFieldError(check.errors[field])])));
      const first = FIELDS.find((field) => check.errors[field] !== undefined);
      if (first) (form.elements.namedItem(first) as HTMLInputElement | null)?.focus();
      onInvalid();
      return;
    }
    setErrors({});
    const error = await onSubmit(check.values);
    const field = FIELDS.find((name) => name === error?.field);
    if (error && field) setErrors({ [field]: asFieldError(error.message) });
  };

  const recheck = async (form: HTMLFormElement, name: string) => {
    if (!submittedOnce.current || !isField(name)) return;
    const message = (await checkTyped(form)).errors?.[name];
    setErrors((previous) => ({ ...previous, [name]: asFieldError(message) }));
  };

  // Until the page's code has taken over the prerendered form, its button is disabled: a click
  // or Enter then sends nothing anywhere, and the greyed button says the page is not ready yet
  // (ADR 0050). method="post" besides: were the form ever sent, no password would go in a URL.
  const hydrated = useHydrated();

  return (
    <Box
      component="form"
      method="post"
      noValidate
      onInput={(event: FormEvent<HTMLFormElement>) => {
        void loadCheck();
        void recheck(event.currentTarget, (event.target as HTMLInputElement).name);
      }}
      onSubmit={(event: FormEvent<HTMLFormElement>) => void submit(event)}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <PlainTextField label={t('fields.email')} type="email" name="email" defaultValue={defaults.email} autoComplete="username" autoFocus={!defaults.email} required fullWidth {...fieldError('email')} />
      <PasswordField label={t('fields.password')} name="password" autoComplete="current-password" autoFocus={Boolean(defaults.email)} required fullWidth {...fieldError('password')} />
      <PlainTextField
        label={t('fields.customerCode')}
        autoComplete="off"
        required
        fullWidth
        name="customerCode"
        defaultValue={defaults.customerCode}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        {...fieldError('customerCode')}
      />
      <Button type="submit" variant="contained" size="large" loading={pending} disabled={!hydrated} fullWidth>
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
