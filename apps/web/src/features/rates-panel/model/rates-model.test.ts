import { describe, expect, it } from 'vitest';
import { RATE_CURRENCIES, type RateRow } from '@bel/contract';
import { buildCsv } from '../../../lib/export/csv';
import { exportFileName } from '../../../lib/export/file-name';
import { FLAG_CODES } from '../components/currency-flag';
import { lastUpdate, panelRows, ratesExportTable } from './rates-model';

const row = (moneda: string, buy: string, sell: string, at = '2603110830'): RateRow => ({ moneda, tasa_compra: buy, tasa_venta: sell, fecha_actualizacion: at });
const rows = [row('USD', '1.00000', '1.00000'), row('CUC', '1.00000', '1.00000'), row('EUR', '0.91770', '0.92230', '2603111345'), row('CUP', '120.00000', '120.00000')];
const catalogue: Record<string, string> = {
  'ratesPanel:exportTitle': 'Listado de tasas',
  'ratesPanel:columns.currency': 'Moneda',
  'ratesPanel:columns.buy': 'Compra',
  'ratesPanel:columns.sell': 'Venta',
  'ratesPanel:lastUpdateLabel': 'Actualizado',
  'ratesPanel:baseLabel': 'Moneda base',
  'ratesPanel:base': 'vs(USD)',
};

describe('rates panel model', () => {
  it('drops the CUC every time and orders by code', () => {
    expect(panelRows(rows).map((r) => r.moneda)).toEqual(['CUP', 'EUR', 'USD']);
    // A refresh is the same call through the same function: no first-load special case.
    expect(panelRows(panelRows(rows))).toEqual(panelRows(rows));
  });

  it('shows the latest publication as DD/MM/YYYY', () => {
    expect(lastUpdate(rows)).toBe('11/03/2026');
    expect(lastUpdate([row('USD', '1.00000', '1.00000', '2512312359')])).toBe('31/12/2025');
    expect(lastUpdate([])).toBe('');
  });

  it('exports the rows as the panel shows them: title, header block, 5-decimal rates, ; CSV', () => {
    const table = ratesExportTable(panelRows(rows), (key) => catalogue[key] ?? key);
    expect(exportFileName(table.title, 'pdf')).toBe('BEL-LISTADO_DE_TASAS.pdf');
    expect(table.headerBlock).toEqual([
      { label: 'Actualizado', value: '11/03/2026' },
      { label: 'Moneda base', value: 'vs(USD)' },
    ]);
    expect(buildCsv(table)).toBe('\uFEFFMoneda;Compra;Venta\r\nCUP;120.00000;120.00000\r\nEUR;0.91770;0.92230\r\nUSD;1.00000;1.00000\r\n');
    expect(table.rows[0]?.map((c) => c.text)).toEqual(['CUP', '120.00000', '120.00000']);
  });

  it('has a flag for every quoted currency', () => {
    expect([...FLAG_CODES].sort()).toEqual([...RATE_CURRENCIES]);
  });
});
