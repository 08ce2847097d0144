import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useController } from 'react-hook-form';
import type { FieldValues, Path } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation';
import { useErrorText } from '../../../lib/i18n';

interface TextInputProps<V extends FieldValues> {
  name: Path<V>;
  label: string;
  readOnly: boolean;
  /** Lines shown for a text of several lines (details); a single line when absent. */
  rows?: number;
  /** The most characters allowed: the input stops there and counts them. */
  maxLength?: number;
  inputMode?: 'text' | 'decimal' | 'numeric';
  /** A choice among these instead of free text (shown as text when read-only). */
  select?: readonly { value: string; label: string }[];
  /** Shapes what is typed (digits only) before the form holds it. */
  clean?: (value: string) => string;
  /** Told every new value, after the form holds it (a lookup of the account's holder). */
  onValue?: (value: string) => void;
  /** Shown under the field instead of the counter, when there is no error. */
  helper?: string;
}

/** A required text (or a few lines of it, or a choice) the schema checks; a counter when it has a maximum. */
export function TextInput<V extends FieldValues>({ name, label, readOnly, rows, maxLength, inputMode = 'text', select, clean, onValue, helper }: TextInputProps<V>) {
  const { t } = useTranslation('requests');
  const errorText = useErrorText();
  const { field, fieldState } = useController<V>({ name });
  const value = typeof field.value === 'string' ? field.value : '';
  const count = maxLength && !readOnly ? t('form.characters', { count: value.length, max: maxLength }) : ' ';
  return (
    <TextField
      name={field.name}
      inputRef={field.ref}
      label={label}
      value={value}
      select={select !== undefined && !readOnly}
      onChange={(event) => {
        const next = clean ? clean(event.target.value) : event.target.value;
        field.onChange(next);
        onValue?.(next);
      }}
      onBlur={field.onBlur}
      required={!readOnly}
      fullWidth
      multiline={rows !== undefined}
      minRows={rows}
      error={fieldState.error !== undefined}
      helperText={fieldState.error ? errorText(fieldState.error.message) : (helper ?? count)}
      slotProps={{ input: { readOnly }, htmlInput: { maxLength, inputMode } }}
    >
      {select?.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
