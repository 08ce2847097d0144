import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useController } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation';
import { useErrorText } from '../../../lib/i18n';
import type { QueryFormValues } from '../types';

/** A currency from the bank's list (`configuration/currency`). */
export function CurrencyField({ currencies }: { currencies: readonly { code: string; name: string }[] | null }) {
  const { t } = useTranslation('query');
  const errorText = useErrorText();
  const { field, fieldState } = useController<QueryFormValues, 'currency'>({ name: 'currency' });
  return (
    <TextField
      {...field}
      inputRef={field.ref}
      select
      label={t('fields.currency')}
      required
      disabled={currencies === null}
      error={fieldState.error !== undefined}
      helperText={fieldState.error ? errorText(fieldState.error.message) : ' '}
      fullWidth
    >
      {(currencies ?? []).map((currency) => (
        <MenuItem key={currency.code} value={currency.code}>
          {currency.code} - {currency.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
