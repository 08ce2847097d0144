import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { signInGuard } from '../../db/schema.js';

export const MAX_FAILED_ATTEMPTS = 5;

export async function lockedUntil(tx: Tx, emailKey: string, now: Date): Promise<Date | null> {
  const [row] = await tx.select({ lockedUntil: signInGuard.lockedUntil }).from(signInGuard).where(eq(signInGuard.emailKey, emailKey));
  return row?.lockedUntil && row.lockedUntil > now ? row.lockedUntil : null;
}

/**
 * Counts one more consecutive failure atomically (two wrong attempts at once both count) and
 * locks the e-mail on the fifth. Returns how many attempts are left (0 means now locked).
 */
export async function registerFailure(tx: Tx, emailKey: string, now: Date, lockMinutes: number): Promise<number> {
  const lockAt = new Date(now.getTime() + lockMinutes * 60_000);
  const [row] = await tx
    .insert(signInGuard)
    .values({ emailKey, failures: 1, updatedAt: now })
    .onConflictDoUpdate({
      target: signInGuard.emailKey,
      // A lock that has run out starts the count afresh.
      set: {
        failures: sql`case when ${signInGuard.lockedUntil} is not null and ${signInGuard.lockedUntil} <= ${now.toISOString()}::timestamptz then 1 else ${signInGuard.failures} + 1 end`,
        lockedUntil: sql`null`,
        updatedAt: now,
      },
    })
    .returning({ failures: signInGuard.failures });
  const left = Math.max(0, MAX_FAILED_ATTEMPTS - row!.failures);
  if (left === 0) await tx.update(signInGuard).set({ lockedUntil: lockAt, failures: 0 }).where(eq(signInGuard.emailKey, emailKey));
  return left;
}

export async function resetFailures(tx: Tx, emailKey: string): Promise<void> {
  await tx.delete(signInGuard).where(eq(signInGuard.emailKey, emailKey));
}
