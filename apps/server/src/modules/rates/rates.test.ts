import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { RATE_CURRENCIES } from '@bel/contract';
import { signedInApp } from '../../test/signed-in-app.js';
import { NEGOTIATOR } from '../../test/client.js';

const s = signedInApp(NEGOTIATOR);

interface RateRow {
  moneda: string;
  tasa_compra: string;
  tasa_venta: string;
  fecha_actualizacion: string;
  hora_actualizacion: string;
}
const history = (body: unknown) => s.api.call<{ data: RateRow[] }>('POST', '/rates/historical', { token: s.token, body });
/** "0.91309" -> 91309n: compares rates exactly. */
const units = (rate: string) => BigInt(rate.replace('.', ''));

describe('rates/historical', () => {
  it("answers the day's publications of the currency, as stored, to exactly 5 decimals", async () => {
    const res = await history({ currency: 'EUR', date: '20260310' });
    expect(res.status).toBe(200);
    const stored = await s.t.db.execute<{ buy: string; sell: string; hhmm: string }>(sql`
      select buy::text, sell::text, to_char(recorded_at at time zone 'UTC', 'HH24:MI') as hhmm from exchange_rate_history
       where currency = 'EUR' and recorded_at >= '2026-03-10T00:00:00Z' and recorded_at < '2026-03-11T00:00:00Z' order by recorded_at`);
    expect(stored.rows.length).toBeGreaterThanOrEqual(1);
    expect(res.body.data).toEqual(stored.rows.map((r) => ({ moneda: 'EUR', tasa_compra: r.buy, tasa_venta: r.sell, fecha_actualizacion: '260310', hora_actualizacion: r.hhmm })));
  });

  it('keeps every rate at 5 decimals with buy <= sell, and the dollar and the CUC at parity', async () => {
    for (const currency of RATE_CURRENCIES) {
      for (const date of ['20250311', '20251015', '20260311']) {
        const rows = (await history({ currency, date })).body.data;
        expect(rows.length, `${currency} ${date}`).toBeGreaterThanOrEqual(1);
        for (const r of rows) {
          expect(r.tasa_compra).toMatch(/^\d+\.\d{5}$/);
          expect(r.tasa_venta).toMatch(/^\d+\.\d{5}$/);
          expect(units(r.tasa_compra) <= units(r.tasa_venta)).toBe(true);
          expect(units(r.tasa_compra) > 0n).toBe(true);
          expect(r.fecha_actualizacion).toBe(date.slice(2));
          expect(r.hora_actualizacion).toMatch(/^\d{2}:\d{2}$/);
          if (currency === 'USD' || currency === 'CUC') expect([r.tasa_compra, r.tasa_venta]).toEqual(['1.00000', '1.00000']);
        }
      }
    }
  });

  it("answers today only with what is already published, and days without publications with nothing", async () => {
    const today = (await history({ currency: 'GBP', date: '20260311' })).body.data;
    expect(today.every((r) => r.hora_actualizacion <= '14:00')).toBe(true);
    // 2026-03-08 is a Sunday; XYZ is not a currency the bank quotes.
    expect(await history({ currency: 'GBP', date: '20260308' })).toEqual({ status: 200, body: { data: [] } });
    expect(await history({ currency: 'XYZ', date: '20260310' })).toEqual({ status: 200, body: { data: [] } });
  });

  it('refuses bad input with the spec codes and the field', async () => {
    const cases = [
      [{ date: '20260310' }, 'querie.ccy.currencyRequired', 'currency'],
      [{ currency: '', date: '20260310' }, 'querie.ccy.currencyRequired', 'currency'],
      [{ currency: 'eur', date: '20260310' }, 'querie.ccy.currencyRequired', 'currency'],
      [{ currency: 'EUR' }, 'forms.date.invalid', 'date'],
      [{ currency: 'EUR', date: '20260230' }, 'forms.date.invalid', 'date'],
      [{ currency: 'EUR', date: '2026-03-10' }, 'forms.date.invalid', 'date'],
      [{ currency: 'EUR', date: '18991231' }, 'forms.date.outOfRange', 'date'],
      [{ currency: 'EUR', date: '20260312' }, 'forms.date.outOfRange', 'date'],
    ] as const;
    for (const [body, message, field] of cases) {
      expect((await history(body)).body, JSON.stringify(body)).toEqual({ statusCode: 400, message, field });
    }
  });
});

describe('configuration/currency', () => {
  it('lists the 17 quoted currencies with their Spanish names', async () => {
    const res = await s.api.call<{ data: { code: string; name: string }[] }>('GET', '/configuration/currency', { token: s.token });
    expect(res.body.data.map((c) => c.code)).toEqual([...RATE_CURRENCIES]);
    expect(res.body.data).toContainEqual({ code: 'CUC', name: 'Peso cubano convertible' });
    expect(res.body.data).toContainEqual({ code: 'USD', name: 'Dólar estadounidense' });
  });

  it('needs a session', async () => {
    expect((await s.api.call('GET', '/configuration/currency')).status).toBe(401);
    expect((await s.api.call('POST', '/rates/historical', { body: { currency: 'EUR', date: '20260310' } })).status).toBe(401);
  });
});
