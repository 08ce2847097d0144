import { and, asc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { journalEntries, ledgerAccounts, postings } from '../db/schema.js';
import { preparedQuery } from '../db/prepared.js';

/** One posting on an account, with its entry's dates and texts. */
export interface AccountPosting {
  entryId: number;
  bookingDate: string;
  valueDate: string;
  reference: string;
  narrative: string;
  /** Signed minor units: positive credits the account. */
  amountMinor: bigint;
}

/**
 * The balance of each `ledger_accounts` row the query selects at the start of `day` (a date
 * SQL; 'infinity' for every posting): the latest month closing before the day plus what was
 * booked since (ADR 0043), never a sum from the account's first day. Postings into a closed month
 * are refused, so the closing and the postings since add up to the full sum.
 */
export function balanceBeforeSql(day: SQL): SQL<string> {
  // Spelled out: drizzle may render a column unqualified inside a template, and in the postings
  // subquery a bare "id" would be the posting's.
  const account = sql.raw('"ledger_accounts"."id"');
  const latest = (column: SQL) => sql`(select ${column} from ledger_month_closings c
      where c.account_id = ${account} and c.month < date_trunc('month', ${day})::date
      order by c.month desc limit 1)`;
  return sql<string>`(coalesce(${latest(sql`c.closing_minor`)}, 0) + coalesce((select sum(p.amount_minor) from postings p
      where p.account_id = ${account} and p.booking_date < ${day}
        and p.booking_date >= coalesce(${latest(sql`(c.month + interval '1 month')::date`)}, '-infinity'::date)), 0))::text`;
}

const balanceBeforeQuery = preparedQuery((tx) =>
  tx
    .select({ total: balanceBeforeSql(sql`${sql.placeholder('day')}::date`) })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, sql.placeholder('account')))
    .prepare('bel_balance_before'),
);

/** The account's balance at the start of `day`: every posting booked before it. */
export async function balanceBefore(tx: Tx, accountId: number, day: string): Promise<bigint> {
  const [row] = await balanceBeforeQuery(tx).execute({ account: accountId, day });
  return BigInt(row?.total ?? '0');
}

const postingsBetweenQuery = preparedQuery((tx) => {
  // Each posting's entry by its key, one probe per row: the LIMIT keeps PostgreSQL from turning
  // the lateral into a plain join, which on a dense range of a large ledger it hashed over a scan
  // of every entry (1.1 s for 8,500 rows of a million-posting account; bench:ledger, ADR 0043).
  const entry = tx
    .select({ valueDate: journalEntries.valueDate, reference: journalEntries.reference, narrative: journalEntries.narrative })
    .from(journalEntries)
    .where(eq(journalEntries.id, sql`${postings.entryId}`))
    .limit(1)
    .as('entry');
  return tx
    .select({
      entryId: postings.entryId,
      bookingDate: postings.bookingDate,
      valueDate: entry.valueDate,
      reference: entry.reference,
      narrative: entry.narrative,
      amountMinor: postings.amountMinor,
    })
    .from(postings)
    .innerJoinLateral(entry, sql`true`)
    .where(and(eq(postings.accountId, sql.placeholder('account')), gte(postings.bookingDate, sql.placeholder('from')), lte(postings.bookingDate, sql.placeholder('to'))))
    .orderBy(asc(postings.bookingDate), asc(postings.entryId), asc(postings.id))
    .prepare('bel_postings_between');
});

/** Postings booked from `from` to `to` (both included), in booking order. */
export async function postingsBetween(tx: Tx, accountId: number, from: string, to: string): Promise<AccountPosting[]> {
  return postingsBetweenQuery(tx).execute({ account: accountId, from, to });
}

export interface DayTotal {
  day: string;
  totalMinor: bigint;
  count: number;
}

/** Per booking day of the account from `from` to `to` (both included): the day's net amount and number of postings. */
export async function dailyTotals(tx: Tx, accountId: number, from: string, to: string): Promise<DayTotal[]> {
  const rows = await tx
    .select({ day: postings.bookingDate, total: sql<string>`sum(${postings.amountMinor})::text`, count: sql<number>`count(*)::int` })
    .from(postings)
    .where(and(eq(postings.accountId, accountId), gte(postings.bookingDate, from), lte(postings.bookingDate, to)))
    .groupBy(postings.bookingDate)
    .orderBy(asc(postings.bookingDate));
  return rows.map((r) => ({ day: r.day, totalMinor: BigInt(r.total), count: r.count }));
}
