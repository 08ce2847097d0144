import { DateRules } from '@bel/contract';
import { statementsLayout } from '@bel/contract/tables';
import { accountsAndDates, queryView, queryViewConfig } from '../../../components/query-view';
import { downloadStatement, downloadStatements } from '../api/download-statements';
import { DownloadMenu } from './download-menu';

/** Account statements (spec §2, §3): grouped by account; each row and the selected rows download PDF, TXT or XML. */
const config = queryViewConfig({
  layout: statementsLayout,
  input: accountsAndDates,
  detailsTitle: 'statements:detailsTitle',
  fields: [{ kind: 'accounts' }, { kind: 'dateRange', rule: DateRules.standard }],
  rowActions: (row, t) => <DownloadMenu label={t('statements:download')} onDownload={(format) => downloadStatement(row, format)} />,
  bulkActions: (selected, t) => (
    <DownloadMenu text label={t('statements:downloadSelected', { count: selected.length })} disabled={selected.length === 0} onDownload={(format) => downloadStatements(selected, format)} />
  ),
});

export const StatementsView = queryView(config);
