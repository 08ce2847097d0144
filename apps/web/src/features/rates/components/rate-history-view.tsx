import { api } from '@bel/contract';
import type { DataOf } from '@bel/contract';
import { fromEndpoint, QueryView } from '../../../components/query-view';
import type { QueryViewConfig } from '../../../components/query-view';
import { dateColumn, rateColumn, textColumn } from '../../../components/ui/results-table';
import { formatYymmdd } from '../../../lib/format';
import type { ViewProps } from '../../../lib/views';

type RateRow = DataOf<typeof api.rates.historical>[number];
// The form checks exactly what the gateway checks: the endpoint's own field schemas.
const body = api.rates.historical.body!.shape;

/** Rate history (doc 2 §2): a currency and a date; buy and sell rates at 5 decimals. */
const config: QueryViewConfig<RateRow[], RateRow> = {
  title: 'rates:title',
  detailsTitle: 'rates:detailsTitle',
  fields: [
    { kind: 'currency', schema: body.currency },
    { kind: 'date', schema: body.date },
  ],
  search: fromEndpoint(api.rates.historical, ({ currency, date }) => ({ currency, date })),
  rows: (answer) => answer,
  columns: () => [
    textColumn('currency', 'rates:columns.currency', (row) => row.moneda),
    rateColumn('buy', 'rates:columns.buy', (row) => row.tasa_compra),
    rateColumn('sell', 'rates:columns.sell', (row) => row.tasa_venta),
    dateColumn('date', 'rates:columns.date', (row) => row.fecha_actualizacion, formatYymmdd),
    textColumn('hour', 'rates:columns.hour', (row) => row.hora_actualizacion),
  ],
};

export function RateHistoryView(props: ViewProps) {
  return <QueryView {...props} config={config} />;
}
