import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import BackspaceOutlinedIcon from '@mui/icons-material/BackspaceOutlined';
import { useState } from 'react';
import { useTranslation } from '../../lib/translation';

/** Fisher-Yates with the browser's CSPRNG: the layout must not be guessable. */
export function shuffledDigits(): string[] {
  const digits = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];
  const random = new Uint32Array(digits.length);
  crypto.getRandomValues(random);
  for (let i = digits.length - 1; i > 0; i -= 1) {
    const j = (random[i] ?? 0) % (i + 1);
    [digits[i], digits[j]] = [digits[j] as string, digits[i] as string];
  }
  return digits;
}

interface PinKeypadProps {
  disabled: boolean;
  onDigit: (digit: string) => void;
  onDelete: () => void;
}

/**
 * Digits in a random order, reshuffled each time the PIN step (or a signer's PIN dialog) opens (this component mounts
 * with it). Each key keeps its digit as its name, so only its position changes; the reading
 * and Tab order is the order on screen, row by row (ADR 0020).
 */
export function PinKeypad({ disabled, onDigit, onDelete }: PinKeypadProps) {
  const { t } = useTranslation('auth');
  const [digits] = useState(shuffledDigits);
  return (
    <Box role="group" aria-label={t('keypad.label')} sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1 }}>
      {digits.map((digit) => (
        <Button key={digit} variant="outlined" aria-label={digit} disabled={disabled} onClick={() => onDigit(digit)} sx={{ fontSize: '1.25rem', py: 1.25 }}>
          {digit}
        </Button>
      ))}
      <Button
        variant="outlined"
        aria-label={t('actions.deleteDigit')}
        disabled={disabled}
        onClick={onDelete}
        startIcon={<BackspaceOutlinedIcon />}
        sx={{ gridColumn: 'span 2' }}
      >
        {t('actions.delete')}
      </Button>
    </Box>
  );
}
