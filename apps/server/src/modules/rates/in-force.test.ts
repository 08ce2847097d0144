import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { RATE_CURRENCIES } from '@bel/contract';
import { signedInApp } from '../../test/signed-in-app.js';
import { ADMIN, NEGOTIATOR, OTHER_COMPANY, client } from '../../test/client.js';

const s = signedInApp(NEGOTIATOR);

interface RateRow {
  moneda: string;
  tasa_compra: string;
  tasa_venta: string;
  fecha_actualizacion: string;
}
const list = (as = s.token) => s.api.call<{ data: RateRow[] }>('GET', '/rates', { token: as });
const convert = (body: unknown, as = s.token) => s.api.call<{ data: string }>('POST', '/rates', { token: as, body });
const snapshot = async () => (await s.t.db.execute(sql`select currency, buy::text, sell::text, updated_at from exchange_rates order by currency`)).rows;

describe('GET rates', () => {
  it('answers the rates in force of the 17 quoted currencies, exactly as stored, CUC included', async () => {
    const res = await list();
    expect(res.status).toBe(200);
    const stored = await s.t.db.execute<{ currency: string; buy: string; sell: string; at: string }>(
      sql`select currency, buy::text, sell::text, to_char(updated_at at time zone 'UTC', 'YYMMDDHH24MI') as at from exchange_rates order by currency`,
    );
    expect(res.body.data.map((r) => r.moneda)).toEqual([...RATE_CURRENCIES]);
    expect(res.body.data).toEqual(stored.rows.map((r) => ({ moneda: r.currency, tasa_compra: r.buy, tasa_venta: r.sell, fecha_actualizacion: r.at })));
    for (const r of res.body.data) {
      expect(r.tasa_compra).toMatch(/^\d+\.\d{5}$/);
      expect(r.fecha_actualizacion).toMatch(/^\d{10}$/);
    }
    expect(res.body.data.find((r) => r.moneda === 'CUP')).toMatchObject({ tasa_compra: '120.00000', tasa_venta: '120.00000' });
  });

  it('is the latest publication: the seed published at most at the test clock (2026-03-11 14:00 UTC)', async () => {
    const rows = (await list()).body.data;
    expect(new Set(rows.map((r) => r.fecha_actualizacion)).size).toBe(1);
    expect(rows[0]!.fecha_actualizacion.slice(0, 6)).toBe('260311');
    expect(rows[0]!.fecha_actualizacion.slice(6) <= '1400').toBe(true);
  });

  it('belongs to the shell: any signed-in user has it, whatever their views; no session, no rates', async () => {
    const other = client(s.t.app);
    expect((await list(await other.signIn(ADMIN))).status).toBe(200);
    expect((await list(await other.signIn(OTHER_COMPANY))).status).toBe(200);
    expect((await s.api.call('GET', '/rates')).status).toBe(401);
    expect((await s.api.call('POST', '/rates', { body: { purchaseCurrency: 'CUP', salesCurrency: 'USD', amount: '1' } })).status).toBe(401);
  });
});

describe('POST rates (the converter)', () => {
  it('converts through the dollar: amount x buy(to) / sell(from), rounded half up to 5 decimals, for every pair', async () => {
    // PostgreSQL's numeric is the independent oracle: exact, and round() goes half away from
    // zero. Every pair with one amount, a few pairs with every amount (the gateway allows 600
    // calls a minute from one address).
    const expected = await s.t.db.execute<{ f: string; t: string; amount: string; result: string }>(sql`
      select f.currency as f, t.currency as t, a.amount::text as amount,
             case when f.currency = t.currency then round(a.amount, 5) else round(a.amount * t.buy / f.sell, 5) end::text as result
        from exchange_rates f cross join exchange_rates t
        cross join (values (0::numeric), (1), (1000), (1234.56789), (999999999999.99999)) as a(amount)
       where a.amount = 1234.56789 or (f.currency, t.currency) in (('CUP', 'USD'), ('EUR', 'GBP'), ('JPY', 'RUB'), ('MXN', 'MXN'), ('SEK', 'CUP'))
       order by f.currency, t.currency, a.amount`);
    expect(expected.rows).toHaveLength(17 * 17 + 5 * 4);
    for (const row of expected.rows) {
      const res = await convert({ purchaseCurrency: row.f, salesCurrency: row.t, amount: row.amount });
      expect(res, `${row.amount} ${row.f} -> ${row.t}`).toEqual({ status: 200, body: { data: row.result } });
    }
  });

  it("answers the converter's defaults: 1000 CUP is 8.33333 USD at 120", async () => {
    expect((await convert({ purchaseCurrency: 'CUP', salesCurrency: 'USD', amount: '1000' })).body).toEqual({ data: '8.33333' });
    expect((await convert({ purchaseCurrency: 'USD', salesCurrency: 'CUP', amount: ' 0.5 ' })).body).toEqual({ data: '60.00000' });
  });

  it('refuses bad input with a code naming the field, and changes nothing', async () => {
    const before = await snapshot();
    const ok = { purchaseCurrency: 'CUP', salesCurrency: 'USD', amount: '10' };
    const cases = [
      [{ ...ok, amount: undefined }, 'rates.converter.amountRequired', 'amount'],
      [{ ...ok, amount: '' }, 'rates.converter.amountRequired', 'amount'],
      [{ ...ok, amount: '   ' }, 'rates.converter.amountRequired', 'amount'],
      [{ ...ok, amount: 10 }, 'rates.converter.amountInvalid', 'amount'],
      [{ ...ok, amount: 'ten' }, 'rates.converter.amountInvalid', 'amount'],
      [{ ...ok, amount: '1e5' }, 'rates.converter.amountInvalid', 'amount'],
      [{ ...ok, amount: '1,000.00' }, 'rates.converter.amountInvalid', 'amount'],
      [{ ...ok, amount: '.5' }, 'rates.converter.amountInvalid', 'amount'],
      [{ ...ok, amount: '-1' }, 'rates.converter.amountNegative', 'amount'],
      [{ ...ok, amount: '-0.00001' }, 'rates.converter.amountNegative', 'amount'],
      [{ ...ok, amount: '1000000000000' }, 'rates.converter.amountTooLarge', 'amount'],
      [{ ...ok, amount: '0.000001' }, 'rates.converter.amountTooPrecise', 'amount'],
      [{ ...ok, purchaseCurrency: undefined }, 'rates.converter.currencyInvalid', 'purchaseCurrency'],
      [{ ...ok, purchaseCurrency: 'XYZ' }, 'rates.converter.currencyInvalid', 'purchaseCurrency'],
      [{ ...ok, salesCurrency: 'usd' }, 'rates.converter.currencyInvalid', 'salesCurrency'],
    ] as const;
    for (const [body, message, field] of cases) {
      expect(await convert(body), JSON.stringify(body)).toEqual({ status: 400, body: { statusCode: 400, message, field } });
    }
    // Leading zeros are not digits of size.
    expect((await convert({ ...ok, amount: '000999999999999.5' })).status).toBe(200);
    expect(await snapshot()).toEqual(before);
  });
});
