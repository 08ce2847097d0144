import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { requiredYmd } from './query-rules.js';
import { View } from './views.js';

/**
 * Exchange rates are exact decimals with 5 places (spec §9): units of the currency per US
 * dollar, buy <= sell (ADR 0013).
 */
export const exchangeRate = z.string().regex(/^\d+\.\d{5}$/);

export const RATE_CURRENCIES = ['AUD', 'CAD', 'CHF', 'CUC', 'CUP', 'DKK', 'EUR', 'GBP', 'HKD', 'JPY', 'MXN', 'NOK', 'PAB', 'RUB', 'SEK', 'SGD', 'USD'] as const;

export const rateHistoryRow = z.object({
  moneda: z.string(),
  tasa_compra: exchangeRate,
  tasa_venta: exchangeRate,
  /** YYMMDD (doc 2 §3). */
  fecha_actualizacion: z.string().regex(/^\d{6}$/),
  hora_actualizacion: z.string().regex(/^\d{2}:\d{2}$/),
});

export const currencyOption = z.object({ code: z.string(), name: z.string() });

export const rateEndpoints = {
  historical: endpoint({
    method: 'POST',
    path: '/rates/historical',
    access: 'session',
    views: [View.rateHistory],
    body: z.object({
      currency: z.string({ error: () => 'querie.ccy.currencyRequired' }).regex(/^[A-Z]{3}$/, 'querie.ccy.currencyRequired'),
      date: requiredYmd('forms.date.invalid'),
    }),
    data: z.array(rateHistoryRow),
  }),
  currencies: endpoint({ method: 'GET', path: '/configuration/currency', access: 'session', views: [View.rateHistory], data: z.array(currencyOption) }),
};
