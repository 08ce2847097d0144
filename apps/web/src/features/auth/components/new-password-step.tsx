import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { zodResolver } from '@hookform/resolvers/zod';
import { newPasswordForm } from '@bel/contract';
import type { ApiError, NewPasswordForm } from '@bel/contract';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation';
import { PasswordField } from '../../../components/ui/password-field';
import { PasswordRules } from '../../../components/ui/password-rules';
import { useFieldError } from '../../../lib/field-error';

interface NewPasswordStepProps {
  pending: boolean;
  onInvalid: () => void;
  onSubmit: (values: NewPasswordForm) => Promise<ApiError | null>;
  onCancel: () => void;
}

/** Step 2 of /ChangePassword: the new password and its repetition (doc 2 §5). */
export function NewPasswordStep({ pending, onInvalid, onSubmit, onCancel }: NewPasswordStepProps) {
  const { t } = useTranslation('auth');
  const rulesId = useId();
  const fieldId = useId();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<NewPasswordForm>({ resolver: zodResolver(newPasswordForm), defaultValues: { password: '', repeatPassword: '' } });
  const password = useWatch({ control, name: 'password' });

  const submit = handleSubmit(async (values) => {
    const error = await onSubmit(values);
    if (error?.field === 'password') setError('password', { message: error.message });
  }, onInvalid);

  const fieldError = useFieldError(errors);

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <PasswordField
        id={fieldId}
        label={t('recovery.fields.newPassword')}
        autoComplete="new-password"
        autoFocus
        required
        fullWidth
        {...register('password')}
        {...fieldError('password')}
        // The rules describe the field as well as its error (set here, the error's id must be named too).
        slotProps={{ htmlInput: { 'aria-describedby': errors.password ? `${fieldId}-helper-text ${rulesId}` : rulesId } }}
      />
      <PasswordRules id={rulesId} password={password} />
      <PasswordField label={t('recovery.fields.repeatPassword')} autoComplete="new-password" required fullWidth {...register('repeatPassword')} {...fieldError('repeatPassword')} />
      <Box sx={{ display: 'flex', gap: 1.5, flexDirection: { xs: 'column-reverse', sm: 'row' } }}>
        <Button variant="outlined" size="large" onClick={onCancel} disabled={pending} sx={{ flex: 1 }}>
          {t('actions.cancel')}
        </Button>
        <Button type="submit" variant="contained" size="large" loading={pending} sx={{ flex: 1 }}>
          {t('recovery.save')}
        </Button>
      </Box>
    </Box>
  );
}
