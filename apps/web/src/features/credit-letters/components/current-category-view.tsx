import { DateRules } from '@bel/contract';
import { currentCategoryLayout } from '@bel/contract/tables';
import { accountsAndDates, queryView, queryViewConfig } from '../../../components/query-view';

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

export const CurrentCategoryView = queryView(config);
