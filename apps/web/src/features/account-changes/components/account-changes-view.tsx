import { accountChangesLayout } from '@bel/contract/tables';
import { chosenOrAll, QueryView, queryViewConfig } from '../../../components/query-view';
import type { ViewProps } from '../../../lib/views';

/** Account-change information (doc 2 §2): origin account and currency -> new account and currency. */
const config = queryViewConfig({
  layout: accountChangesLayout,
  input: (values, context) => ({ cuentas: chosenOrAll(values, context) }),
  detailsTitle: 'accountChanges:detailsTitle',
  fields: [{ kind: 'accounts' }],
});

export function AccountChangesView(props: ViewProps) {
  return <QueryView {...props} config={config} />;
}
