import { useTranslation } from '../../../lib/translation';
import { CHART_COLORS, CHART_TEXT, ChartFrame, Legend, LegendItem, linearScale, percentOf } from '../../../components/ui/chart';
import { formatAmount } from '../../../lib/format';
import type { SummaryHeader, SummaryMovement } from '../api/credit-letters';
import { letterBalance } from '../model/letter-balance';

const W = 640;
const H = 58;
const BAR = { x0: 2, x1: W - 2, y: 4, height: 30 };
const DRAWN = CHART_COLORS[0];
const UNUTILISED = CHART_COLORS[2];

/**
 * The letter's amount as one bar (hand-drawn SVG): its drawings, one segment each, then its
 * unutilised balance. Exact figures are in the legend and the description.
 */
export function LetterBalanceBar({ header, movements }: { header: SummaryHeader; movements: readonly SummaryMovement[] }) {
  const { t } = useTranslation('creditLetters');
  const balance = letterBalance(header, movements);
  const total = Number(balance.amount);
  if (!(total > 0)) return null;
  const x = linearScale([0, total], [BAR.x0, BAR.x1]);
  // Each drawing from where the previous one ended (running sums, never past the amount).
  const ends = balance.drawings.reduce<number[]>((sums, drawing) => [...sums, (sums.at(-1) ?? 0) + Number(drawing.amount)], []);
  const segments = balance.drawings.map((drawing, index) => ({ drawing, from: x(Math.min(ends[index - 1] ?? 0, total)), to: x(Math.min(ends[index] ?? 0, total)) }));
  const drawnSoFar = ends.at(-1) ?? 0;
  const drawnPercent = percentOf(Number(balance.drawn), total);
  const unutilisedPercent = Number(balance.unutilised) > 0 ? 100 - drawnPercent : 0;
  const { currency } = balance;
  const description = t('balance.description', {
    reference: balance.reference,
    amount: formatAmount(balance.amount),
    currency,
    drawn: formatAmount(balance.drawn),
    count: balance.drawings.length,
    percent: drawnPercent,
    unutilised: formatAmount(balance.unutilised),
  });
  const restFrom = x(Math.min(drawnSoFar, total));
  return (
    <ChartFrame
      title={t('balance.title')}
      description={description}
      width={W}
      height={H}
      maxHeight={90}
      legend={
        <Legend label={t('balance.legend')}>
          <LegendItem color={DRAWN}>{t('balance.drawn', { amount: formatAmount(balance.drawn), currency, percent: drawnPercent, count: balance.drawings.length })}</LegendItem>
          <LegendItem color={UNUTILISED} pattern="outline">
            {t('balance.unutilised', { amount: formatAmount(balance.unutilised), currency, percent: unutilisedPercent })}
          </LegendItem>
        </Legend>
      }
    >
      {segments.map(({ drawing, from, to }, index) => (
        <g key={drawing.number}>
          <rect x={from} y={BAR.y} width={Math.max(0, to - from)} height={BAR.height} fill={DRAWN} fillOpacity={index % 2 === 0 ? 1 : 0.78} stroke="#fff" strokeWidth={1.5}>
            <title>{t('balance.drawing', { number: drawing.number })}</title>
          </rect>
          {to - from > 26 && (
            <text x={(from + to) / 2} y={BAR.y + BAR.height / 2 + 4} fontSize={12} fill="#fff" textAnchor="middle" fontWeight={600}>
              {drawing.number}
            </text>
          )}
        </g>
      ))}
      {BAR.x1 - restFrom > 0.5 && (
        <rect x={restFrom} y={BAR.y} width={BAR.x1 - restFrom} height={BAR.height} fill={UNUTILISED} fillOpacity={0.18} stroke={UNUTILISED} strokeWidth={2} strokeDasharray="6 3" />
      )}
      <text x={BAR.x0} y={H - 6} fontSize={11} fill={CHART_TEXT}>
        0
      </text>
      <text x={BAR.x1} y={H - 6} fontSize={11} fill={CHART_TEXT} textAnchor="end">
        {formatAmount(balance.amount)} {currency}
      </text>
    </ChartFrame>
  );
}
