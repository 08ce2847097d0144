import { z } from 'zod';

/** Dates cross the wire as YYYYMMDD (spec §7, §9). */
export const YMD_PATTERN = /^\d{8}$/;
export const MIN_DATE = '19000101';

export function isValidYmd(value: string): boolean {
  if (!YMD_PATTERN.test(value)) return false;
  const y = Number(value.slice(0, 4));
  const m = Number(value.slice(4, 6));
  const d = Number(value.slice(6, 8));
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

export const ymd = z.string().refine(isValidYmd, 'forms.date.invalid');

export function toYmd(date: Date): string {
  return date.toISOString().slice(0, 10).replaceAll('-', '');
}

/** Traces take their dates as YYYY-MM-DD (spec §9): the same day as YYYYMMDD, or null when not that shape. */
export function isoToYmd(value: string): string | null {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value.replaceAll('-', '') : null;
}

export function ymdToIso(value: string): string {
  return `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6, 8)}`;
}
