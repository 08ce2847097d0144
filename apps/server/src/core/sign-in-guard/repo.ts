import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';

// The SQL of the sign-in guard (ADR 0004, ADR 0026). Each statement is one atomic step on one
// row; `pending` counts attempts claimed and not yet judged, forgotten once `pending_at` is
// older than `stale` (a gateway that died between claim and judgement).

export interface Limits {
  now: Date;
  /** Claims made before this no longer count. */
  stale: Date;
  max: number;
}

const first = async <T extends Record<string, unknown>>(tx: Tx, query: ReturnType<typeof sql>): Promise<T | undefined> =>
  (await tx.execute<T>(query)).rows[0] as T | undefined;

/**
 * Claims one attempt on an e-mail's count: refused (undefined) while the lock holds, or when
 * the failures so far and the attempts being judged already reach the limit. A lock that ran
 * out starts the count afresh.
 */
export function claimAccount(tx: Tx, key: string, { now, stale, max }: Limits) {
  return first<{ failures: number }>(
    tx,
    sql`
    insert into sign_in_guard as g (email_key, failures, pending, pending_at, updated_at)
    values (${key}, 0, 1, ${now}, ${now})
    on conflict (email_key) do update set
      failures = case when g.locked_until <= ${now} then 0 else g.failures end,
      locked_until = case when g.locked_until <= ${now} then null else g.locked_until end,
      pending = case when g.pending_at <= ${stale} then 1 else g.pending + 1 end,
      pending_at = ${now},
      updated_at = ${now}
    where (g.locked_until is null or g.locked_until <= ${now})
      and (case when g.locked_until <= ${now} then 0 else g.failures end)
        + (case when g.pending_at <= ${stale} then 0 else g.pending end) < ${max}
    returning g.failures`,
  );
}

/** The same for a client address, whose count also restarts with each window. */
export function claimAddress(tx: Tx, address: string, { now, stale, max }: Limits, windowStart: Date) {
  const restart = sql`(g.locked_until <= ${now} or g.window_started_at <= ${windowStart})`;
  return first<{ failures: number }>(
    tx,
    sql`
    insert into sign_in_address_guard as g (address, failures, window_started_at, pending, pending_at, updated_at)
    values (${address}, 0, ${now}, 1, ${now}, ${now})
    on conflict (address) do update set
      failures = case when ${restart} then 0 else g.failures end,
      window_started_at = case when ${restart} then ${now} else g.window_started_at end,
      locked_until = case when g.locked_until <= ${now} then null else g.locked_until end,
      pending = case when g.pending_at <= ${stale} then 1 else g.pending + 1 end,
      pending_at = ${now},
      updated_at = ${now}
    where (g.locked_until is null or g.locked_until <= ${now})
      and (case when ${restart} then 0 else g.failures end)
        + (case when g.pending_at <= ${stale} then 0 else g.pending end) < ${max}
    returning g.failures`,
  );
}

/** Whether a lock is in force now (to tell a locked e-mail from one with every attempt taken). */
export async function accountLocked(tx: Tx, key: string, now: Date): Promise<boolean> {
  const row = await first<{ locked: boolean }>(tx, sql`select locked_until > ${now} as locked from sign_in_guard where email_key = ${key}`);
  return row?.locked === true;
}

/**
 * A claimed attempt that was wrong: one more failure, and the lock when it reaches the limit.
 * Answers the failures now and whether this very attempt set the lock (the row is locked first,
 * so of two failures judged at once exactly one sees the limit reached).
 */
export async function failAccount(tx: Tx, key: string, lockUntil: Date, { now, max }: Limits): Promise<{ failures: number; lockedNow: boolean }> {
  const before = await first<{ failures: number; locked: boolean }>(
    tx,
    sql`select failures, coalesce(locked_until > ${now}, false) as locked from sign_in_guard where email_key = ${key} for update`,
  );
  const failures = (before?.failures ?? 0) + 1;
  const lockedNow = !before?.locked && failures >= max;
  await tx.execute(sql`
    update sign_in_guard set
      failures = ${failures},
      pending = greatest(pending - 1, 0),
      locked_until = case when ${lockedNow} then ${lockUntil}::timestamptz else locked_until end,
      updated_at = ${now}
    where email_key = ${key}`);
  return { failures, lockedNow };
}

export async function failAddress(tx: Tx, address: string, lockUntil: Date, { now, max }: Limits): Promise<void> {
  await tx.execute(sql`
    update sign_in_address_guard set
      failures = failures + 1,
      pending = greatest(pending - 1, 0),
      locked_until = case when failures + 1 >= ${max} and (locked_until is null or locked_until <= ${now}) then ${lockUntil}::timestamptz else locked_until end,
      updated_at = ${now}
    where address = ${address}`);
}

/**
 * A claimed attempt that was right: its claim is given back, and a complete sign-in clears the
 * count. A lock is never lifted here: answers whether one is in force, so the caller refuses.
 */
export async function passAccount(tx: Tx, key: string, complete: boolean, now: Date): Promise<boolean> {
  const row = await first<{ locked: boolean }>(
    tx,
    sql`
    update sign_in_guard set
      pending = greatest(pending - 1, 0),
      failures = case when ${complete} and (locked_until is null or locked_until <= ${now}) then 0 else failures end,
      updated_at = ${now}
    where email_key = ${key}
    returning coalesce(locked_until > ${now}, false) as locked`,
  );
  return row?.locked === true;
}

/** Gives a claim back without judging it (the check itself failed, or its transaction rolled back). */
export async function release(tx: Tx, key: string, address: string | null): Promise<void> {
  if (address !== null) await tx.execute(sql`update sign_in_address_guard set pending = greatest(pending - 1, 0) where address = ${address}`);
  await tx.execute(sql`update sign_in_guard set pending = greatest(pending - 1, 0) where email_key = ${key}`);
}

export async function releaseAddress(tx: Tx, address: string): Promise<void> {
  await tx.execute(sql`update sign_in_address_guard set pending = greatest(pending - 1, 0) where address = ${address}`);
}
