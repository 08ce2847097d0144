import TextField from '@mui/material/TextField';
import { useController } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation';
import { useErrorText } from '../../../lib/i18n';
import type { QueryFormValues, TextFieldName } from '../types';

interface TextInputProps {
  /** The form value it edits; a reference or contract number by default. */
  name?: TextFieldName;
  label: string;
  placeholder?: string;
  required: boolean;
}

/**
 * A reference, a contract number or other free text, checked by the contract's schema (spec
 * §5, §9). Optional when that schema accepts an empty value.
 */
export function ReferenceField({ name = 'reference', label, placeholder, required }: TextInputProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { field, fieldState } = useController<QueryFormValues, TextFieldName>({ name });
  return (
    <TextField
      {...field}
      inputRef={field.ref}
      label={t(label)}
      placeholder={placeholder}
      required={required}
      autoComplete="off"
      error={fieldState.error !== undefined}
      helperText={fieldState.error ? errorText(fieldState.error.message) : ' '}
      fullWidth
    />
  );
}
