import { and, asc, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { journalEntries, postings } from '../db/schema.js';
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

const balanceBeforeQuery = preparedQuery((tx) =>
  tx
    .select({ total: sql<string>`coalesce(sum(${postings.amountMinor}), 0)::text` })
    .from(postings)
    .innerJoin(journalEntries, eq(journalEntries.id, postings.entryId))
    .where(and(eq(postings.accountId, sql.placeholder('account')), lt(journalEntries.bookingDate, sql.placeholder('day'))))
    .prepare('bel_balance_before'),
);

/** The account's balance at the start of `day`: every posting booked before it. */
export async function balanceBefore(tx: Tx, accountId: number, day: string): Promise<bigint> {
  const [row] = await balanceBeforeQuery(tx).execute({ account: accountId, day });
  return BigInt(row?.total ?? '0');
}

const postingsBetweenQuery = preparedQuery((tx) =>
  tx
    .select({
      entryId: journalEntries.id,
      bookingDate: journalEntries.bookingDate,
      valueDate: journalEntries.valueDate,
      reference: journalEntries.reference,
      narrative: journalEntries.narrative,
      amountMinor: postings.amountMinor,
    })
    .from(postings)
    .innerJoin(journalEntries, eq(journalEntries.id, postings.entryId))
    .where(and(eq(postings.accountId, sql.placeholder('account')), gte(journalEntries.bookingDate, sql.placeholder('from')), lte(journalEntries.bookingDate, sql.placeholder('to'))))
    .orderBy(asc(journalEntries.bookingDate), asc(journalEntries.id), asc(postings.id))
    .prepare('bel_postings_between'),
);

/** Postings booked from `from` to `to` (both included), in booking order. */
export async function postingsBetween(tx: Tx, accountId: number, from: string, to: string): Promise<AccountPosting[]> {
  return postingsBetweenQuery(tx).execute({ account: accountId, from, to });
}

export interface DayTotal {
  accountId: number;
  day: string;
  totalMinor: bigint;
  count: number;
}

/** Per account and booking day up to `to`: the day's net amount and number of postings. */
export async function dailyTotals(tx: Tx, accountIds: readonly number[], to: string): Promise<DayTotal[]> {
  if (accountIds.length === 0) return [];
  const rows = await tx
    .select({
      accountId: postings.accountId,
      day: journalEntries.bookingDate,
      total: sql<string>`sum(${postings.amountMinor})::text`,
      count: sql<number>`count(*)::int`,
    })
    .from(postings)
    .innerJoin(journalEntries, eq(journalEntries.id, postings.entryId))
    .where(and(inArray(postings.accountId, [...accountIds]), lte(journalEntries.bookingDate, to)))
    .groupBy(postings.accountId, journalEntries.bookingDate)
    .orderBy(asc(postings.accountId), asc(journalEntries.bookingDate));
  return rows.map((r) => ({ accountId: r.accountId, day: r.day, totalMinor: BigInt(r.total), count: r.count }));
}
