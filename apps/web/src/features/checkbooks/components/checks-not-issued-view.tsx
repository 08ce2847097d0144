import { api, DateRules } from '@bel/contract';
import type { DataOf } from '@bel/contract';
import { accountsAndDates, fromEndpoint, QueryView } from '../../../components/query-view';
import type { QueryViewConfig } from '../../../components/query-view';
import { dateTimeColumn, numberColumn, textColumn } from '../../../components/ui/results-table';
import type { ViewProps } from '../../../lib/views';

type CheckRow = DataOf<typeof api.checkbooks.getRequests>[number];

/** Checkbooks not issued by the bank (spec §2): accounts and dates; check types translated by id. */
const config: QueryViewConfig<CheckRow[], CheckRow> = {
  title: 'checkbooks:title',
  detailsTitle: 'checkbooks:detailsTitle',
  fields: [{ kind: 'accounts' }, { kind: 'dateRange', rule: DateRules.standard }],
  search: fromEndpoint(api.checkbooks.getRequests, accountsAndDates),
  rows: (answer) => answer,
  columns: (t) => [
    textColumn('account', 'checkbooks:columns.account', (row) => row.cuenta),
    textColumn('holder', 'checkbooks:columns.holder', (row) => row.titular),
    textColumn('currency', 'checkbooks:columns.currency', (row) => row.moneda),
    textColumn('status', 'checkbooks:columns.status', (row) => row.nombre_estado),
    // By id in the reader's language; a type the catalogue does not know yet, by the bank's name.
    textColumn('type', 'checkbooks:columns.type', (row) => row.tipo_cheque, (id, row) => t(`checkbooks:checkType.${String(id)}`, { defaultValue: row.tipo_cheque_nombre })),
    dateTimeColumn('requested', 'checkbooks:columns.requested', (row) => row.fecha_solicitada),
    dateTimeColumn('approved', 'checkbooks:columns.approved', (row) => row.fecha_aprobada),
    dateTimeColumn('printed', 'checkbooks:columns.printed', (row) => row.fecha_impresa),
    textColumn('destination', 'checkbooks:columns.destination', (row) => row.nombre_destino),
    numberColumn('checkbooks', 'checkbooks:columns.checkbooks', (row) => row.chequeras),
    numberColumn('covers', 'checkbooks:columns.covers', (row) => row.cubiertas),
    numberColumn('rm', 'checkbooks:columns.rm', (row) => row.rm),
  ],
};

export function ChecksNotIssuedView(props: ViewProps) {
  return <QueryView {...props} config={config} />;
}
