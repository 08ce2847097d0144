import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatYmd } from '../../../lib/format';
import type { ScheduleRow } from '../api/loan-schedule';

const W = 640;
const H = 180;
const PAD = { left: 8, right: 8, top: 12, bottom: 22 };

/**
 * The outstanding balance over the schedule, hand-drawn in SVG (no chart library). Float
 * precision is fine here: it only places points on a picture; the table keeps exact values.
 */
export function BalanceChart({ rows, currency }: { rows: readonly ScheduleRow[]; currency: string }) {
  const { t } = useTranslation('loans');
  if (rows.length < 2) return null;
  const values = rows.map((row) => Number(row.OUTSTANDING_BAL));
  const max = Math.max(...values, 0) || 1;
  const x = (i: number) => PAD.left + (i / (rows.length - 1)) * (W - PAD.left - PAD.right);
  const y = (v: number) => PAD.top + (1 - v / max) * (H - PAD.top - PAD.bottom);
  const line = values.map((v, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(' ');
  const area = `${line} L${x(rows.length - 1).toFixed(1)},${y(0)} L${x(0).toFixed(1)},${y(0)} Z`;
  const first = rows[0];
  const last = rows.at(-1);
  const description = t('chart.description', {
    from: formatYmd(first?.DATE),
    to: formatYmd(last?.DATE),
    start: formatAmount(first?.OUTSTANDING_BAL),
    end: formatAmount(last?.OUTSTANDING_BAL),
    currency,
  });
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, color: 'primary.main' }}>
        {t('chart.title')}
      </Typography>
      <Box component="svg" viewBox={`0 0 ${W} ${H}`} role="img" aria-label={description} sx={{ width: '100%', height: 'auto', maxHeight: 220, display: 'block' }}>
        <line x1={PAD.left} x2={W - PAD.right} y1={y(0)} y2={y(0)} stroke="#9e9e9e" strokeWidth={1} />
        <path d={area} fill="#00519E" fillOpacity={0.12} />
        <path d={line} fill="none" stroke="#00519E" strokeWidth={2} />
        <text x={PAD.left} y={H - 6} fontSize={11} fill="#555">
          {formatYmd(first?.DATE)}
        </text>
        <text x={W - PAD.right} y={H - 6} fontSize={11} fill="#555" textAnchor="end">
          {formatYmd(last?.DATE)}
        </text>
        <text x={W - PAD.right} y={PAD.top + 10} fontSize={11} fill="#555" textAnchor="end">
          {formatAmount(String(max))} {currency}
        </text>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {description}
      </Typography>
    </Paper>
  );
}
