import { accountChangesLayout } from '@bel/contract/tables';
import { chosenOrAll, queryView, queryViewConfig } from '../../../components/query-view';

/** Account-change information (doc 2 §2): origin account and currency -> new account and currency. */
const config = queryViewConfig({
  layout: accountChangesLayout,
  input: (values, context) => ({ cuentas: chosenOrAll(values, context) }),
  detailsTitle: 'accountChanges:detailsTitle',
  fields: [{ kind: 'accounts' }],
});

export const AccountChangesView = queryView(config);
