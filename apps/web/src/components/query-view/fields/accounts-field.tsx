import Autocomplete from '@mui/material/Autocomplete';
import Checkbox from '@mui/material/Checkbox';
import TextField from '@mui/material/TextField';
import type { AccountRef } from '@bel/contract';
import { useController } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation';
import type { QueryFormValues } from '../types';
import { accountLabel } from '../use-view-accounts';

/** Several accounts; none chosen means all of them (spec §5). */
export function AccountsField({ accounts }: { accounts: readonly AccountRef[] | null }) {
  const { t } = useTranslation('query');
  const { field } = useController<QueryFormValues, 'cuentas'>({ name: 'cuentas' });
  const value = (accounts ?? []).filter((account) => field.value.includes(account.CUENTA));
  return (
    <Autocomplete
      multiple
      disableCloseOnSelect
      limitTags={2}
      options={accounts ?? []}
      loading={accounts === null}
      loadingText={t('loadingAccounts')}
      noOptionsText={t('noAccounts')}
      openText={t('popup.open')}
      closeText={t('popup.close')}
      clearText={t('popup.clear')}
      value={value}
      onChange={(_event, next) => field.onChange(next.map((account) => account.CUENTA))}
      onBlur={field.onBlur}
      getOptionLabel={accountLabel}
      isOptionEqualToValue={(option, selected) => option.CUENTA === selected.CUENTA}
      renderOption={({ key, ...props }, option, { selected }) => (
        <li key={key} {...props}>
          <Checkbox size="small" checked={selected} sx={{ mr: 1, p: 0.5 }} tabIndex={-1} />
          {accountLabel(option)}
        </li>
      )}
      renderInput={(params) => <TextField {...params} inputRef={field.ref} name={field.name} label={t('fields.accounts')} helperText={t('allAccountsHint')} />}
    />
  );
}
