import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useController } from 'react-hook-form';
import type { FieldValues, Path } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation';
import { useErrorText } from '../../../lib/i18n';
import type { FieldOption } from '../../query-view';

interface OptionsSelectProps<V extends FieldValues> {
  name: Path<V>;
  label: string;
  /** `null` while loading. */
  options: readonly FieldOption[] | null;
  /** The form value is a number (an id); the select's own value is its text. */
  numeric: boolean;
  readOnly: boolean;
}

/** A required choice from a loaded list; a read-only form shows the stored choice's text. */
export function OptionsSelect<V extends FieldValues>({ name, label, options, numeric, readOnly }: OptionsSelectProps<V>) {
  const { t } = useTranslation('requests');
  const errorText = useErrorText();
  const { field, fieldState } = useController<V>({ name });
  const current = field.value === undefined || field.value === null ? '' : String(field.value);
  const known = options?.find((option) => option.value === current);
  if (readOnly) {
    // While the list loads, the stored code would mean nothing to a person: say it is loading.
    const text = known?.label ?? (options === null ? t('form.loadingOptions') : current);
    return <TextField label={label} value={text} fullWidth slotProps={{ input: { readOnly: true } }} helperText=" " />;
  }
  return (
    <TextField
      select
      name={field.name}
      inputRef={field.ref}
      label={label}
      // A value the list does not (yet) hold would make the select complain: show it empty meanwhile.
      value={known ? current : ''}
      onChange={(event) => {
        const text = event.target.value;
        field.onChange(numeric ? (text === '' ? undefined : Number(text)) : text);
      }}
      onBlur={field.onBlur}
      required
      disabled={options === null}
      fullWidth
      error={fieldState.error !== undefined}
      helperText={fieldState.error ? errorText(fieldState.error.message) : options === null ? t('form.loadingOptions') : ' '}
    >
      {(options ?? []).map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
