import { and, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { holds, journalEntries, ledgerAccounts, postings } from '../db/schema.js';
import { publishChange } from '../core/changes/change-feed.js';
import { balanceBeforeSql } from './ledger-history.js';

export interface Leg {
  accountId: number;
  currency: string;
  /** Signed minor units: positive credits the account. */
  amountMinor: bigint;
}

export interface EntryInput {
  bookingDate: string;
  valueDate: string;
  reference: string;
  narrative: string;
  legs: Leg[];
}

export class UnbalancedEntryError extends Error {}

/** Checks in code what the database's deferred trigger checks at commit. */
export function assertBalanced(legs: readonly Leg[]): void {
  if (legs.length < 2) throw new UnbalancedEntryError('an entry needs at least two legs');
  const totals = new Map<string, bigint>();
  for (const leg of legs) totals.set(leg.currency, (totals.get(leg.currency) ?? 0n) + leg.amountMinor);
  for (const [currency, total] of totals) {
    if (total !== 0n) throw new UnbalancedEntryError(`entry unbalanced in ${currency} by ${total}`);
  }
}

/**
 * Posts many entries at once (the seeder); one round trip per table per chunk. All or nothing,
 * even on a handle outside a transaction: an entry refused (a closed month, ADR 0043) or
 * unbalanced leaves no half of itself behind.
 */
export async function postEntries(db: Tx, entries: readonly EntryInput[]): Promise<void> {
  entries.forEach((e) => assertBalanced(e.legs));
  await db.transaction((tx) => insertEntries(tx, entries));
}

async function insertEntries(tx: Tx, entries: readonly EntryInput[]): Promise<void> {
  const CHUNK = 500;
  for (let i = 0; i < entries.length; i += CHUNK) {
    const chunk = entries.slice(i, i + CHUNK);
    const ids = await tx
      .insert(journalEntries)
      .values(chunk.map(({ bookingDate, valueDate, reference, narrative }) => ({ bookingDate, valueDate, reference, narrative })))
      .returning({ id: journalEntries.id });
    await tx.insert(postings).values(
      chunk.flatMap((entry, j) =>
        entry.legs.map((leg) => ({ entryId: ids[j]!.id, bookingDate: entry.bookingDate, accountId: leg.accountId, amountMinor: leg.amountMinor })),
      ),
    );
  }
  // Answers kept from these accounts' postings (movements) are dropped on every instance (ADR 0045).
  await publishChange(tx, entries.flatMap((e) => e.legs.map((leg) => `account:${leg.accountId}` as const)));
}

export async function postEntry(tx: Tx, entry: EntryInput): Promise<void> {
  await postEntries(tx, [entry]);
}

export interface Balance {
  /** Sum of every posting: the accounting (current) balance. */
  current: bigint;
  /** Current minus the money on hold. */
  available: bigint;
}

export async function balances(tx: Tx, accountIds: readonly number[]): Promise<Map<number, Balance>> {
  const result = new Map<number, Balance>(accountIds.map((id) => [id, { current: 0n, available: 0n }]));
  if (accountIds.length === 0) return result;
  const ids = [...accountIds];
  const sums = await tx
    .select({ accountId: ledgerAccounts.id, total: balanceBeforeSql(sql`'infinity'::date`) })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, ids));
  const held = await tx
    .select({ accountId: holds.accountId, total: sql<string>`sum(${holds.amountMinor})` })
    .from(holds)
    .where(and(inArray(holds.accountId, ids), isNull(holds.releasedAt)))
    .groupBy(holds.accountId);
  const heldBy = new Map(held.map((h) => [h.accountId, BigInt(h.total)]));
  for (const s of sums) {
    const current = BigInt(s.total);
    result.set(s.accountId, { current, available: current - (heldBy.get(s.accountId) ?? 0n) });
  }
  for (const [id, h] of heldBy) {
    if (!sums.some((s) => s.accountId === id)) result.set(id, { current: 0n, available: -h });
  }
  return result;
}
