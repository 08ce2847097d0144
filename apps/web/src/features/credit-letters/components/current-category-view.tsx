import { api, DateRules } from '@bel/contract';
import { accountsAndDates, fromEndpoint, QueryView } from '../../../components/query-view';
import type { QueryViewConfig } from '../../../components/query-view';
import { amountColumn, textColumn } from '../../../components/ui/results-table';
import type { ViewProps } from '../../../lib/views';
import type { CurrentCategoryRow } from '../api/credit-letters';
import { codeColumn, codeText } from './code-column';

/**
 * LC current category (spec §2, §5): letters current on some day of the range, whose end may
 * reach today + 30 days; grouped by their category today.
 */
const config: QueryViewConfig<CurrentCategoryRow[], CurrentCategoryRow> = {
  title: 'creditLetters:currentCategory.title',
  detailsTitle: 'creditLetters:currentCategory.detailsTitle',
  fields: [{ kind: 'accounts' }, { kind: 'dateRange', rule: DateRules.lcCurrentCategory }],
  search: fromEndpoint(api.creditLetters.getCurrentByCategory, accountsAndDates),
  rows: (answer) => answer,
  columns: (t) => [
    textColumn('reference', 'creditLetters:columns.reference', (row) => row.REFERENCIA),
    codeColumn('category', 'creditLetters:columns.category', (row) => row.CATEGORIA, t, 'category'),
    textColumn('currency', 'creditLetters:columns.currency', (row) => row.MONEDA),
    amountColumn('amount', 'creditLetters:columns.amount', (row) => row.IMPORTE),
    amountColumn('unutilised', 'creditLetters:columns.unutilised', (row) => row.DISP_LCCY),
    codeColumn('confirmation', 'creditLetters:columns.confirmation', (row) => row.TIPO_LC, t, 'confirmation'),
    codeColumn('deferred', 'creditLetters:columns.deferred', (row) => row.NEGOC_DIFER, t, 'yesNo'),
    textColumn('bank', 'creditLetters:columns.counterpartBank', (row) => row.BANCO_DESTINO),
    textColumn('account', 'creditLetters:columns.applicantAccount', (row) => row.CTA_ORDENANTE),
    textColumn('applicant', 'creditLetters:columns.applicant', (row) => row.NOMBRE),
  ],
  groupBy: (t) => ({ key: (row) => row.CATEGORIA, label: (row) => `${t('creditLetters:columns.category')}: ${codeText(t, 'category', row.CATEGORIA)}` }),
};

export function CurrentCategoryView(props: ViewProps) {
  return <QueryView {...props} config={config} />;
}
