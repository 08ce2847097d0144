import { api, debtContract } from '@bel/contract';
import type { DataOf } from '@bel/contract';
import { fromEndpoint, QueryView } from '../../../components/query-view';
import type { QueryViewConfig } from '../../../components/query-view';
import { amountColumn, dateColumn, rateColumn, textColumn } from '../../../components/ui/results-table';
import type { ViewProps } from '../../../lib/views';

type DebtRow = DataOf<typeof api.loans.totalDebt>[number];

/** Loan total debt (spec §2): a credit-facility contract NNNN-NN, its loans and what is owed. */
const config: QueryViewConfig<DebtRow[], DebtRow> = {
  title: 'loans:totalDebt.title',
  detailsTitle: 'loans:totalDebt.detailsTitle',
  fields: [{ kind: 'reference', schema: debtContract, label: 'loans:fields.debtContract', placeholder: '0000-00' }],
  search: fromEndpoint(api.loans.totalDebt, ({ reference }) => ({ contractNumber: reference })),
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

export function TotalDebtView(props: ViewProps) {
  return <QueryView {...props} config={config} />;
}
