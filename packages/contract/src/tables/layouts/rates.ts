import type { DataOf } from '../../endpoint.js';
import { PANEL_CURRENCIES } from '../../rate-currencies.js';
import type { rateEndpoints, RateRow } from '../../rates.js';
import { routes } from '../../routes.js';
import { View } from '../../views.js';
import { dateColumn, rateColumn, textColumn } from '../columns.js';
import { formatYymmdd } from '../format.js';
import { bodyQuery, type BodyOut, type ViewLayout } from '../layout.js';

type HistoryRow = DataOf<typeof rateEndpoints.historical>[number];

/** Rate history of one currency (spec §2). */
export const rateHistoryLayout: ViewLayout<HistoryRow[], HistoryRow, BodyOut<typeof rateEndpoints.historical>> = {
  key: View.rateHistory,
  view: View.rateHistory,
  title: 'rates:title',
  input: routes.rates.historical,
  query: bodyQuery(routes.rates.historical),
  rows: (answer) => answer,
  columns: () => [
    textColumn('currency', 'rates:columns.currency', (row) => row.moneda),
    rateColumn('buy', 'rates:columns.buy', (row) => row.tasa_compra),
    rateColumn('sell', 'rates:columns.sell', (row) => row.tasa_venta),
    dateColumn('date', 'rates:columns.date', (row) => row.fecha_actualizacion, formatYymmdd),
    textColumn('hour', 'rates:columns.hour', (row) => row.hora_actualizacion),
  ],
};

const SHOWN: ReadonlySet<string> = new Set(PANEL_CURRENCIES);

/**
 * The rows the rates panel shows: every quoted currency but the CUC, on the first load and on
 * every refresh alike (ADR 0016), by code.
 */
export function panelRows(rows: readonly RateRow[]): RateRow[] {
  return rows.filter((row) => SHOWN.has(row.moneda)).sort((a, b) => a.moneda.localeCompare(b.moneda));
}

/** The latest publication among the rows (YYMMDDHHmm, this century) as DD/MM/YYYY. */
export function lastUpdate(rows: readonly RateRow[]): string {
  const latest = rows.reduce((max, row) => (row.fecha_actualizacion > max ? row.fecha_actualizacion : max), '');
  if (!/^\d{10}$/.test(latest)) return '';
  return formatYymmdd(latest.slice(0, 6));
}

/** The export's name for the rates panel, which is no view: every signed-in user sees it (ADR 0016). */
export const RATES_IN_FORCE = 'rates_in_force';

/**
 * The rates panel's list (spec §2), exported as "List of rates": the table as the panel shows
 * it, with the update date and the base currency in the PDF's header block.
 */
export const ratesInForceLayout: ViewLayout<RateRow[], RateRow, Record<string, never>> = {
  key: RATES_IN_FORCE,
  view: null,
  title: 'ratesPanel:exportTitle',
  input: null,
  query: (call) => call(routes.rates.list, {}),
  rows: (answer) => panelRows(answer),
  columns: () => [
    textColumn('currency', 'ratesPanel:columns.currency', (row) => row.moneda),
    rateColumn('buy', 'ratesPanel:columns.buy', (row) => row.tasa_compra),
    rateColumn('sell', 'ratesPanel:columns.sell', (row) => row.tasa_venta),
  ],
  header: (answer, t) => [
    { label: t('ratesPanel:lastUpdateLabel'), value: lastUpdate(panelRows(answer)) },
    { label: t('ratesPanel:baseLabel'), value: t('ratesPanel:base') },
  ],
};
