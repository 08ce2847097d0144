import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { LiquidityLetterState } from '@bel/contract';
import type { LiquidityLetterInput, LiquidityLetterRow } from '@bel/contract';
import { useTranslation } from '../../../lib/translation';
import type { FormFrameProps } from '../../../components/signed-request';
import { formatAmount, formatYmd } from '../../../lib/format';

/** Above a letter the bank has in hand: its amount, and what the bank answered so far (ADR 0025). */
export function BankAnswerFrame({ row, children }: FormFrameProps<LiquidityLetterRow, LiquidityLetterInput>) {
  const { t } = useTranslation('liquidityLetters');
  const lines = row
    ? [
        t('bank.amount', { amount: formatAmount(row.importe_cl), currency: row.moneda_cl }),
        row.autorización_cl && t('bank.authorization', { code: row.autorización_cl }),
        row.fecha_emision_cl && t('bank.issued', { date: formatYmd(row.fecha_emision_cl) }),
        row.fecha_listo_cl && t('bank.ready', { date: formatYmd(row.fecha_listo_cl) }),
        row.fecha_recogido_cl && t('bank.collected', { date: formatYmd(row.fecha_recogido_cl) }),
        row.estado_cl === LiquidityLetterState.processing && t('bank.waiting'),
      ].filter((line): line is string => Boolean(line))
    : [];
  const shown = row !== null && row.estado_cl >= LiquidityLetterState.processing && row.estado_cl !== LiquidityLetterState.deleted;
  const header = shown ? (
    <Paper variant="outlined" component="section" aria-label={t('bank.title')} sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Typography component="h4" variant="subtitle1" sx={{ fontWeight: 700, mb: 0.5 }}>
        {t('bank.title')}
      </Typography>
      {lines.map((line) => (
        <Typography key={line} variant="body2">
          {line}
        </Typography>
      ))}
    </Paper>
  ) : undefined;
  return <>{children({ header })}</>;
}
