import { api, DateRules } from '@bel/contract';
import { accountsAndDates, fromEndpoint, QueryView } from '../../../components/query-view';
import type { QueryViewConfig } from '../../../components/query-view';
import { amountColumn, dateColumn, textColumn } from '../../../components/ui/results-table';
import type { ViewProps } from '../../../lib/views';
import type { AcdpObligationRow, ObligationRow } from '../api/credit-letters';
import { codeColumn } from './code-column';
import { ObligationsTimeline } from './obligations-timeline';

/** LC payment obligations (spec §2): every obligation due in the range, sight payments included; a timeline. */
const plain: QueryViewConfig<ObligationRow[], ObligationRow> = {
  title: 'creditLetters:obligations.title',
  detailsTitle: 'creditLetters:obligations.detailsTitle',
  fields: [{ kind: 'accounts' }, { kind: 'dateRange', rule: DateRules.standard }],
  search: fromEndpoint(api.creditLetters.paymentObligations, accountsAndDates),
  rows: (answer) => answer,
  columns: (t) => [
    textColumn('reference', 'creditLetters:columns.reference', (row) => row.REFERENCIA),
    dateColumn('due', 'creditLetters:columns.dueDate', (row) => row.VENCE),
    textColumn('currency', 'creditLetters:columns.currency', (row) => row.MONEDA),
    amountColumn('amount', 'creditLetters:columns.amount', (row) => row.IMPORTE),
    codeColumn('form', 'creditLetters:columns.paymentForm', (row) => row.FORMA_PAGO, t, 'paymentForm'),
    codeColumn('type', 'creditLetters:columns.type', (row) => row.TIPO_LC, t, 'type'),
    textColumn('account', 'creditLetters:columns.account', (row) => row.CUENTA),
  ],
  extra: (answer) => <ObligationsTimeline rows={answer} />,
};

/** LC payment obligations ACDP (spec §2): accepted drafts and deferred payments due in the range; a timeline. */
const acdp: QueryViewConfig<AcdpObligationRow[], AcdpObligationRow> = {
  title: 'creditLetters:obligationsAcdp.title',
  detailsTitle: 'creditLetters:obligationsAcdp.detailsTitle',
  fields: [{ kind: 'accounts' }, { kind: 'dateRange', rule: DateRules.standard }],
  search: fromEndpoint(api.creditLetters.paymentObligationsACDP, accountsAndDates),
  rows: (answer) => answer,
  columns: (t) => [
    textColumn('reference', 'creditLetters:columns.reference', (row) => row.REFERENCIA),
    textColumn('draft', 'creditLetters:columns.draft', (row) => row.PAGAREN),
    dateColumn('due', 'creditLetters:columns.dueDate', (row) => row.VENCE),
    textColumn('currency', 'creditLetters:columns.currency', (row) => row.MONEDA),
    amountColumn('amount', 'creditLetters:columns.amount', (row) => row.IMPORTE),
    codeColumn('form', 'creditLetters:columns.paymentForm', (row) => row.FORMA_PAGO, t, 'paymentForm'),
    textColumn('payableTo', 'creditLetters:columns.payableTo', (row) => row.ORDEN),
    textColumn('beneficiary', 'creditLetters:columns.beneficiary', (row) => row.BENEF),
    codeColumn('type', 'creditLetters:columns.type', (row) => row.TIPO_LC, t, 'type'),
    textColumn('account', 'creditLetters:columns.account', (row) => row.CUENTA),
  ],
  extra: (answer) => <ObligationsTimeline rows={answer} />,
};

export function PaymentObligationsView(props: ViewProps) {
  return <QueryView {...props} config={plain} />;
}

export function AcdpObligationsView(props: ViewProps) {
  return <QueryView {...props} config={acdp} />;
}
