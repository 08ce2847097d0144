import { PANEL_CURRENCIES, type RateRow } from '@bel/contract';
import { rateColumn, textColumn } from '../../../components/ui/results-table';
import { buildExportTable, type ExportTable, type HeaderLine } from '../../../lib/export/export-table';
import { formatYymmdd } from '../../../lib/format';

const SHOWN: ReadonlySet<string> = new Set(PANEL_CURRENCIES);

/**
 * The rows the panel shows: every quoted currency but the CUC, on the first load and on every
 * refresh alike (ADR 0016), by code.
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

export const rateColumns = [
  textColumn<RateRow>('currency', 'ratesPanel:columns.currency', (row) => row.moneda),
  rateColumn<RateRow>('buy', 'ratesPanel:columns.buy', (row) => row.tasa_compra),
  rateColumn<RateRow>('sell', 'ratesPanel:columns.sell', (row) => row.tasa_venta),
];

/**
 * What the export pipeline writes (PDF signed by the gateway, CSV with ';'): the table as the
 * panel shows it, under the title 'List of rates' (files BEL-{TITLE}, spec §9), with the
 * update date and the base currency in the PDF's header block.
 */
export function ratesExportTable(rows: readonly RateRow[], translate: (key: string, values?: Record<string, unknown>) => string): ExportTable {
  const header: HeaderLine[] = [
    { label: translate('ratesPanel:lastUpdateLabel'), value: lastUpdate(rows) },
    { label: translate('ratesPanel:baseLabel'), value: translate('ratesPanel:base') },
  ];
  return buildExportTable(translate('ratesPanel:exportTitle'), rows, rateColumns, (key) => translate(key), header);
}
