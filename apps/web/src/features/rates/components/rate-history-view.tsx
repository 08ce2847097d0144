import { api } from '@bel/contract';
import { rateHistoryLayout } from '@bel/contract/tables';
import { queryView, queryViewConfig } from '../../../components/query-view';

// The form checks exactly what the gateway checks: the endpoint's own field schemas.
const body = api.rates.historical.body!.shape;

/** Rate history (doc 2 §2): a currency and a date; buy and sell rates at 5 decimals. */
const config = queryViewConfig({
  layout: rateHistoryLayout,
  input: ({ currency, date }) => ({ currency, date }),
  detailsTitle: 'rates:detailsTitle',
  fields: [
    { kind: 'currency', schema: body.currency },
    { kind: 'date', schema: body.date },
  ],
});

export const RateHistoryView = queryView(config);
