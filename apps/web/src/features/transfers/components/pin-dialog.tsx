import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PIN_MAX_LENGTH } from '@bel/contract';
import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from '../../../lib/translation';
import { PinKeypad } from '../../../components/ui/pin-keypad';
import { formatAmount, formatYmd } from '../../../lib/format';
import { useErrorText } from '../../../lib/i18n';
import { pinStore } from '../model/form-session';
import type { PinAsk } from '../model/form-session';

/** A wrong or missing PIN keeps the dialog open, cleared (spec §8 PIN); anything else ends it. */
const RETRY = new Set(['incorrect.pin', 'not.pin']);
const SHOWN_PAYEES = 3;

/** The signer's PIN before a transfer's signature, with what they sign (ADR 0024). */
export function PinDialog() {
  const asked = useSyncExternalStore(pinStore.subscribe, pinStore.current);
  return asked ? <PinForm key={asked.summary.date + asked.summary.amount} asked={asked} /> : null;
}

function PinForm({ asked }: { asked: PinAsk }) {
  const { t } = useTranslation('transfers');
  const errorText = useErrorText();
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { summary } = asked;

  const submit = async () => {
    setBusy(true);
    const result = await asked.send(pin);
    setBusy(false);
    if (!result.ok && RETRY.has(result.error.message)) {
      setPin('');
      setError(result.error.message);
      return;
    }
    asked.finish(result);
  };
  const cancel = () => asked.finish({ ok: false, error: { statusCode: 0, message: 'request.transfer.pinCancelled' } });

  return (
    <Dialog open onClose={busy ? undefined : cancel} aria-labelledby="transfer-pin-title" aria-describedby="transfer-pin-intro" maxWidth="xs" fullWidth>
      <DialogTitle id="transfer-pin-title">{t('pin.title')}</DialogTitle>
      <DialogContent>
        <Box
          component="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
          sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
        >
          <Typography id="transfer-pin-intro">{t('pin.intro')}</Typography>
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' }, columnGap: 2, rowGap: 0.5, '& dt': { fontWeight: 700 }, '& dd': { m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' } }}>
            <dt>{t('pin.amount')}</dt>
            <dd data-testid="pin-amount">
              {formatAmount(summary.amount)} {summary.currency}
            </dd>
            <dt>{t('pin.date')}</dt>
            <dd>{formatYmd(summary.date)}</dd>
            <dt>{summary.payees.length === 1 ? t('pin.payee') : t('pin.payees', { count: summary.payees.length })}</dt>
            <dd>
              {summary.payees.slice(0, SHOWN_PAYEES).map((payee) => (
                <div key={payee.account}>
                  {/* On a phone the label goes above and the number stays whole; the holder wraps. */}
                  <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                    {payee.account}
                  </Box>{' '}
                  · {payee.holder}
                </div>
              ))}
              {summary.payees.length > SHOWN_PAYEES && <div>…</div>}
            </dd>
          </Box>
          {error && (
            <Alert severity="error" role="alert">
              {errorText(error)}
            </Alert>
          )}
          <TextField
            label={t('pin.pin')}
            type="password"
            value={pin}
            autoFocus
            autoComplete="off"
            onChange={(event) => setPin(event.target.value.replace(/\D/g, '').slice(0, PIN_MAX_LENGTH))}
            helperText={t('pin.help')}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: PIN_MAX_LENGTH } }}
            disabled={busy}
          />
          <PinKeypad disabled={busy} onDigit={(digit) => setPin((current) => (current + digit).slice(0, PIN_MAX_LENGTH))} onDelete={() => setPin((current) => current.slice(0, -1))} />
          <DialogActions sx={{ px: 0 }}>
            <Button onClick={cancel} disabled={busy}>
              {t('pin.cancel')}
            </Button>
            <Button type="submit" variant="contained" disabled={busy || pin.length === 0}>
              {t('pin.sign')}
            </Button>
          </DialogActions>
        </Box>
      </DialogContent>
    </Dialog>
  );
}
