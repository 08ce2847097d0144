import { z } from 'zod';
import { isoToYmd, isValidYmd, MIN_DATE, toYmd } from './dates.js';
import { fromYmd } from './days.js';

/** A required date with the spec's codes (§5): required, invalid, out of range; `asYmd` reads its wire shape. */
function requiredDay(requiredCode: string, asYmd: (value: string) => string | null) {
  return z
    .string({ error: () => requiredCode })
    .min(1, requiredCode)
    .refine((v) => isValidYmd(asYmd(v) ?? ''), 'forms.date.invalid')
    .refine((v) => (asYmd(v) ?? MIN_DATE) >= MIN_DATE, 'forms.date.outOfRange');
}

/** A required YYYYMMDD date (spec §7, §9). */
export function requiredYmd(requiredCode: string) {
  return requiredDay(requiredCode, (v) => v);
}

/** A required YYYY-MM-DD date (the traces call, spec §9). */
export function requiredIsoDate(requiredCode: string) {
  return requiredDay(requiredCode, isoToYmd);
}

export const dateRangeFields = {
  startDate: requiredYmd('management.traces.dateFromRequired'),
  endDate: requiredYmd('management.traces.dateToRequired'),
};

/**
 * How far a view's dates may reach (spec §5, §9): by default nothing after today; LC current
 * category lets the end reach today + 30 days; movements cap the span at 30 days.
 */
export interface DateRule {
  maxEndDaysAfterToday?: number;
  maxSpanDays?: number;
}
export const DateRules = {
  standard: {},
  movements: { maxSpanDays: 30 },
  lcCurrentCategory: { maxEndDaysAfterToday: 30 },
} as const satisfies Record<string, DateRule>;

export function addDaysYmd(ymd: string, days: number): string {
  const d = fromYmd(ymd);
  d.setUTCDate(d.getUTCDate() + days);
  return toYmd(d);
}

/** The latest end date a range may have, given its start (for date pickers and checks). */
export function maxEndDate(start: string | undefined, today: string, rule: DateRule): string {
  const cap = addDaysYmd(today, rule.maxEndDaysAfterToday ?? 0);
  if (!rule.maxSpanDays || !start || !isValidYmd(start)) return cap;
  const spanEnd = addDaysYmd(start, rule.maxSpanDays);
  return spanEnd < cap ? spanEnd : cap;
}

export interface FieldIssue {
  field: 'startDate' | 'endDate';
  code: string;
}

/**
 * The checks that depend on "today" (the bank's system date). Both the form (with
 * fecha_sistema.today) and the gateway (with its clock) run this same function.
 */
export function dateRangeIssue(start: string, end: string, today: string, rule: DateRule): FieldIssue | null {
  const cap = addDaysYmd(today, rule.maxEndDaysAfterToday ?? 0);
  if (start > cap || start > end) return { field: 'startDate', code: 'forms.date.outOfRange' };
  if (end > maxEndDate(start, today, rule)) return { field: 'endDate', code: 'forms.date.outOfRange' };
  return null;
}

/** Reference formats of spec §9, each with its codes. */
export function reference(pattern: RegExp, requiredCode: string, formatCode: string) {
  return z
    .string({ error: () => requiredCode })
    .trim()
    .min(1, requiredCode)
    .regex(pattern, formatCode);
}
