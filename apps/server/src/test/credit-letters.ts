import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { client } from './client.js';
import type { TestApp } from './test-app.js';

/** Test support for the letter-of-credit calls. */
export const CARIBE_ACCOUNTS = { cupMain: '0300001001000101', usd: '0300001001000302', eur: '0300001001000403' } as const;
export const SOL_USD = '0300002002000202';
/** The seeded bank's year, ending on TEST_NOW (2026-03-11). */
export const YEAR = { startDate: '20250311', endDate: '20260311' };
export const EVER = { startDate: '19000101', endDate: '20260311' };

/** Every seeded amount is in a two-decimal currency: "1234.56" -> 123456n. */
export const minor = (d: string) => {
  expect(d).toMatch(/^-?\d+\.\d{2}$/);
  return BigInt(d.replace('.', ''));
};

export function letterCalls(api: ReturnType<typeof client>) {
  return <T = Record<string, unknown>>(path: string, token: string, body: unknown) => api.call<{ data: T[] }>('POST', `/credit-letter/${path}`, { token, body });
}

export async function rows<T extends Record<string, unknown>>(t: TestApp, query: ReturnType<typeof sql>) {
  return (await t.db.execute<T>(query)).rows;
}

/** Each letter as stored, with its drawings' total, straight from the database. */
export async function storedLetters(t: TestApp, clientCode: number) {
  return rows<{ reference: string; account: string; currency: string; amount: string; drawn: string; issue: string; expiry: string; cancelled: string | null; payment_form: string }>(
    t,
    sql`select l.reference, a.number as account, l.currency, l.amount_minor::text as amount,
               coalesce((select sum(d.amount_minor) from lc_drawings d where d.letter_id = l.id), 0)::text as drawn,
               to_char(l.issue_date, 'YYYYMMDD') as issue, to_char(l.expiry_date, 'YYYYMMDD') as expiry,
               to_char(l.cancelled_on, 'YYYYMMDD') as cancelled, l.payment_form
          from letters_of_credit l join ledger_accounts a on a.id = l.account_id join companies c on c.id = a.company_id
         where c.client_code = ${clientCode} order by l.reference`,
  );
}
