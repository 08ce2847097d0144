import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/translation';
import { CurrencyFlag } from './currency-flag';

/** Flag, code and (smaller) the currency's name in the reader's language. */
export function CurrencyLabel({ code, showName = true }: { code: string; showName?: boolean }) {
  const { t } = useTranslation('ratesPanel');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      <CurrencyFlag code={code} />
      <Box sx={{ minWidth: 0, lineHeight: 1.15 }}>
        <Typography component="span" variant="body2" sx={{ fontWeight: 700, display: 'block' }}>
          {code}
        </Typography>
        {showName && (
          <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block', lineHeight: 1.25 }}>
            {t(`currencies.${code}`, { defaultValue: code })}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
