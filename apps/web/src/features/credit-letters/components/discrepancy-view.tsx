import { api, DateRules, discrepancyReference } from '@bel/contract';
import { accountsAndDates, fromEndpoint, QueryView } from '../../../components/query-view';
import type { QueryViewConfig } from '../../../components/query-view';
import { amountColumn, dateColumn, numberColumn, textColumn } from '../../../components/ui/results-table';
import type { ViewProps } from '../../../lib/views';
import type { DiscrepancyRow } from '../api/credit-letters';

/** LC discrepancies (spec §2, §5): accounts, dates, optionally one drawing (TF + 12 digits). */
const config: QueryViewConfig<DiscrepancyRow[], DiscrepancyRow> = {
  title: 'creditLetters:discrepancy.title',
  detailsTitle: 'creditLetters:discrepancy.detailsTitle',
  fields: [
    { kind: 'accounts' },
    { kind: 'dateRange', rule: DateRules.standard },
    { kind: 'reference', schema: discrepancyReference, label: 'creditLetters:fields.drawingReference', placeholder: 'TF000000000000' },
  ],
  search: fromEndpoint(api.creditLetters.discrepancies, (values, context) => ({ ...accountsAndDates(values, context), refPECEX: values.reference })),
  rows: (answer) => answer,
  columns: () => [
    textColumn('reference', 'creditLetters:columns.drawingReference', (row) => row.REFERENCIA),
    dateColumn('notified', 'creditLetters:columns.notified', (row) => row.FECHA_NOTIF),
    { ...textColumn('discrepancies', 'creditLetters:columns.discrepancies', (row) => row.DISCREPANCIAS), wrap: true },
    textColumn('currency', 'creditLetters:columns.currency', (row) => row.MONEDA),
    amountColumn('amount', 'creditLetters:columns.amount', (row) => row.IMPORTE),
    numberColumn('drawing', 'creditLetters:columns.drawingNo', (row) => row.NEGOCIACION_NO),
    textColumn('account', 'creditLetters:columns.applicantAccount', (row) => row.CTA_APLICANTE),
  ],
};

export function DiscrepancyView(props: ViewProps) {
  return <QueryView {...props} config={config} />;
}
