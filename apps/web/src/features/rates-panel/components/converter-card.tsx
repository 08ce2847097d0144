import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Tooltip } from '../../../components/ui/tooltip';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import SwapVertIcon from '@mui/icons-material/SwapVert';
import { convertRequest, PANEL_CURRENCIES, type ConvertRequest } from '@bel/contract';
import { useState, type Dispatch, type FormEvent, type SetStateAction } from 'react';
import { useTranslation } from '../../../lib/translation';
import { useErrorText } from '../../../lib/i18n';
import { formatRate } from '../../../lib/format';
import { reportFailure } from '../../../lib/toast';
import { convertAmount } from '../api/rates';
import type { ConverterState } from './converter-state';
import { CurrencyLabel } from './currency-label';
import { LoadingOverlay } from './loading-overlay';


type Field = keyof ConvertRequest;
const FIELD_OF: Record<string, Field> = { amount: 'amount', purchaseCurrency: 'purchaseCurrency', salesCurrency: 'salesCurrency' };

interface ConverterCardProps {
  titleId: string;
  state: ConverterState;
  /** A state setter: answers arrive late, so they update the state as it is then, not as it was. */
  onChange: Dispatch<SetStateAction<ConverterState>>;
  onClose: () => void;
}

/**
 * The converter (spec §2): Monto (a number, at least 0), from and to with flags, Convertir,
 * a read-only Resultado to 5 decimals. The gateway computes; the form checks with the same
 * schema the gateway applies, so it refuses exactly what the gateway would.
 */
export function ConverterCard({ titleId, state, onChange, onClose }: ConverterCardProps) {
  const { t } = useTranslation('ratesPanel');
  const errorText = useErrorText();
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  // Any change makes the last result stale: it is only ever shown for the inputs it answers.
  const edit = (change: Partial<ConverterState>) => {
    setErrors({});
    onChange((current) => ({ ...current, ...change, result: null }));
  };
  /** An answer still belongs on screen only if the inputs are still the ones it answers. */
  const stillAsked = (current: ConverterState, asked: ConverterState) => current.amount === asked.amount && current.from === asked.from && current.to === asked.to;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = convertRequest.safeParse({ purchaseCurrency: state.from, salesCurrency: state.to, amount: state.amount });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = FIELD_OF[String(issue?.path[0])] ?? 'amount';
      setErrors({ [field]: issue?.message });
      return;
    }
    setBusy(true);
    try {
      const answer = await convertAmount(parsed.data);
      // The user may have changed an input while the call ran: a late answer must not bring
      // back the inputs it was asked with, nor show a result for inputs it does not answer.
      if (answer.ok) onChange((current) => (stillAsked(current, state) ? { ...current, result: answer.data } : current));
      else if (answer.error.field && FIELD_OF[answer.error.field]) setErrors({ [FIELD_OF[answer.error.field]!]: answer.error.message });
      else reportFailure(answer.error, { key: answer.error.message, placement: 'shell' });
    } finally {
      setBusy(false);
    }
  };

  const currencyField = (field: 'from' | 'to', wire: Field) => (
    <TextField
      select
      fullWidth
      label={t(`converter.${field}`)}
      value={state[field]}
      onChange={(event) => edit({ [field]: event.target.value })}
      error={Boolean(errors[wire])}
      helperText={errors[wire] ? errorText(errors[wire]) : undefined}
      slotProps={{ select: { renderValue: (value) => <CurrencyLabel code={String(value)} showName={false} /> } }}
    >
      {PANEL_CURRENCIES.map((code) => (
        <MenuItem key={code} value={code}>
          <CurrencyLabel code={code} />
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ position: 'relative', display: 'flex', flexDirection: 'column', gap: 2, px: 2, pt: 1.5, pb: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 700, color: 'primary.main', flex: 1, minWidth: 0, fontSize: { xs: '1.1rem', sm: '1.25rem' } }}>
          {t('converter.title')}
        </Typography>
        <Tooltip title={t('converter.close')}>
          <IconButton aria-label={t('converter.close')} onClick={onClose} edge="end">
            <CloseIcon />
          </IconButton>
        </Tooltip>
      </Box>
      <TextField
        label={t('converter.amount')}
        type="number"
        value={state.amount}
        onChange={(event) => edit({ amount: event.target.value })}
        error={Boolean(errors.amount)}
        helperText={errors.amount ? errorText(errors.amount) : undefined}
        slotProps={{ htmlInput: { min: 0, step: 'any', inputMode: 'decimal' } }}
        fullWidth
      />
      {currencyField('from', 'purchaseCurrency')}
      <Box sx={{ display: 'flex', justifyContent: 'center', my: -1.5 }}>
        {/* Beside the button, not below it: a tooltip below would cover the 'to' field, and it
            stays hoverable (WCAG 1.4.13), so it would take the click meant for that field. */}
        <Tooltip title={t('converter.swap')} placement="right">
          <IconButton aria-label={t('converter.swap')} onClick={() => edit({ from: state.to, to: state.from })} size="small">
            <SwapVertIcon />
          </IconButton>
        </Tooltip>
      </Box>
      {currencyField('to', 'salesCurrency')}
      <Button type="submit" variant="contained" disabled={busy}>
        {t('converter.convert')}
      </Button>
      <TextField
        label={t('converter.result')}
        value={state.result === null ? '' : formatRate(state.result)}
        slotProps={{
          htmlInput: { readOnly: true, 'aria-live': 'polite', style: { fontVariantNumeric: 'tabular-nums', fontWeight: 700 } },
          input: { endAdornment: <InputAdornment position="end">{state.to}</InputAdornment> },
        }}
        fullWidth
      />
      <Typography variant="caption" color="text.secondary">
        {t('converter.hint')}
      </Typography>
      <LoadingOverlay open={busy} label={t('converter.converting')} />
    </Box>
  );
}
