import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import { TRANSFER_DETAILS_MAX, TRANSFER_HOLDER_MAX } from '@bel/contract';
import type { AccountRef } from '@bel/contract';
import { memo, useState } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation';
import { accountLabel } from '../../../components/query-view';
import { TextInput } from '../../../components/signed-request/fields/text-input';
import { accountHolder } from '../api/transfer-calls';
import { emptyCredit } from '../model/transfer-request';
import type { TransferValues } from '../model/transfer-request';
import { formGrid, gridSpan } from './form-grid';

interface CreditCardsProps {
  batch: boolean;
  readOnly: boolean;
  accounts: readonly AccountRef[] | null;
  debit: string;
  currency: string;
}

/**
 * The credit cards (spec §3), the first with add and the others with remove, apart from the rest
 * of the body: useFieldArray makes an id for every credit on each render of its component, so the
 * form's other updates (the CSV's progress, a typed amount, the total) must not render it. A large
 * batch never comes here (model/large-batch.ts).
 */
export const CreditCards = memo(function CreditCards({ batch, readOnly, accounts, debit, currency }: CreditCardsProps) {
  const { control } = useFormContext<TransferValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'creditos' });
  return (
    <>
      {fields.map((card, i) => (
        <CreditCard key={card.id} index={i} batch={batch} readOnly={readOnly} accounts={accounts} debit={debit} onAdd={i === 0 && !readOnly ? () => append(emptyCredit(currency)) : undefined} onRemove={i > 0 && !readOnly ? () => remove(i) : undefined} />
      ))}
    </>
  );
});

interface CreditCardProps extends Omit<CreditCardsProps, 'currency'> {
  index: number;
  onAdd?: () => void;
  onRemove?: () => void;
}

function CreditCard({ index, batch, readOnly, accounts, debit, onAdd, onRemove }: CreditCardProps) {
  const { t } = useTranslation('transfers');
  const { control, setValue } = useFormContext<TransferValues>();
  const own = useWatch({ control, name: `creditos.${index}.ownAccount` });
  const [looking, setLooking] = useState(false);
  const n = index + 1;
  const title = t(batch ? 'credit.beneficiary' : 'credit.title', { n });
  const titleId = `transfer-credit-${index}`;
  const holderOf = async (account: string) => {
    if (account.length !== 16) return;
    setLooking(true);
    const holder = await accountHolder(account);
    setLooking(false);
    if (holder) setValue(`creditos.${index}.titular`, holder, { shouldValidate: true });
  };
  const ownOptions = (accounts ?? []).filter((account) => account.CUENTA !== debit).map((account) => ({ value: account.CUENTA, label: accountLabel(account) }));

  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: { xs: 1.5, sm: 2 }, display: 'flex', flexDirection: 'column', gap: 1 }} data-testid="transfer-credit">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography id={titleId} component="h4" variant="subtitle1" sx={{ fontWeight: 700, mr: 'auto' }}>
          {title}
        </Typography>
        {!readOnly && (
          <FormControlLabel
            control={
              <Switch
                checked={own === true}
                onChange={(event) => {
                  setValue(`creditos.${index}.ownAccount`, event.target.checked);
                  setValue(`creditos.${index}.cuenta_credito`, '');
                  setValue(`creditos.${index}.titular`, '');
                }}
              />
            }
            label={t('credit.ownAccount')}
          />
        )}
        {onAdd && (
          <Button startIcon={<AddIcon />} onClick={onAdd}>
            {t('credit.add')}
          </Button>
        )}
        {onRemove && (
          <IconButton aria-label={t('credit.remove', { n })} onClick={onRemove} color="error">
            <DeleteOutlineIcon />
          </IconButton>
        )}
      </Box>
      <Box sx={formGrid}>
        <Box sx={gridSpan(3)}>
          {own && !readOnly ? (
            <TextInput<TransferValues>
              name={`creditos.${index}.cuenta_credito`}
              label={t('credit.ownAccountPick')}
              readOnly={readOnly}
              select={ownOptions}
              onValue={(number) => setValue(`creditos.${index}.titular`, accounts?.find((account) => account.CUENTA === number)?.TITULAR ?? '', { shouldValidate: true })}
            />
          ) : (
            <TextInput<TransferValues>
              name={`creditos.${index}.cuenta_credito`}
              label={t('credit.account')}
              readOnly={readOnly}
              inputMode="numeric"
              clean={(value) => value.replace(/\D/g, '').slice(0, 16)}
              onValue={(value) => void holderOf(value)}
              helper=" "
            />
          )}
        </Box>
        <Box sx={gridSpan(3)}>
          <TextInput<TransferValues> name={`creditos.${index}.titular`} label={t('credit.holder')} readOnly={readOnly} maxLength={TRANSFER_HOLDER_MAX} helper={looking ? t('credit.holderLooking') : undefined} />
        </Box>
        <Box sx={gridSpan(2)}>
          <TextInput<TransferValues> name={`creditos.${index}.importe`} label={t('credit.amount')} readOnly={readOnly} inputMode="decimal" clean={(value) => value.replace(/[^\d.]/g, '')} />
        </Box>
        <Box sx={gridSpan(1)}>
          <TextInput<TransferValues> name={`creditos.${index}.moneda`} label={t('credit.currency')} readOnly />
        </Box>
        <Box sx={gridSpan(3)}>
          <TextInput<TransferValues> name={`creditos.${index}.detalles`} label={t('credit.details')} readOnly={readOnly} maxLength={TRANSFER_DETAILS_MAX} />
        </Box>
      </Box>
    </Paper>
  );
}
