import type { DataOf } from '../../endpoint.js';
import type { loanEndpoints } from '../../loans.js';
import { routes } from '../../routes.js';
import { View } from '../../views.js';
import { amountColumn, dateColumn, rateColumn, textColumn } from '../columns.js';
import { formatYmd } from '../format.js';
import { bodyQuery, type BodyOut, type ViewLayout } from '../layout.js';

type DebtRow = DataOf<typeof loanEndpoints.totalDebt>[number];
export type LoanHeader = DataOf<typeof loanEndpoints.details>[number];
export type ScheduleRow = DataOf<typeof loanEndpoints.amortization>[number];
export interface LoanSchedule {
  header: LoanHeader | null;
  schedule: ScheduleRow[];
}

/** Total debt of a credit facility (spec §2). */
export const totalDebtLayout: ViewLayout<DebtRow[], DebtRow, BodyOut<typeof loanEndpoints.totalDebt>> = {
  key: View.loanTotalDebt,
  view: View.loanTotalDebt,
  title: 'loans:totalDebt.title',
  input: routes.loans.totalDebt,
  query: bodyQuery(routes.loans.totalDebt),
  rows: (answer) => answer,
  columns: () => [
    textColumn('loan', 'loans:columns.loan', (row) => row.ID_LD),
    textColumn('customer', 'loans:columns.customer', (row) => row.CUSTOMER),
    textColumn('currency', 'loans:columns.currency', (row) => row.CURRENCY),
    dateColumn('valueDate', 'loans:columns.valueDate', (row) => row.VALUE_DATE),
    dateColumn('maturity', 'loans:columns.maturity', (row) => row.FIN_MAT_DATE),
    amountColumn('principal', 'loans:columns.principal', (row) => row.PRINCIPAL),
    rateColumn('rate', 'loans:columns.rate', (row) => row.INTEREST_RATE),
    amountColumn('interest', 'loans:columns.interest', (row) => row.INTEREST_AMT),
    amountColumn('totalPrincipal', 'loans:columns.totalPrincipal', (row) => row.TOTAL_PRINC),
    amountColumn('totalInterest', 'loans:columns.totalInterest', (row) => row.TOTAL_INT),
  ],
};

/**
 * A loan's schedule (spec §7): the header is the first item of loans/details, the rows come
 * from loans/amortization; without a header there is no loan to show (no data).
 */
export const loanScheduleLayout: ViewLayout<LoanSchedule, ScheduleRow, BodyOut<typeof loanEndpoints.details>> = {
  key: View.loanSchedule,
  view: View.loanSchedule,
  title: 'loans:schedule.title',
  input: routes.loans.details,
  query: async (call, input) => {
    const [details, schedule] = await Promise.all([call(routes.loans.details, { body: input }), call(routes.loans.amortization, { body: input })]);
    return { header: details[0] ?? null, schedule: details[0] ? schedule : [] };
  },
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
  cards: ({ header }, t) =>
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
};
