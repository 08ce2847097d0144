import { dateRangeFields, dateRangeIssue, isValidYmd, singleAccount } from '@bel/contract';
import { z } from 'zod';
import type { QueryField } from './types';

/** Whether a text field must be filled: its schema refuses an empty value. */
export function isRequiredText(schema: z.ZodType): boolean {
  return !schema.safeParse('').success;
}

/** Optional contract fields may answer null or undefined for ''; the form keeps strings. */
const asText = (schema: z.ZodType) => schema.transform((value) => (typeof value === 'string' ? value : ''));

/**
 * The zod schema of a query form, from the contract's own pieces: the same `dateRangeFields`
 * and `dateRangeIssue` the gateway applies, so a form never accepts what the gateway refuses.
 * `today` is the bank's system date (the session's fecha_sistema.today).
 */
export function buildQuerySchema(fields: readonly QueryField[], today: string) {
  const shape: Record<string, z.ZodType> = {};
  let rangeRule: Extract<QueryField, { kind: 'dateRange' }>['rule'] | null = null;
  let plainDate = false;
  for (const field of fields) {
    switch (field.kind) {
      case 'account':
        shape.cuenta = singleAccount;
        break;
      case 'accounts':
        shape.cuentas = z.array(z.string());
        break;
      case 'dateRange':
        Object.assign(shape, dateRangeFields);
        rangeRule = field.rule;
        break;
      case 'reference':
        shape.reference = asText(field.schema);
        break;
      case 'text':
      case 'options':
        shape[field.name] = asText(field.schema);
        break;
      case 'currency':
        shape.currency = field.schema;
        break;
      case 'date':
        shape.date = field.schema;
        plainDate = true;
        break;
    }
  }
  return z.object(shape).superRefine((values, ctx) => {
    const { startDate, endDate, date } = values as { startDate?: unknown; endDate?: unknown; date?: unknown };
    if (rangeRule && typeof startDate === 'string' && typeof endDate === 'string' && isValidYmd(startDate) && isValidYmd(endDate)) {
      const issue = dateRangeIssue(startDate, endDate, today, rangeRule);
      if (issue) ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.code });
    }
    // A plain date is at most today (doc 2 §5).
    if (plainDate && typeof date === 'string' && isValidYmd(date) && date > today) ctx.addIssue({ code: 'custom', path: ['date'], message: 'forms.date.outOfRange' });
  });
}
