import { useTranslation } from '../../../lib/translation';
import { CHART_AXIS, CHART_TEXT, chartColor, ChartFrame, dateScale, Legend, LegendItem } from '../../../components/ui/chart';
import { formatAmount, formatYmd } from '../../../lib/format';
import type { DueAmount } from '../model/obligation-timeline';
import { obligationTimeline } from '../model/obligation-timeline';

const W = 640;
const GUTTER = 44;
const PAD_X = 14;
const LANE = 60;
const TOP = 6;
const AXIS = 22;

/**
 * Payment obligations on a time line (hand-drawn SVG): one lane per currency, a stem per due
 * date as tall as what falls due that day, each lane on its own scale (currencies never share
 * one). The legend and the description give the exact totals.
 */
export function ObligationsTimeline({ rows }: { rows: readonly DueAmount[] }) {
  const { t } = useTranslation('creditLetters');
  const timeline = obligationTimeline(rows);
  if (!timeline) return null;
  const { from, to, lanes } = timeline;
  const height = TOP + lanes.length * LANE + AXIS;
  const x = dateScale(from, to, [GUTTER + PAD_X, W - PAD_X]);
  const laneText = (lane: (typeof lanes)[number]) => t('timeline.lane', { currency: lane.currency, count: lane.count, total: formatAmount(lane.total) });
  const description = t('timeline.description', { from: formatYmd(from), to: formatYmd(to), lanes: lanes.map(laneText).join('; ') });
  const axisY = TOP + lanes.length * LANE;
  return (
    <ChartFrame
      title={t('timeline.title')}
      description={description}
      width={W}
      height={height}
      maxHeight={120 + lanes.length * 70}
      legend={
        <Legend label={t('timeline.legend')}>
          {lanes.map((lane, index) => (
            <LegendItem key={lane.currency} color={chartColor(index)}>
              {laneText(lane)}
            </LegendItem>
          ))}
        </Legend>
      }
    >
      {lanes.map((lane, index) => {
        const color = chartColor(index);
        const base = TOP + (index + 1) * LANE - 4;
        const room = LANE - 24;
        const max = Math.max(...lane.points.map((point) => Number(point.amount)), 0) || 1;
        const tallest = lane.points.reduce((best, point) => (Number(point.amount) > Number(best.amount) ? point : best), lane.points[0] ?? { date: from, amount: '0', count: 0 });
        const tallestX = x(tallest.date);
        return (
          <g key={lane.currency}>
            <text x={4} y={base - 4} fontSize={13} fontWeight={700} fill={color}>
              {lane.currency}
            </text>
            <line x1={GUTTER} x2={W - 4} y1={base} y2={base} stroke={CHART_AXIS} strokeWidth={1} />
            {lane.points.map((point) => {
              const px = x(point.date);
              const top = base - Math.max(3, (Number(point.amount) / max) * room);
              return (
                <g key={point.date}>
                  <line x1={px} x2={px} y1={base} y2={top} stroke={color} strokeWidth={3} strokeLinecap="round" />
                  <circle cx={px} cy={top} r={4.5} fill={color}>
                    <title>{`${formatYmd(point.date)}: ${formatAmount(point.amount)} ${lane.currency}`}</title>
                  </circle>
                </g>
              );
            })}
            <text
              x={tallestX}
              y={base - room - 9}
              fontSize={11}
              fill={CHART_TEXT}
              textAnchor={tallestX > W - 90 ? 'end' : tallestX < GUTTER + 60 ? 'start' : 'middle'}
            >
              {formatAmount(tallest.amount)}
            </text>
          </g>
        );
      })}
      {from === to ? (
        <text x={x(from)} y={axisY + 16} fontSize={11} fill={CHART_TEXT} textAnchor="middle">
          {formatYmd(from)}
        </text>
      ) : (
        <>
          <text x={GUTTER + PAD_X} y={axisY + 16} fontSize={11} fill={CHART_TEXT} textAnchor="start">
            {formatYmd(from)}
          </text>
          <text x={W - PAD_X} y={axisY + 16} fontSize={11} fill={CHART_TEXT} textAnchor="end">
            {formatYmd(to)}
          </text>
        </>
      )}
    </ChartFrame>
  );
}
