// The currencies the gateway quotes, apart from their schemas (rates.ts), so that the rates
// panel, in every signed-in page, loads no zod (ADR 0065).

export const RATE_CURRENCIES = ['AUD', 'CAD', 'CHF', 'CUC', 'CUP', 'DKK', 'EUR', 'GBP', 'HKD', 'JPY', 'MXN', 'NOK', 'PAB', 'RUB', 'SEK', 'SGD', 'USD'] as const;

/**
 * The CUC stopped circulating with the 2021 monetary unification. The gateway still quotes it
 * (old balances, account changes, rate history), but the rates panel never shows it, on the
 * first load or on a refresh alike (ADR 0016).
 */
export const PANEL_CURRENCIES = RATE_CURRENCIES.filter((code) => code !== 'CUC');
