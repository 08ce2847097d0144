import { ConverterError, type ConvertRequest } from '@bel/contract';
import type { Deps } from '../../deps.js';
import { compact, dayBounds, isoDay } from '../../bank/calendar.js';
import { Failure } from '../../http/failure.js';
import { convert } from '../../bank/conversion.js';
import { currencyList, publishedRates, ratesInForce, ratesInForceOf } from './repo.js';

export function createRateService({ db, clock }: Deps) {
  return {
    /**
     * The publications of one currency on one day (UTC, the bank's day). A day after today is
     * refused as the form refuses it (doc 2 §5); a currency the bank does not quote has no rows.
     */
    async historical(currency: string, date: string) {
      if (date > compact(isoDay(clock.now()))) throw new Failure(400, 'forms.date.outOfRange', { field: 'date' });
      const { from, before } = dayBounds(date);
      const rows = await publishedRates(db, currency, from, before);
      return {
        data: rows.map((r) => {
          const at = r.recordedAt.toISOString();
          return {
            moneda: r.currency,
            // numeric(14, 5) always prints five decimals: the exact value, as stored.
            tasa_compra: r.buy,
            tasa_venta: r.sell,
            fecha_actualizacion: `${at.slice(2, 4)}${at.slice(5, 7)}${at.slice(8, 10)}`,
            hora_actualizacion: at.slice(11, 16),
          };
        }),
      };
    },

    async currencies() {
      return { data: await currencyList(db) };
    },

    /** The rates in force (spec §3); numeric(14, 5) prints exactly five decimals. */
    async inForce() {
      const rows = await ratesInForce(db);
      return {
        data: rows.map((r) => {
          const at = r.updatedAt.toISOString();
          return {
            moneda: r.currency,
            tasa_compra: r.buy,
            tasa_venta: r.sell,
            // YYMMDDHHmm, UTC (the bank's time, ADR 0008).
            fecha_actualizacion: `${at.slice(2, 4)}${at.slice(5, 7)}${at.slice(8, 10)}${at.slice(11, 13)}${at.slice(14, 16)}`,
          };
        }),
      };
    },

    /** The converter (ADR 0016): exact, through the dollar, at the rates in force now. */
    async convert({ purchaseCurrency, salesCurrency, amount }: ConvertRequest) {
      const quotes = await ratesInForceOf(db, [purchaseCurrency, salesCurrency]);
      const from = quotes.find((q) => q.code === purchaseCurrency);
      const to = quotes.find((q) => q.code === salesCurrency);
      // The contract only lets quoted currencies through; a table without one is the bank's gap.
      if (!from) throw new Failure(400, ConverterError.currencyInvalid, { field: 'purchaseCurrency' });
      if (!to) throw new Failure(400, ConverterError.currencyInvalid, { field: 'salesCurrency' });
      return { data: convert(amount, from, to) };
    },
  };
}
