import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DEBIT_ACCOUNT_TYPES, sumAmounts } from '@bel/contract';
import type { AccountRef } from '@bel/contract';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation';
import { accountLabel } from '../../../components/query-view';
import { TextInput } from '../../../components/signed-request/fields/text-input';
import { DateField, DateProvider } from '../../../components/ui/date-field';
import { formatAmount } from '../../../lib/format';
import { useErrorText } from '../../../lib/i18n';
import { CARD_LIMIT, inCurrency, isLarge, largeBatch } from '../model/large-batch';
import type { LargeBatch } from '../model/large-batch';
import { emptyCredit } from '../model/transfer-request';
import type { CreditValues, TransferValues } from '../model/transfer-request';
import { BatchCreditsTable } from './batch-credits-table';
import { CreditCards } from './credit-cards';
import { CsvUpload } from './csv-upload';
import { formGrid, gridSpan } from './form-grid';
import { PinDialog } from './pin-dialog';

interface TransferBodyProps {
  batch: boolean;
  readOnly: boolean;
  accounts: readonly AccountRef[] | null;
  min?: string;
  max?: string;
  /** A large batch's credits, kept outside the form (model/large-batch.ts); null when the cards hold them. */
  large: LargeBatch | null;
  onLarge: (large: LargeBatch | null) => void;
}

const AMOUNT = /^\d{1,13}(\.\d{1,2})?$/;

/**
 * A transfer's form body (spec §3): the debit section (date within the bank's range, account
 * type, account) and the credit cards; a batch also shows its id and takes its credits from a
 * CSV file (spec §5), shown as a paged table when there are more than the cards show.
 */
export function TransferBody({ batch, readOnly, accounts, min, max, large, onLarge }: TransferBodyProps) {
  const { t } = useTranslation('transfers');
  const errorText = useErrorText();
  const { control, setValue, getValues, formState } = useFormContext<TransferValues>();
  const debit = useWatch({ control, name: 'cuenta_debito' });
  const credits = useWatch({ control, name: 'creditos' });
  const currency = accounts?.find((account) => account.CUENTA === debit)?.MONEDA ?? '';
  const creditsError = formState.errors.creditos?.message ?? formState.errors.creditos?.root?.message;

  const accountOptions = (accounts ?? []).map((account) => ({ value: account.CUENTA, label: accountLabel(account) }));
  const onDebit = (number: string) => {
    const moneda = accounts?.find((account) => account.CUENTA === number)?.MONEDA ?? '';
    getValues('creditos').forEach((_credit, i) => setValue(`creditos.${i}.moneda`, moneda));
    if (large) onLarge(inCurrency(large, moneda));
  };
  // A small file becomes cards (what useFieldArray's replace does, told to the cards through the
  // form); a large one stays out of the form, which then holds no credit.
  const onCredits = (read: CreditValues[], file: string) => {
    onLarge(isLarge(read.length) ? largeBatch(read, file) : null);
    setValue('creditos', isLarge(read.length) ? [] : read, { shouldDirty: true });
  };
  const dropFile = () => {
    onLarge(null);
    setValue('creditos', [emptyCredit(currency)], { shouldDirty: true });
  };

  const count = large ? large.credits.length : (credits?.length ?? 0);
  const total = large ? large.total : sumAmounts((credits ?? []).map((credit) => credit?.importe ?? '').filter((amount) => AMOUNT.test(amount)));

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box component="section" aria-labelledby="transfer-debit-title" sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Typography id="transfer-debit-title" component="h4" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {t('debit.title')}
        </Typography>
        <DateProvider>
          <Box sx={formGrid}>
            {batch && (
              <Box sx={gridSpan(2)}>
                <TextInput<TransferValues> name="idbloque" label={t('debit.batch')} readOnly />
              </Box>
            )}
            <Box sx={gridSpan(batch ? 2 : 3)}>
              <DateField<TransferValues> name="fecha" label={t('debit.date')} min={min} max={max} readOnly={readOnly} workingDaysOnly />
            </Box>
            <Box sx={gridSpan(batch ? 2 : 3)}>
              <TextInput<TransferValues> name="tipoCuenta" label={t('debit.accountType')} readOnly={readOnly} select={DEBIT_ACCOUNT_TYPES.map((type) => ({ value: type, label: t(`accountTypes.${type}`) }))} />
            </Box>
            <Box sx={gridSpan(6)}>
              <TextInput<TransferValues> name="cuenta_debito" label={t('debit.account')} readOnly={readOnly} select={accountOptions} onValue={onDebit} />
            </Box>
          </Box>
        </DateProvider>
      </Box>
      {batch && !readOnly && <CsvUpload currency={currency} onCredits={onCredits} />}
      {creditsError && (
        <Alert severity="warning" role="alert">
          {errorText(creditsError)}
        </Alert>
      )}
      {large ? (
        <>
          {!readOnly && (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
              <Typography variant="body2" sx={{ mr: 'auto' }}>
                {t('credit.listed', { shown: CARD_LIMIT })}
              </Typography>
              <Button onClick={dropFile}>{t('credit.removeAll')}</Button>
            </Box>
          )}
          <BatchCreditsTable credits={large.credits} />
        </>
      ) : (
        <CreditCards batch={batch} readOnly={readOnly} accounts={accounts} debit={debit} currency={currency} />
      )}
      <Typography sx={{ fontWeight: 700 }} data-testid="transfer-total">
        {t('credit.count', { count })} · {t('credit.total', { amount: formatAmount(total), currency: (large ? large.credits[0]?.moneda : credits?.[0]?.moneda) || currency })}
      </Typography>
      <PinDialog />
    </Box>
  );
}
