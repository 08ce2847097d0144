import { api, DateRules } from '@bel/contract';
import { accountsAndDates, fromEndpoint, QueryView } from '../../../components/query-view';
import type { QueryViewConfig } from '../../../components/query-view';
import { amountColumn, dateColumn, numberColumn, textColumn } from '../../../components/ui/results-table';
import type { ViewProps } from '../../../lib/views';
import { downloadStatement, downloadStatements } from '../api/download-statements';
import type { StatementRow } from '../api/download-statements';
import { DownloadMenu } from './download-menu';

/** Account statements (spec §2, §3): grouped by account; each row and the selected rows download PDF, TXT or XML. */
const config: QueryViewConfig<StatementRow[], StatementRow> = {
  title: 'statements:title',
  detailsTitle: 'statements:detailsTitle',
  fields: [{ kind: 'accounts' }, { kind: 'dateRange', rule: DateRules.standard }],
  search: fromEndpoint(api.accounts.getStatements, accountsAndDates),
  rows: (answer) => answer,
  groupBy: (tr) => ({ key: (row) => row.cuenta, label: (row) => tr('statements:group', { account: row.cuenta }) }),
  columns: (tr) => [
    textColumn('account', 'statements:columns.account', (row) => row.cuenta),
    numberColumn('number', 'statements:columns.number', (row) => row.num_estadocuenta),
    textColumn('frequency', 'statements:columns.frequency', (row) => row.frecuencia, (code) => tr(`statements:frequency.${String(code)}`)),
    dateColumn('date', 'statements:columns.date', (row) => row.fecha),
    textColumn('movements', 'statements:columns.movements', (row) => row.si_no_movimiento, (flag) => tr(flag === 'Y' ? 'statements:yes' : 'statements:no')),
    amountColumn('closing', 'statements:columns.closing', (row) => row.balance_cierre),
  ],
  rowActions: (row, t) => <DownloadMenu label={t('statements:download')} onDownload={(format) => downloadStatement(row, format)} />,
  bulkActions: (selected, t) => (
    <DownloadMenu text label={t('statements:downloadSelected', { count: selected.length })} disabled={selected.length === 0} onDownload={(format) => downloadStatements(selected, format)} />
  ),
};

export function StatementsView(props: ViewProps) {
  return <QueryView {...props} config={config} />;
}
