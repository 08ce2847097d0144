import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { PIN_MAX_LENGTH } from '@bel/contract';
import type { ClipboardEvent, KeyboardEvent } from 'react';
import { useTranslation } from '../../../lib/translation';
import { visuallyHidden } from '../../../components/ui/visually-hidden';
import { PinKeypad } from '../../../components/ui/pin-keypad';
import { PlainTextField } from '../../../components/ui/plain-text-field';
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

  // A password manager or the clipboard may hold the PIN (WCAG 2.2, 3.3.8): take its digits.
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const digits = event.clipboardData.getData('text').replace(/\D/g, '');
    onPinChange((pin + digits).slice(0, PIN_MAX_LENGTH));
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
      <PlainTextField
        label={t('fields.pin')}
        type="password"
        value={pin}
        autoFocus
        fullWidth
        helperText={t('pinHelp')}
        slotProps={{ htmlInput: { readOnly: true, inputMode: 'none', autoComplete: 'off', onKeyDown, onPaste, style: { letterSpacing: '0.4em', textAlign: 'center', fontSize: '1.4rem' } } }}
      />
      {/* The field shows dots and keeps no focus while the keypad is used: say how many digits there are (ADR 0020). */}
      <Box role="status" style={visuallyHidden}>
        {pin.length > 0 ? t('pinCount', { count: pin.length }) : ''}
      </Box>
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
