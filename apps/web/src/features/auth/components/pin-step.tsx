import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { PIN_MAX_LENGTH } from '@bel/contract';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PinKeypad } from './pin-keypad';
import { ServerClock } from './server-clock';

interface PinStepProps {
  pin: string;
  onPinChange: (pin: string) => void;
  pending: boolean;
  serverOffsetMs: number;
  onBack: () => void;
  onSubmit: () => void;
}

export function PinStep({ pin, onPinChange, pending, serverOffsetMs, onBack, onSubmit }: PinStepProps) {
  const { t } = useTranslation('auth');
  const addDigit = (digit: string) => {
    if (pin.length < PIN_MAX_LENGTH) onPinChange(pin + digit);
  };
  const removeDigit = () => onPinChange(pin.slice(0, -1));

  // The field is read-only so phones keep their keyboard closed, but a focused field still
  // takes digits, Backspace and Enter from a physical keyboard.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (/^\d$/.test(event.key)) {
      event.preventDefault();
      addDigit(event.key);
    } else if (event.key === 'Backspace' || event.key === 'Delete') {
      event.preventDefault();
      removeDigit();
    } else if (event.key === 'Enter') {
      event.preventDefault();
      onSubmit();
    }
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <ServerClock offsetMs={serverOffsetMs} />
      <TextField
        label={t('fields.pin')}
        type="password"
        value={pin}
        autoFocus
        fullWidth
        helperText={t('pinHelp')}
        slotProps={{ htmlInput: { readOnly: true, inputMode: 'none', autoComplete: 'off', onKeyDown, style: { letterSpacing: '0.4em', textAlign: 'center', fontSize: '1.4rem' } } }}
      />
      <PinKeypad disabled={pending} onDigit={addDigit} onDelete={removeDigit} />
      <Box sx={{ display: 'flex', gap: 1.5 }}>
        <Button variant="outlined" size="large" onClick={onBack} disabled={pending} sx={{ flex: 1 }}>
          {t('actions.back')}
        </Button>
        <Button type="submit" variant="contained" size="large" loading={pending} sx={{ flex: 1 }}>
          {t('actions.login')}
        </Button>
      </Box>
    </Box>
  );
}
