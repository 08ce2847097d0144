import { useTranslation } from '../../../lib/translation';
import { CHART_AXIS, CHART_COLORS, CHART_TEXT, ChartFrame, linearScale } from '../../../components/ui/chart';
import { formatAmount, formatYmd } from '../../../lib/format';
import type { ScheduleRow } from '@bel/contract/tables';

const W = 640;
const H = 180;
const PAD = { left: 8, right: 8, top: 12, bottom: 22 };
const BLUE = CHART_COLORS[0];

/**
 * The outstanding balance over the schedule, hand-drawn in SVG (no chart library). Float
 * precision is fine here: it only places points on a picture; the table keeps exact values.
 */
export function BalanceChart({ rows, currency }: { rows: readonly ScheduleRow[]; currency: string }) {
  const { t } = useTranslation('loans');
  if (rows.length < 2) return null;
  const values = rows.map((row) => Number(row.OUTSTANDING_BAL));
  const max = Math.max(...values, 0) || 1;
  const x = linearScale([0, rows.length - 1], [PAD.left, W - PAD.right]);
  const y = linearScale([max, 0], [PAD.top, H - PAD.bottom]);
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
    <ChartFrame title={t('chart.title')} description={description} width={W} height={H}>
      <line x1={PAD.left} x2={W - PAD.right} y1={y(0)} y2={y(0)} stroke={CHART_AXIS} strokeWidth={1} />
      <path d={area} fill={BLUE} fillOpacity={0.12} />
      <path d={line} fill="none" stroke={BLUE} strokeWidth={2} />
      <text x={PAD.left} y={H - 6} fontSize={11} fill={CHART_TEXT}>
        {formatYmd(first?.DATE)}
      </text>
      <text x={W - PAD.right} y={H - 6} fontSize={11} fill={CHART_TEXT} textAnchor="end">
        {formatYmd(last?.DATE)}
      </text>
      <text x={W - PAD.right} y={PAD.top + 10} fontSize={11} fill={CHART_TEXT} textAnchor="end">
        {formatAmount(String(max))} {currency}
      </text>
    </ChartFrame>
  );
}
