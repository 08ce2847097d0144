import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { recoveryForm } from '@bel/contract';
import type { ApiError, IdentityDocumentType, RecoveryForm } from '@bel/contract';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation';
import type { z } from 'zod';
import { DateField, DateProvider } from '../../../components/ui/date-field';
import { useFieldError } from '../../../lib/field-error';
import { todayYmd } from '../../../lib/format';

const FIELDS = ['user', 'documentType', 'documentId', 'dateOfBirth', 'documentDueDate'] as const;
const EMPTY: RecoveryForm = { user: '', documentType: '', documentId: '', dateOfBirth: '', documentDueDate: '' };

interface IdentityStepProps {
  pending: boolean;
  /** Null while loading; empty if loading failed (the page says so and leaves). */
  documentTypes: readonly IdentityDocumentType[] | null;
  onInvalid: () => void;
  onSubmit: (values: z.output<typeof recoveryForm>) => Promise<ApiError | null>;
  onCancel: () => void;
}

/** Step 1 of /ChangePassword: user name and the identity document the bank holds (doc 2 §5). */
export function IdentityStep({ pending, documentTypes, onInvalid, onSubmit, onCancel }: IdentityStepProps) {
  const { t } = useTranslation('auth');
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RecoveryForm, unknown, z.output<typeof recoveryForm>>({ resolver: zodResolver(recoveryForm), defaultValues: EMPTY });

  const submit = handleSubmit(async (values) => {
    const error = await onSubmit(values);
    const field = FIELDS.find((name) => name === error?.field);
    if (error && field) setError(field, { message: error.message });
  }, onInvalid);

  const fieldError = useFieldError(errors);

  return (
    <DateProvider>
      <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <TextField
          label={t('recovery.fields.user')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          autoFocus
          required
          fullWidth
          {...register('user')}
          {...fieldError('user')}
          helperText={fieldError('user').helperText ?? t('recovery.userHelp')}
        />
        <Controller
          control={control}
          name="documentType"
          render={({ field }) => (
            <TextField
              select
              label={t('recovery.fields.documentType')}
              required
              fullWidth
              disabled={documentTypes === null || documentTypes.length === 0}
              {...field}
              {...fieldError('documentType')}
            >
              {(documentTypes ?? []).map((type) => (
                <MenuItem key={type.tipo_documento_id} value={String(type.tipo_documento_id)}>
                  {t('recovery.documentType', { code: type.siglas, name: t(`recovery.documentTypes.${type.siglas}`, { defaultValue: type.siglas }) })}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <TextField
          label={t('recovery.fields.documentId')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          fullWidth
          {...register('documentId')}
          {...fieldError('documentId')}
        />
        <DateField control={control} name="dateOfBirth" label={t('recovery.fields.dateOfBirth')} min="19000101" max={todayYmd()} openToYear />
        <DateField control={control} name="documentDueDate" label={t('recovery.fields.documentDueDate')} min="19000101" openToYear />
        <Box sx={{ display: 'flex', gap: 1.5, flexDirection: { xs: 'column-reverse', sm: 'row' } }}>
          <Button variant="outlined" size="large" onClick={onCancel} disabled={pending} sx={{ flex: 1 }}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" size="large" loading={pending} disabled={documentTypes === null} sx={{ flex: 1 }}>
            {t('actions.next')}
          </Button>
        </Box>
      </Box>
    </DateProvider>
  );
}
