import { loanContract } from '@bel/contract';
import { QueryView } from '../../../components/query-view';
import type { QueryViewConfig } from '../../../components/query-view';
import { amountColumn, dateColumn, textColumn } from '../../../components/ui/results-table';
import { formatYmd } from '../../../lib/format';
import type { ViewProps } from '../../../lib/views';
import { loadLoanSchedule } from '../api/loan-schedule';
import type { LoanSchedule, ScheduleRow } from '../api/loan-schedule';
import { BalanceChart } from './balance-chart';

/** Loan amortization schedule and balances (spec §2): LD contract, header card, schedule, chart. */
const config: QueryViewConfig<LoanSchedule, ScheduleRow> = {
  title: 'loans:schedule.title',
  detailsTitle: 'loans:schedule.detailsTitle',
  fields: [{ kind: 'reference', schema: loanContract, label: 'loans:fields.loanContract', placeholder: 'LD0000000000' }],
  search: ({ reference }) => loadLoanSchedule(reference),
  rows: (answer) => answer.schedule,
  columns: (t) => [
    dateColumn('date', 'loans:columns.date', (row) => row.DATE),
    textColumn('overdue', 'loans:columns.overdue', (row) => row.OVERDUE, (value) => t(value === 'Y' ? 'loans:yes' : 'loans:no')),
    amountColumn('due', 'loans:columns.amountDue', (row) => row.AMT_DUE),
    amountColumn('principal', 'loans:columns.principal', (row) => row.PRINCIPAL),
    amountColumn('interest', 'loans:columns.interest', (row) => row.INTEREST),
    amountColumn('charges', 'loans:columns.charges', (row) => row.CHARGES),
    amountColumn('outstanding', 'loans:columns.outstanding', (row) => row.OUTSTANDING_BAL),
  ],
  headerCards: ({ header }, t) =>
    header
      ? [
          {
            title: t('loans:header.title', { id: header.ID }),
            fields: [
              { label: t('loans:header.customer'), value: header.CUST_NAME },
              { label: t('loans:header.jointHolder'), value: header.JOINT_HOLDER || t('loans:header.none') },
              { label: t('loans:header.status'), value: t(`loans:status.${header.LD_STATUS}`) },
              { label: t('loans:header.overdueStatus'), value: t(`loans:overdueStatus.${header.OD_STATUS}`) },
              { label: t('loans:header.valueDate'), value: formatYmd(header.VALUE_DATE) },
              { label: t('loans:header.maturity'), value: formatYmd(header.MATURITY_DATE) },
              { label: t('loans:header.rate'), value: t('loans:header.rateValue', { rate: header.CURRENT_RATE }) },
              { label: t('loans:header.currency'), value: header.CCY },
              { label: t('loans:header.amount'), value: header.AMOUNT, kind: 'amount' },
            ],
          },
        ]
      : [],
  extra: ({ header, schedule }) => <BalanceChart rows={schedule} currency={header?.CCY ?? ''} />,
};

export function ScheduleView(props: ViewProps) {
  return <QueryView {...props} config={config} />;
}
