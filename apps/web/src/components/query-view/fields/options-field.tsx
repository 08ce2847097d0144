import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useController } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation';
import { useErrorText } from '../../../lib/i18n';
import type { FieldOption, OptionsFieldName, QueryFormValues } from '../types';

interface OptionsFieldProps {
  name: OptionsFieldName;
  label: string;
  /** The choice that sends '' (no filter); `undefined` when a choice is required. */
  emptyLabel?: string;
  /** `null` while loading. */
  options: readonly FieldOption[] | null;
}

/** A select over options loaded for the view (LC statistics: the liquidity-support categories). */
export function OptionsField({ name, label, emptyLabel, options }: OptionsFieldProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { field, fieldState } = useController<QueryFormValues, OptionsFieldName>({ name });
  // A value the list does not (yet) hold would make the select complain: show it empty meanwhile.
  const value = options?.some((option) => option.value === field.value) ? field.value : '';
  return (
    <TextField
      {...field}
      value={value}
      inputRef={field.ref}
      select
      label={t(label)}
      required={emptyLabel === undefined}
      disabled={options === null}
      error={fieldState.error !== undefined}
      helperText={fieldState.error ? errorText(fieldState.error.message) : ' '}
      fullWidth
      slotProps={{ select: { displayEmpty: emptyLabel !== undefined }, inputLabel: { shrink: emptyLabel !== undefined || value !== '' } }}
    >
      {emptyLabel !== undefined && (
        <MenuItem value="">
          <em>{t(emptyLabel)}</em>
        </MenuItem>
      )}
      {(options ?? []).map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
