import Box from '@mui/material/Box';
import { formatAmount, isNegativeAmount } from '../../lib/format';

/**
 * An amount as the spec shows it: 2 decimals, thousands commas, red when negative and
 * green otherwise. The minus sign stays, so colour is never the only signal. `text` replaces
 * the formatted number when a column writes more (an amount and its currency).
 */
export function AmountText({ value, digits = 2, text }: { value: string | null | undefined; digits?: number; text?: string }) {
  return (
    <Box component="span" sx={{ color: isNegativeAmount(value) ? 'error.main' : 'success.main', fontVariantNumeric: 'tabular-nums', fontWeight: 500 }}>
      {text ?? formatAmount(value, digits)}
    </Box>
  );
}
