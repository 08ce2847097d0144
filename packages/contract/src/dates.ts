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

export function fromYmd(value: string): Date {
  return new Date(Date.UTC(Number(value.slice(0, 4)), Number(value.slice(4, 6)) - 1, Number(value.slice(6, 8))));
}
