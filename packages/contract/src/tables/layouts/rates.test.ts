import { describe, expect, it } from 'vitest';
import type { RateRow } from '../../rates.js';
import { lastUpdate, panelRows } from './rates.js';

const row = (moneda: string, buy: string, sell: string, at = '2603110830'): RateRow => ({ moneda, tasa_compra: buy, tasa_venta: sell, fecha_actualizacion: at });
const rows = [row('USD', '1.00000', '1.00000'), row('CUC', '1.00000', '1.00000'), row('EUR', '0.91770', '0.92230', '2603111345'), row('CUP', '120.00000', '120.00000')];
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

});
