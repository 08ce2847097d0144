import { api, DateRules } from '@bel/contract';
import { accountsAndDates, fromEndpoint, QueryView } from '../../../components/query-view';
import type { QueryViewConfig } from '../../../components/query-view';
import { amountColumn, dateColumn, textColumn } from '../../../components/ui/results-table';
import type { ViewProps } from '../../../lib/views';
import type { ExpirationRow } from '../api/credit-letters';
import { codeColumn } from './code-column';

/** LCs by expiration date (spec §2): letters expiring in the range, with amount and unutilised balance. */
const config: QueryViewConfig<ExpirationRow[], ExpirationRow> = {
  title: 'creditLetters:expiration.title',
  detailsTitle: 'creditLetters:expiration.detailsTitle',
  fields: [{ kind: 'accounts' }, { kind: 'dateRange', rule: DateRules.standard }],
  search: fromEndpoint(api.creditLetters.currentByMaturityDate, accountsAndDates),
  rows: (answer) => answer,
  columns: (t) => [
    textColumn('reference', 'creditLetters:columns.reference', (row) => row.REFERENCIA),
    dateColumn('expires', 'creditLetters:columns.expiryDate', (row) => row.VENCE),
    codeColumn('type', 'creditLetters:columns.type', (row) => row.TIPO_LC, t, 'type'),
    textColumn('currency', 'creditLetters:columns.currency', (row) => row.MONEDA),
    amountColumn('initial', 'creditLetters:columns.initialBalance', (row) => row.SALDO_INICIAL),
    amountColumn('final', 'creditLetters:columns.finalBalance', (row) => row.SALDO_FINAL),
    textColumn('account', 'creditLetters:columns.account', (row) => row.CUENTA),
  ],
};

export function ExpirationView(props: ViewProps) {
  return <QueryView {...props} config={config} />;
}
