import { z } from 'zod';

/**
 * Amounts cross the wire as exact decimal strings ("-1234.50"): the ledger keeps integer
 * minor units and nothing on the way becomes a float (ADR 0003).
 */
export const decimalAmount = z.string().regex(/^-?\d+(\.\d+)?$/, 'amount.invalid');
export type DecimalAmount = z.infer<typeof decimalAmount>;

export const currencyCode = z.string().regex(/^[A-Z]{3}$/, 'currency.invalid');

/** Digits after the point for the currencies the bank keeps. */
export function minorDigits(currency: string): number {
  return currency === 'JPY' ? 0 : 2;
}

export function minorToDecimal(minor: bigint, currency: string): string {
  const digits = minorDigits(currency);
  const negative = minor < 0n;
  const abs = (negative ? -minor : minor).toString().padStart(digits + 1, '0');
  const whole = digits === 0 ? abs : abs.slice(0, -digits);
  const frac = digits === 0 ? '' : `.${abs.slice(-digits)}`;
  return `${negative ? '-' : ''}${whole}${frac}`;
}
