import TextField from '@mui/material/TextField';
import { useController } from 'react-hook-form';
import type { FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/i18n';

interface TextInputProps<V extends FieldValues> {
  name: Path<V>;
  label: string;
  readOnly: boolean;
  /** Lines shown for a text of several lines (details); a single line when absent. */
  rows?: number;
  /** The most characters allowed: the input stops there and counts them. */
  maxLength?: number;
  inputMode?: 'text' | 'decimal';
}

/** A required text (or a few lines of it) the schema checks; a counter when it has a maximum. */
export function TextInput<V extends FieldValues>({ name, label, readOnly, rows, maxLength, inputMode = 'text' }: TextInputProps<V>) {
  const { t } = useTranslation('requests');
  const errorText = useErrorText();
  const { field, fieldState } = useController<V>({ name });
  const value = typeof field.value === 'string' ? field.value : '';
  const count = maxLength ? t('form.characters', { count: value.length, max: maxLength }) : ' ';
  return (
    <TextField
      name={field.name}
      inputRef={field.ref}
      label={label}
      value={value}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      required={!readOnly}
      fullWidth
      multiline={rows !== undefined}
      minRows={rows}
      error={fieldState.error !== undefined}
      helperText={fieldState.error ? errorText(fieldState.error.message) : readOnly ? ' ' : count}
      slotProps={{ input: { readOnly }, htmlInput: { maxLength, inputMode } }}
    />
  );
}
