import TextField from '@mui/material/TextField';
import { useController } from 'react-hook-form';
import type { FieldValues, Path } from 'react-hook-form';
import { useErrorText } from '../../../lib/i18n';

interface IntegerInputProps<V extends FieldValues> {
  name: Path<V>;
  label: string;
  min: number;
  max: number;
  readOnly: boolean;
}

/** A whole number; an empty box is NaN, which the contract's schema refuses with its own code. */
export function IntegerInput<V extends FieldValues>({ name, label, min, max, readOnly }: IntegerInputProps<V>) {
  const errorText = useErrorText();
  const { field, fieldState } = useController<V>({ name });
  const value = typeof field.value === 'number' && !Number.isNaN(field.value) ? String(field.value) : '';
  return (
    <TextField
      type="number"
      name={field.name}
      inputRef={field.ref}
      label={label}
      value={value}
      onChange={(event) => field.onChange(event.target.value === '' ? Number.NaN : Number(event.target.value))}
      onBlur={field.onBlur}
      fullWidth
      error={fieldState.error !== undefined}
      helperText={fieldState.error ? errorText(fieldState.error.message) : ' '}
      slotProps={{ input: { readOnly }, htmlInput: { min, max, step: 1, inputMode: 'numeric' } }}
    />
  );
}
