import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { DEBIT_ACCOUNT_TYPES, sumAmounts, TRANSFER_DETAILS_MAX, TRANSFER_HOLDER_MAX } from '@bel/contract';
import type { AccountRef } from '@bel/contract';
import { memo, useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import { useController, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import type { FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { accountLabel } from '../../../components/query-view';
import { DateField, DateProvider } from '../../../components/ui/date-field';
import { formatAmount } from '../../../lib/format';
import { useErrorText } from '../../../lib/i18n';
import { accountHolder } from '../api/transfer-calls';
import { parseTransferCsv } from '../model/csv';
import { emptyCredit } from '../model/transfer-request';
import type { TransferValues } from '../model/transfer-request';
import { PinDialog } from './pin-dialog';

/** Cards shown of a long batch: the rest are counted (a 2 MB CSV holds tens of thousands). */
const SHOWN_CARDS = 50;

interface TransferBodyProps {
  batch: boolean;
  readOnly: boolean;
  accounts: readonly AccountRef[] | null;
  min?: string;
  max?: string;
}

interface InputProps {
  name: FieldPath<TransferValues>;
  label: string;
  readOnly: boolean;
  select?: readonly { value: string; label: string }[];
  maxLength?: number;
  rows?: number;
  inputMode?: 'text' | 'decimal' | 'numeric';
  /** Shapes what is typed (digits only). */
  clean?: (value: string) => string;
  onValue?: (value: string) => void;
  helper?: string;
}

function Input({ name, label, readOnly, select, maxLength, rows, inputMode, clean, onValue, helper }: InputProps) {
  const errorText = useErrorText();
  const { field, fieldState } = useController<TransferValues>({ name });
  const value = typeof field.value === 'string' ? field.value : '';
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
      helperText={fieldState.error ? errorText(fieldState.error.message) : (helper ?? ' ')}
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

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(6, minmax(0, 1fr))' }, alignItems: 'start' } as const;
const span = (n: number) => ({ gridColumn: { xs: '1 / -1', sm: `span ${n}` }, minWidth: 0 });

/**
 * A transfer's form body (spec §3): the debit section (date within the bank's range, account
 * type, account) and the credit cards, the first with add and the others with remove; a batch
 * also shows its id and takes its cards from a CSV file (spec §5).
 */
export function TransferBody({ batch, readOnly, accounts, min, max }: TransferBodyProps) {
  const { t } = useTranslation('transfers');
  const { t: tError } = useTranslation('errors');
  const errorText = useErrorText();
  const { control, setValue, getValues, formState } = useFormContext<TransferValues>();
  const debit = useWatch({ control, name: 'cuenta_debito' });
  const credits = useWatch({ control, name: 'creditos' });
  const currency = accounts?.find((account) => account.CUENTA === debit)?.MONEDA ?? '';
  const [csv, setCsv] = useState<{ progress?: number; error?: string; loaded?: string } | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const creditsError = formState.errors.creditos?.message ?? formState.errors.creditos?.root?.message;

  const accountOptions = (accounts ?? []).map((account) => ({ value: account.CUENTA, label: accountLabel(account) }));
  const onDebit = (number: string) => {
    const moneda = accounts?.find((account) => account.CUENTA === number)?.MONEDA ?? '';
    getValues('creditos').forEach((_credit, i) => setValue(`creditos.${i}.moneda`, moneda));
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setCsv({ progress: 0 });
    const result = await parseTransferCsv(file, currency, (share) => setCsv({ progress: Math.round(share * 100) }));
    if (result.ok) {
      // Setting the array is what useFieldArray's replace does, told to the cards through the form.
      setValue('creditos', result.credits, { shouldDirty: true });
      setCsv({ loaded: t('csv.loaded', { count: result.credits.length, name: file.name }) });
    } else setCsv({ error: result.error === 'request.transfer.csvLines' ? tError(result.error, { lines: result.lines.join(', '), keySeparator: false }) : errorText(result.error) });
  };

  const amounts = (credits ?? []).map((credit) => credit?.importe ?? '').filter((amount) => /^\d{1,13}(\.\d{1,2})?$/.test(amount));

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box component="section" aria-labelledby="transfer-debit-title" sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Typography id="transfer-debit-title" component="h4" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {t('debit.title')}
        </Typography>
        <DateProvider>
          <Box sx={grid}>
            {batch && (
              <Box sx={span(2)}>
                <Input name="idbloque" label={t('debit.batch')} readOnly />
              </Box>
            )}
            <Box sx={span(batch ? 2 : 3)}>
              <DateField<TransferValues> name="fecha" label={t('debit.date')} min={min} max={max} readOnly={readOnly} />
            </Box>
            <Box sx={span(batch ? 2 : 3)}>
              <Input name="tipoCuenta" label={t('debit.accountType')} readOnly={readOnly} select={DEBIT_ACCOUNT_TYPES.map((type) => ({ value: type, label: t(`accountTypes.${type}`) }))} />
            </Box>
            <Box sx={span(6)}>
              <Input name="cuenta_debito" label={t('debit.account')} readOnly={readOnly} select={accountOptions} onValue={onDebit} />
            </Box>
          </Box>
        </DateProvider>
      </Box>
      {batch && !readOnly && (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            {/* A real button opening the hidden file input: a label acting as a button is not one to assistive technology. */}
            <Button variant="outlined" startIcon={<UploadFileIcon />} disabled={csv?.progress !== undefined} onClick={() => fileInput.current?.click()}>
              {t('csv.label')}
            </Button>
            <input ref={fileInput} hidden type="file" accept=".csv,text/csv,application/vnd.ms-excel" data-testid="transfer-csv" onChange={(event) => void onFile(event)} />
            <Typography variant="body2" color="text.secondary">
              {t('csv.rules')}
            </Typography>
          </Box>
          {csv?.progress !== undefined && (
            <Box role="status">
              <LinearProgress variant="determinate" value={csv.progress} aria-label={t('csv.reading', { percent: csv.progress })} />
              <Typography variant="body2">{t('csv.reading', { percent: csv.progress })}</Typography>
            </Box>
          )}
          {csv?.error && (
            <Alert severity="warning" role="alert" onClose={() => setCsv(null)}>
              {csv.error}
            </Alert>
          )}
          {csv?.loaded && (
            <Alert severity="success" role="status" onClose={() => setCsv(null)}>
              {csv.loaded}
            </Alert>
          )}
        </Box>
      )}
      {creditsError && (
        <Alert severity="warning" role="alert">
          {errorText(creditsError)}
        </Alert>
      )}
      <CreditCards batch={batch} readOnly={readOnly} accounts={accounts} debit={debit} currency={currency} />
      <Typography sx={{ fontWeight: 700 }} data-testid="transfer-total">
        {t('credit.count', { count: credits?.length ?? 0 })} · {t('credit.total', { amount: formatAmount(sumAmounts(amounts)), currency: credits?.[0]?.moneda || currency })}
      </Typography>
      <PinDialog />
    </Box>
  );
}

type CreditCardsProps = Pick<CreditCardProps, 'batch' | 'readOnly' | 'accounts' | 'debit' | 'currency'>;

/**
 * The cards, apart from the rest of the body: react-hook-form's useFieldArray makes an id for
 * every credit on each render of its component (crypto.randomUUID, 40,000 for a full CSV), so
 * the form's other updates (the CSV's progress, a typed amount, the total) must not render it.
 */
const CreditCards = memo(function CreditCards({ batch, readOnly, accounts, debit, currency }: CreditCardsProps) {
  const { t } = useTranslation('transfers');
  const { control } = useFormContext<TransferValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'creditos' });
  return (
    <>
      {fields.slice(0, SHOWN_CARDS).map((card, i) => (
        <CreditCard key={card.id} index={i} batch={batch} readOnly={readOnly} accounts={accounts} debit={debit} currency={currency} onAdd={i === 0 && !readOnly ? () => append(emptyCredit(currency)) : undefined} onRemove={i > 0 && !readOnly ? () => remove(i) : undefined} />
      ))}
      {fields.length > SHOWN_CARDS && <Typography>{t('credit.more', { count: fields.length - SHOWN_CARDS, shown: SHOWN_CARDS })}</Typography>}
    </>
  );
});

interface CreditCardProps {
  index: number;
  batch: boolean;
  readOnly: boolean;
  accounts: readonly AccountRef[] | null;
  debit: string;
  currency: string;
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
      <Box sx={grid}>
        <Box sx={span(3)}>
          {own && !readOnly ? (
            <Input
              name={`creditos.${index}.cuenta_credito`}
              label={t('credit.ownAccountPick')}
              readOnly={readOnly}
              select={ownOptions}
              onValue={(number) => setValue(`creditos.${index}.titular`, accounts?.find((account) => account.CUENTA === number)?.TITULAR ?? '', { shouldValidate: true })}
            />
          ) : (
            <Input
              name={`creditos.${index}.cuenta_credito`}
              label={t('credit.account')}
              readOnly={readOnly}
              maxLength={16}
              inputMode="numeric"
              clean={(value) => value.replace(/\D/g, '')}
              onValue={(value) => void holderOf(value)}
            />
          )}
        </Box>
        <Box sx={span(3)}>
          <Input name={`creditos.${index}.titular`} label={t('credit.holder')} readOnly={readOnly} maxLength={TRANSFER_HOLDER_MAX} helper={looking ? t('credit.holderLooking') : undefined} />
        </Box>
        <Box sx={span(2)}>
          <Input name={`creditos.${index}.importe`} label={t('credit.amount')} readOnly={readOnly} inputMode="decimal" clean={(value) => value.replace(/[^\d.]/g, '')} />
        </Box>
        <Box sx={span(1)}>
          <Input name={`creditos.${index}.moneda`} label={t('credit.currency')} readOnly />
        </Box>
        <Box sx={span(3)}>
          <Input name={`creditos.${index}.detalles`} label={t('credit.details')} readOnly={readOnly} maxLength={TRANSFER_DETAILS_MAX} />
        </Box>
      </Box>
    </Paper>
  );
}
