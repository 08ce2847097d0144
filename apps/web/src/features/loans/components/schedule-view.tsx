import { loanContract } from '@bel/contract';
import { loanScheduleLayout } from '@bel/contract/tables';
import { queryView, queryViewConfig } from '../../../components/query-view';
import { BalanceChart } from './balance-chart';

/** Loan amortization schedule and balances (spec §2): LD contract, header card, schedule, chart. */
const config = queryViewConfig({
  layout: loanScheduleLayout,
  input: ({ reference }) => ({ contractNumber: reference }),
  detailsTitle: 'loans:schedule.detailsTitle',
  fields: [{ kind: 'reference', schema: loanContract, label: 'loans:fields.loanContract', placeholder: 'LD0000000000' }],
  extra: ({ header, schedule }) => <BalanceChart rows={schedule} currency={header?.CCY ?? ''} />,
});

export const ScheduleView = queryView(config);
