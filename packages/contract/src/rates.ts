import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { requiredYmd } from './query-rules.js';
import { RATE_CURRENCIES } from './rate-currencies.js';
import { View } from './views.js';

/** A non-negative decimal with exactly 5 places, the rates' precision (spec §9): "8.33333". */
const fiveDecimals = z.string().regex(/^\d+\.\d{5}$/);

/**
 * Exchange rates are exact decimals with 5 places (spec §9): units of the currency per US
 * dollar, buy <= sell (ADR 0013).
 */
export const exchangeRate = fiveDecimals;

export { PANEL_CURRENCIES, RATE_CURRENCIES } from './rate-currencies.js';

export const rateHistoryRow = z.object({
  moneda: z.string(),
  tasa_compra: exchangeRate,
  tasa_venta: exchangeRate,
  /** YYMMDD (doc 2 §3). */
  fecha_actualizacion: z.string().regex(/^\d{6}$/),
  hora_actualizacion: z.string().regex(/^\d{2}:\d{2}$/),
});

export const currencyOption = z.object({ code: z.string(), name: z.string() });


/** A rate in force (spec §3): `fecha_actualizacion` is when it was published, YYMMDDHHmm UTC. */
export const rateRow = z.object({
  moneda: z.string(),
  tasa_compra: exchangeRate,
  tasa_venta: exchangeRate,
  fecha_actualizacion: z.string().regex(/^\d{10}$/),
});
export type RateRow = z.infer<typeof rateRow>;

/** The converter's amount: at most 12 whole digits and 5 decimals (the rates' precision). */
export const CONVERT_MAX_WHOLE_DIGITS = 12;
export const CONVERT_MAX_DECIMALS = 5;

export const ConverterError = {
  amountRequired: 'rates.converter.amountRequired',
  amountInvalid: 'rates.converter.amountInvalid',
  amountNegative: 'rates.converter.amountNegative',
  amountTooLarge: 'rates.converter.amountTooLarge',
  amountTooPrecise: 'rates.converter.amountTooPrecise',
  currencyInvalid: 'rates.converter.currencyInvalid',
} as const;

/**
 * A non-negative decimal string ("1234.5"); never a JSON number, so no float ever carries it
 * (ADR 0003). One code per way it can be wrong, checked in this order.
 */
export const converterAmount = z
  .string({ error: (issue) => (issue.input === undefined || issue.input === null ? ConverterError.amountRequired : ConverterError.amountInvalid) })
  .trim()
  .superRefine((value, ctx) => {
  const fail = (message: string) => ctx.addIssue({ code: 'custom', message });
  if (value === '') return fail(ConverterError.amountRequired);
  const match = /^(-)?(\d+)(?:\.(\d+))?$/.exec(value);
  if (!match) return fail(ConverterError.amountInvalid);
  const [, minus, whole = '', decimals = ''] = match;
  if (minus) return fail(ConverterError.amountNegative);
  if (whole.replace(/^0+(?=\d)/, '').length > CONVERT_MAX_WHOLE_DIGITS) return fail(ConverterError.amountTooLarge);
  if (decimals.length > CONVERT_MAX_DECIMALS) return fail(ConverterError.amountTooPrecise);
});

const quotedCurrency = z.enum(RATE_CURRENCIES, { error: () => ConverterError.currencyInvalid });

export const convertRequest = z.object({
  /** What the customer hands over: the bank buys it (ADR 0016). */
  purchaseCurrency: quotedCurrency,
  /** What the customer receives: the bank sells it. */
  salesCurrency: quotedCurrency,
  amount: converterAmount,
});
export type ConvertRequest = z.infer<typeof convertRequest>;

/** The converted amount, exact to 5 decimals, rounded half up ("8.33333"). */
export const convertedAmount = fiveDecimals;

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
  // The rates panel belongs to the shell, not to a view: every signed-in user has it.
  /** The rates in force, one row per quoted currency (spec §3), by currency code. */
  list: endpoint({ method: 'GET', path: '/rates', access: 'session', data: z.array(rateRow) }),
  /** The converter: `amount` of `purchaseCurrency` in `salesCurrency`, computed by the gateway. */
  convert: endpoint({ method: 'POST', path: '/rates', access: 'session', body: convertRequest, data: convertedAmount }),
};
