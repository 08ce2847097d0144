import TextField from '@mui/material/TextField';
import type { AccountRef } from '@bel/contract';
import { useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation';
import { AccountField } from '../../query-view/fields/account-field';
import { accountLabel } from '../../query-view';

/**
 * The query forms' account field, bound to the form's `cuenta` like theirs; a read-only form
 * shows the stored account, 'number - holder' when the list knows it.
 */
export function AccountSelect({ accounts, readOnly }: { accounts: readonly AccountRef[] | null; readOnly: boolean }) {
  const { t } = useTranslation('query');
  const number = String(useWatch({ name: 'cuenta' }) ?? '');
  if (!readOnly) return <AccountField accounts={accounts} />;
  const known = accounts?.find((account) => account.CUENTA === number);
  return <TextField label={t('fields.account')} value={known ? accountLabel(known) : number} fullWidth slotProps={{ input: { readOnly: true } }} helperText=" " />;
}
