import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { currencies, exchangeRateHistory, exchangeRates } from '../../db/schema.js';

/** The rates of one currency published in [from, before), oldest first. */
export async function publishedRates(tx: Tx, currency: string, from: Date, before: Date) {
  return tx
    .select({ currency: exchangeRateHistory.currency, buy: exchangeRateHistory.buy, sell: exchangeRateHistory.sell, recordedAt: exchangeRateHistory.recordedAt })
    .from(exchangeRateHistory)
    .where(and(eq(exchangeRateHistory.currency, currency), gte(exchangeRateHistory.recordedAt, from), lt(exchangeRateHistory.recordedAt, before)))
    .orderBy(asc(exchangeRateHistory.recordedAt));
}

export async function currencyList(tx: Tx) {
  return tx.select({ code: currencies.code, name: currencies.name }).from(currencies).orderBy(asc(currencies.code));
}

/** The rates in force, by currency code. */
export async function ratesInForce(tx: Tx) {
  return tx
    .select({ currency: exchangeRates.currency, buy: exchangeRates.buy, sell: exchangeRates.sell, updatedAt: exchangeRates.updatedAt })
    .from(exchangeRates)
    .orderBy(asc(exchangeRates.currency));
}

/** The rates in force of the given currencies. */
export async function ratesInForceOf(tx: Tx, codes: string[]) {
  return tx
    .select({ code: exchangeRates.currency, buy: exchangeRates.buy, sell: exchangeRates.sell })
    .from(exchangeRates)
    .where(inArray(exchangeRates.currency, codes));
}
