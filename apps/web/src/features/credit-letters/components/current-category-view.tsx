import { DateRules } from '@bel/contract';
import { currentCategoryLayout } from '@bel/contract/tables';
import { accountsAndDates, QueryView, queryViewConfig } from '../../../components/query-view';
import type { ViewProps } from '../../../lib/views';

/**
 * LC current category (spec §2, §5): letters current on some day of the range, whose end may
 * reach today + 30 days; grouped by their category today.
 */
const config = queryViewConfig({
  layout: currentCategoryLayout,
  input: accountsAndDates,
  detailsTitle: 'creditLetters:currentCategory.detailsTitle',
  fields: [{ kind: 'accounts' }, { kind: 'dateRange', rule: DateRules.lcCurrentCategory }],
});

export function CurrentCategoryView(props: ViewProps) {
  return <QueryView {...props} config={config} />;
}
