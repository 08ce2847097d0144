import Box from '@mui/material/Box';
import { api, DateRules } from '@bel/contract';
import type { Movement, MovementsResult } from '@bel/contract';
import type { TFunction } from 'i18next';
import { fromEndpoint, QueryView } from '../../../components/query-view';
import type { QueryViewConfig } from '../../../components/query-view';
import { AmountText } from '../../../components/ui/amount-text';
import { amountColumn, dateColumn, textColumn } from '../../../components/ui/results-table';
import { formatAmount, formatYmd } from '../../../lib/format';
import type { ViewProps } from '../../../lib/views';

const negate = (amount: string) => (/^0(\.0+)?$/.test(amount) ? amount : `-${amount}`);

const balanceCard = (title: string, answer: MovementsResult, balance: string, t: TFunction) => ({
  title,
  fields: [
    { label: t('movements:fields.account'), value: answer.CUENTA },
    { label: t('movements:fields.currency'), value: answer.CURRENCY },
    { label: t('movements:fields.balance'), value: balance, kind: 'amount' as const },
  ],
});

/** Account movements (spec §2, §3): one account, at most 30 days, balances and totals from the ledger. */
const config: QueryViewConfig<MovementsResult, Movement> = {
  title: 'movements:title',
  detailsTitle: 'movements:detailsTitle',
  fields: [{ kind: 'account' }, { kind: 'dateRange', rule: DateRules.movements }],
  search: fromEndpoint(api.accounts.getMovements, ({ cuenta, startDate, endDate }) => ({ cuenta, startDate, endDate })),
  rows: (answer) => answer.movements,
  columns: () => [
    dateColumn('bookingDate', 'movements:columns.bookingDate', (row) => row.BOOKING_DATE),
    dateColumn('valueDate', 'movements:columns.valueDate', (row) => row.VALUE_DATE),
    textColumn('reference', 'movements:columns.reference', (row) => row.TRANS_REFERENCE),
    textColumn('narrative', 'movements:columns.narrative', (row) => row.NARRATIVE),
    amountColumn('amount', 'movements:columns.amount', (row) => row.AMOUNT_FCY),
    amountColumn('balance', 'movements:columns.balance', (row) => row.BALANCE),
  ],
  headerCards: (answer, t) => [balanceCard(t('movements:cards.open'), answer, answer.OPEN_BALANCE, t), balanceCard(t('movements:cards.final'), answer, answer.FINAL_BALANCE, t)],
  summary: (answer, t) => ({
    label: t('movements:total.label'),
    cells: {
      narrative: t('movements:total.text', { count: answer.TOTAL.COUNT }),
      amount: (
        <Box sx={{ display: 'flex', flexDirection: 'column' }}>
          <span>
            {t('movements:total.debits')} <AmountText value={negate(answer.TOTAL.DEBITS)} />
          </span>
          <span>
            {t('movements:total.credits')} <AmountText value={answer.TOTAL.CREDITS} />
          </span>
        </Box>
      ),
    },
  }),
  exportHeader: (answer, t) => [
    { label: t('movements:fields.account'), value: answer.CUENTA },
    { label: t('movements:fields.currency'), value: answer.CURRENCY },
    { label: t('movements:fields.period'), value: t('movements:periodRange', { from: formatYmd(answer.movements[0]?.BOOKING_DATE), to: formatYmd(answer.movements.at(-1)?.BOOKING_DATE) }) },
    { label: t('movements:cards.open'), value: formatAmount(answer.OPEN_BALANCE) },
    { label: t('movements:cards.final'), value: formatAmount(answer.FINAL_BALANCE) },
    { label: t('movements:total.debits'), value: formatAmount(negate(answer.TOTAL.DEBITS)) },
    { label: t('movements:total.credits'), value: formatAmount(answer.TOTAL.CREDITS) },
    { label: t('movements:total.count'), value: String(answer.TOTAL.COUNT) },
  ],
};

export function MovementsView(props: ViewProps) {
  return <QueryView {...props} config={config} />;
}
