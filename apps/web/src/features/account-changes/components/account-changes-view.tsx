import { api } from '@bel/contract';
import type { DataOf } from '@bel/contract';
import { chosenOrAll, fromEndpoint, QueryView } from '../../../components/query-view';
import type { QueryViewConfig } from '../../../components/query-view';
import { textColumn } from '../../../components/ui/results-table';
import type { ViewProps } from '../../../lib/views';

type ChangeRow = DataOf<typeof api.accounts.getAccountChanges>[number];

/** Account-change information (doc 2 §2): origin account and currency -> new account and currency. */
const config: QueryViewConfig<ChangeRow[], ChangeRow> = {
  title: 'accountChanges:title',
  detailsTitle: 'accountChanges:detailsTitle',
  fields: [{ kind: 'accounts' }],
  search: fromEndpoint(api.accounts.getAccountChanges, (values, context) => ({ cuentas: chosenOrAll(values, context) })),
  rows: (answer) => answer,
  columns: () => [
    textColumn('origin', 'accountChanges:columns.origin', (row) => row.CUENTA_ORIGEN),
    textColumn('originCurrency', 'accountChanges:columns.originCurrency', (row) => row.MONEDA_ORIGEN),
    textColumn('next', 'accountChanges:columns.next', (row) => row.CUENTA_NUEVA),
    textColumn('nextCurrency', 'accountChanges:columns.nextCurrency', (row) => row.MONEDA_NUEVA),
    textColumn('holder', 'accountChanges:columns.holder', (row) => row.TITULAR),
  ],
};

export function AccountChangesView(props: ViewProps) {
  return <QueryView {...props} config={config} />;
}
