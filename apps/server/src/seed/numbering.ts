/** How the demo bank numbers accounts: always 16 digits (spec doc 2 §9). */
const BRANCH = '0300';
export const CURRENCY_DIGITS: Record<string, string> = { CUP: '01', USD: '02', EUR: '03', CUC: '04' };

/** A customer account: branch, client code, serial, currency. */
export function accountNumber(clientCode: number, serial: number, currency: string): string {
  return `${BRANCH}${String(clientCode).padStart(6, '0')}${String(serial).padStart(4, '0')}${CURRENCY_DIGITS[currency]}`;
}

/** One of the bank's own accounts: 9999, the series (1 clearing, 2 capital, 3.. lending), currency. */
export function internalAccountNumber(series: number, currency: string): string {
  return `9999${String(series).padStart(10, '0')}${CURRENCY_DIGITS[currency]}`;
}
