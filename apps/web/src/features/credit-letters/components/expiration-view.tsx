import { DateRules } from '@bel/contract';
import { expirationLayout } from '@bel/contract/tables';
import { accountsAndDates, queryView, queryViewConfig } from '../../../components/query-view';

/** LCs by expiration date (spec §2): letters expiring in the range, with amount and unutilised balance. */
const config = queryViewConfig({
  layout: expirationLayout,
  input: accountsAndDates,
  detailsTitle: 'creditLetters:expiration.detailsTitle',
  fields: [{ kind: 'accounts' }, { kind: 'dateRange', rule: DateRules.standard }],
});

export const ExpirationView = queryView(config);
