import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { notifications } from '../../db/schema.js';

export type NotificationRow = typeof notifications.$inferSelect;

/** Every unseen notification of the user and the latest `seenLimit` seen ones, newest first. */
export async function listForUser(tx: Tx, userId: number, seenLimit: number): Promise<NotificationRow[]> {
  const newestFirst = [desc(notifications.createdAt), desc(notifications.id)];
  const [unseen, seen] = await Promise.all([
    tx.select().from(notifications).where(and(eq(notifications.userId, userId), isNull(notifications.seenAt))).orderBy(...newestFirst),
    tx.select().from(notifications).where(and(eq(notifications.userId, userId), isNotNull(notifications.seenAt))).orderBy(...newestFirst).limit(seenLimit),
  ]);
  return [...unseen, ...seen].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);
}

/**
 * Marks one of the user's notifications seen, keeping the first time it was; answers it, or
 * nothing when no notification of this user has that id (another user's included).
 */
export async function markSeen(tx: Tx, userId: number, id: number, now: Date): Promise<NotificationRow | undefined> {
  const [row] = await tx
    .update(notifications)
    .set({ seenAt: sql`coalesce(${notifications.seenAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  return row;
}
