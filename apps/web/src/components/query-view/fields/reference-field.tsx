import TextField from '@mui/material/TextField';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/i18n';
import type { QueryFormValues } from '../types';

/** A reference or contract number, checked by the contract's pattern (spec §5, §9). */
export function ReferenceField({ label, placeholder }: { label: string; placeholder?: string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { field, fieldState } = useController<QueryFormValues, 'reference'>({ name: 'reference' });
  return (
    <TextField
      {...field}
      inputRef={field.ref}
      label={t(label)}
      placeholder={placeholder}
      required
      autoComplete="off"
      error={fieldState.error !== undefined}
      helperText={fieldState.error ? errorText(fieldState.error.message) : ' '}
      fullWidth
    />
  );
}
