import { DateRules } from '@bel/contract';
import { checksNotIssuedLayout } from '@bel/contract/tables';
import { accountsAndDates, queryView, queryViewConfig } from '../../../components/query-view';

/** Checkbooks not issued by the bank (spec §2): accounts and dates; check types translated by id. */
const config = queryViewConfig({
  layout: checksNotIssuedLayout,
  input: accountsAndDates,
  detailsTitle: 'checkbooks:detailsTitle',
  fields: [{ kind: 'accounts' }, { kind: 'dateRange', rule: DateRules.standard }],
});

export const ChecksNotIssuedView = queryView(config);
