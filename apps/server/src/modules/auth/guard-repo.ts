import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { signInGuard } from '../../db/schema.js';

// The sign-in lock's older check-then-count interface, kept only for callers not yet moved to
// core/sign-in-guard (ADR 0026), whose claim-before-evaluate holds under a burst. Neither
// function here ever lifts a lock that is in force.

export const MAX_FAILED_ATTEMPTS = 5;

export async function lockedUntil(tx: Tx, emailKey: string, now: Date): Promise<Date | null> {
  const [row] = await tx.select({ lockedUntil: signInGuard.lockedUntil }).from(signInGuard).where(eq(signInGuard.emailKey, emailKey));
  return row?.lockedUntil && row.lockedUntil > now ? row.lockedUntil : null;
}

/** Counts one more failure and locks on the fifth. Returns how many attempts are left (0: locked). */
export async function registerFailure(tx: Tx, emailKey: string, now: Date, lockMinutes: number): Promise<number> {
  const expired = sql`${signInGuard.lockedUntil} <= ${now.toISOString()}::timestamptz`;
  const [row] = await tx
    .insert(signInGuard)
    .values({ emailKey, failures: 1, updatedAt: now })
    .onConflictDoUpdate({
      target: signInGuard.emailKey,
      // A lock that has run out starts the count afresh; one in force stays as it is.
      set: {
        failures: sql`case when ${expired} then 1 else ${signInGuard.failures} + 1 end`,
        lockedUntil: sql`case when ${expired} then null else ${signInGuard.lockedUntil} end`,
        updatedAt: now,
      },
    })
    .returning({ failures: signInGuard.failures, lockedUntil: signInGuard.lockedUntil });
  if (row!.lockedUntil && row!.lockedUntil > now) return 0;
  const left = Math.max(0, MAX_FAILED_ATTEMPTS - row!.failures);
  if (left === 0) {
    await tx
      .update(signInGuard)
      .set({ lockedUntil: new Date(now.getTime() + lockMinutes * 60_000) })
      .where(and(eq(signInGuard.emailKey, emailKey), or(isNull(signInGuard.lockedUntil), lte(signInGuard.lockedUntil, now))));
  }
  return left;
}

/** Clears the count after a complete proof; a lock in force stays until it runs out. */
export async function resetFailures(tx: Tx, emailKey: string): Promise<void> {
  await tx.update(signInGuard).set({ failures: 0 }).where(eq(signInGuard.emailKey, emailKey));
}
