import Box from '@mui/material/Box';
import { DateRules } from '@bel/contract';
import { movementsLayout, negateAmount } from '@bel/contract/tables';
import { queryView, queryViewConfig } from '../../../components/query-view';
import { AmountText } from '../../../components/ui/amount-text';

/** Account movements (spec §2, §3): one account, at most 30 days, balances and totals from the ledger. */
const config = queryViewConfig({
  layout: movementsLayout,
  input: ({ cuenta, startDate, endDate }) => ({ cuenta, startDate, endDate }),
  detailsTitle: 'movements:detailsTitle',
  fields: [{ kind: 'account' }, { kind: 'dateRange', rule: DateRules.movements }],
  summary: (answer, t) => ({
    label: t('movements:total.label'),
    cells: {
      narrative: t('movements:total.text', { count: answer.TOTAL.COUNT }),
      amount: (
        <Box sx={{ display: 'flex', flexDirection: 'column' }}>
          <span>
            {t('movements:total.debits')} <AmountText value={negateAmount(answer.TOTAL.DEBITS)} />
          </span>
          <span>
            {t('movements:total.credits')} <AmountText value={answer.TOTAL.CREDITS} />
          </span>
        </Box>
      ),
    },
  }),
});

export const MovementsView = queryView(config);
