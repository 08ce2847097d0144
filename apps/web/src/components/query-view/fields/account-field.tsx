import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { AccountRef } from '@bel/contract';
import { useController } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation';
import { useErrorText } from '../../../lib/i18n';
import type { QueryFormValues } from '../types';
import { accountLabel } from '../use-view-accounts';

/** One account, shown 'number - holder' (spec §3); loading while the list is null. */
export function AccountField({ accounts }: { accounts: readonly AccountRef[] | null }) {
  const { t } = useTranslation('query');
  const errorText = useErrorText();
  const { field, fieldState } = useController<QueryFormValues, 'cuenta'>({ name: 'cuenta' });
  const value = accounts?.find((account) => account.CUENTA === field.value) ?? null;
  return (
    <Autocomplete
      options={accounts ?? []}
      loading={accounts === null}
      loadingText={t('loadingAccounts')}
      noOptionsText={t('noAccounts')}
      openText={t('popup.open')}
      closeText={t('popup.close')}
      clearText={t('popup.clear')}
      value={value}
      onChange={(_event, next) => field.onChange(next?.CUENTA ?? '')}
      onBlur={field.onBlur}
      getOptionLabel={accountLabel}
      isOptionEqualToValue={(option, selected) => option.CUENTA === selected.CUENTA}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={field.ref}
          name={field.name}
          label={t('fields.account')}
          required
          error={fieldState.error !== undefined}
          helperText={fieldState.error ? errorText(fieldState.error.message) : ' '}
        />
      )}
    />
  );
}
