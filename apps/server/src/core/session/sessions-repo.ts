import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { sessions } from '../../db/schema.js';
import { publishChange } from '../changes/change-feed.js';

export type SessionRow = typeof sessions.$inferSelect;
export type SessionStage = SessionRow['stage'];
/** `password-changed`: recovery set a new password, which ends every session of the user. */
export type EndReason = 'logout' | 'expired' | 'restarted' | 'locked' | 'password-changed';

export async function insertSession(tx: Tx, row: { userId: number; tokenHash: Buffer; now: Date; ip: string; stage?: SessionStage }): Promise<void> {
  await tx.insert(sessions).values({ userId: row.userId, tokenHash: row.tokenHash, stage: row.stage ?? 'pin', createdAt: row.now, lastSeenAt: row.now, ip: row.ip });
}

export async function findByTokenHash(tx: Tx, tokenHash: Buffer): Promise<SessionRow | undefined> {
  const [row] = await tx.select().from(sessions).where(eq(sessions.tokenHash, tokenHash));
  return row;
}

/** Moves the last-seen time forward, never back (two instances may write out of order). */
export async function touchAtLeast(tx: Tx, id: number, now: Date): Promise<void> {
  await tx
    .update(sessions)
    .set({ lastSeenAt: sql`greatest(${sessions.lastSeenAt}, ${now.toISOString()}::timestamptz)` })
    .where(eq(sessions.id, id));
}

// Every change to a session is announced (ADR 0045): each instance keeps the open sessions it
// served in memory, and drops the user's when told.

export async function endSession(tx: Tx, id: number, now: Date, reason: EndReason): Promise<void> {
  const ended = await tx
    .update(sessions)
    .set({ endedAt: now, endedReason: reason })
    .where(and(eq(sessions.id, id), isNull(sessions.endedAt)))
    .returning({ userId: sessions.userId });
  await publishChange(tx, ended.map((s) => `user:${s.userId}` as const));
}

/**
 * Ends the user's open sessions idle since `idleSince` or longer, or started before
 * `startedBefore` (the absolute lifetime); expiry is applied lazily.
 */
export async function endIdleSessions(tx: Tx, userId: number, idleSince: Date, now: Date, startedBefore?: Date): Promise<void> {
  const ended = await tx
    .update(sessions)
    .set({ endedAt: now, endedReason: 'expired' })
    .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt), or(lte(sessions.lastSeenAt, idleSince), startedBefore ? lte(sessions.createdAt, startedBefore) : undefined)))
    .returning({ id: sessions.id });
  if (ended.length > 0) await publishChange(tx, [`user:${userId}`]);
}

/** Ends the user's open sessions of one stage, or of every stage when `stage` is null. */
export async function endOpenSessions(tx: Tx, userId: number, stage: SessionStage | null, now: Date, reason: EndReason): Promise<void> {
  const ended = await tx
    .update(sessions)
    .set({ endedAt: now, endedReason: reason })
    .where(and(eq(sessions.userId, userId), stage ? eq(sessions.stage, stage) : undefined, isNull(sessions.endedAt)))
    .returning({ id: sessions.id });
  if (ended.length > 0) await publishChange(tx, [`user:${userId}`]);
}

export async function hasActiveSession(tx: Tx, userId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.stage, 'active'), isNull(sessions.endedAt)));
  return rows.length > 0;
}

/** Promotes a PIN-stage session to active under a fresh token. Throws 23505 if another is active. */
export async function activate(tx: Tx, id: number, tokenHash: Buffer, now: Date): Promise<boolean> {
  const rows = await tx
    .update(sessions)
    .set({ stage: 'active', tokenHash, lastSeenAt: now })
    .where(and(eq(sessions.id, id), eq(sessions.stage, 'pin'), isNull(sessions.endedAt)))
    .returning({ userId: sessions.userId });
  // The PIN-stage token is replaced: its copies must go.
  await publishChange(tx, rows.map((s) => `user:${s.userId}` as const));
  return rows.length === 1;
}
