import { and, eq, ne } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { notifications, sessions } from '../../db/schema.js';

export type NewNotification = typeof notifications.$inferInsert;

export async function insertNotifications(tx: Tx, rows: NewNotification[]): Promise<void> {
  if (rows.length > 0) await tx.insert(notifications).values(rows);
}

/**
 * The addresses of the user's earlier successful sign-ins (sessions that passed the PIN step),
 * other than `sessionId`. Empty for a user who never signed in before.
 */
export async function earlierSignInAddresses(tx: Tx, userId: number, sessionId: number): Promise<Set<string>> {
  const rows = await tx
    .selectDistinct({ ip: sessions.ip })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.stage, 'active'), ne(sessions.id, sessionId)));
  return new Set(rows.map((r) => r.ip ?? ''));
}

/** The address a session was started from (its password step). */
export async function sessionAddress(tx: Tx, sessionId: number): Promise<string | null> {
  const [row] = await tx.select({ ip: sessions.ip }).from(sessions).where(eq(sessions.id, sessionId));
  return row?.ip ?? null;
}
