import { DateRules } from '@bel/contract';
import { acdpObligationsLayout, paymentObligationsLayout } from '@bel/contract/tables';
import { accountsAndDates, queryView, queryViewConfig } from '../../../components/query-view';
import { ObligationsTimeline } from './obligations-timeline';

/** LC payment obligations (spec §2): every obligation due in the range, sight payments included; a timeline. */
const plain = queryViewConfig({
  layout: paymentObligationsLayout,
  input: accountsAndDates,
  detailsTitle: 'creditLetters:obligations.detailsTitle',
  fields: [{ kind: 'accounts' }, { kind: 'dateRange', rule: DateRules.standard }],
  extra: (answer) => <ObligationsTimeline rows={answer} />,
});

/** LC payment obligations ACDP (spec §2): accepted drafts and deferred payments due in the range; a timeline. */
const acdp = queryViewConfig({
  layout: acdpObligationsLayout,
  input: accountsAndDates,
  detailsTitle: 'creditLetters:obligationsAcdp.detailsTitle',
  fields: [{ kind: 'accounts' }, { kind: 'dateRange', rule: DateRules.standard }],
  extra: (answer) => <ObligationsTimeline rows={answer} />,
});

export const PaymentObligationsView = queryView(plain);

export const AcdpObligationsView = queryView(acdp);
