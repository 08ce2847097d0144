import { verify } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { ErrorCode, SIGNING_PIN_HEADER, TraceOperation } from '@bel/contract';
import type { Clock } from '../../clock.js';
import type { Config } from '../../config.js';
import type { Db, Tx } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { Failure } from '../../http/failure.js';
import { appendTrace, type Origin } from '../audit/trail.js';
import type { SessionContext } from './session-context.js';
import { endSession } from './sessions-repo.js';

/**
 * The sign-in lockout (ADR 0004), as the auth module keeps it: handed in by app.ts, so a PIN
 * given to sign counts on the very same lock as one given to sign in, with no second copy of it.
 */
export interface Lockout {
  lockedUntil(tx: Tx, emailKey: string, now: Date): Promise<Date | null>;
  /** Counts one failure; answers the attempts left (0: now locked). */
  registerFailure(tx: Tx, emailKey: string, now: Date, lockMinutes: number): Promise<number>;
  resetFailures(tx: Tx, emailKey: string): Promise<void>;
}

const PIN = /^\d{4,12}$/;

/**
 * Asks a signer for their PIN again before a signature (PSD2 RTS art. 5; ADR 0024). A wrong PIN
 * is counted and traced in one transaction that commits although the call fails; the fifth in a
 * row locks the user and ends this session, as at sign-in. A right one clears the count.
 */
export function createPinCheck({ db, clock, config, lockout }: { db: Db; clock: Clock; config: Pick<Config, 'lockMinutes'>; lockout: Lockout }) {
  const trace = (tx: Tx, session: SessionContext, origin: Origin, operation: TraceOperation, fields: Record<string, string | number>) =>
    appendTrace(tx, { subject: { userId: session.userId }, operation, description: { element: 'signingPin', fields }, at: clock.now(), origin });

  return async function confirmPin(session: SessionContext, pin: string | undefined, origin: Origin, what: string): Promise<void> {
    if (!pin || !PIN.test(pin)) throw new Failure(400, ErrorCode.notPin, { field: SIGNING_PIN_HEADER });
    const now = clock.now();
    if (await lockout.lockedUntil(db, session.emailKey, now)) {
      await db.transaction((tx) => endSession(tx, session.sessionId, now, 'locked'));
      throw new Failure(423, ErrorCode.userLocked);
    }
    const [user] = await db.select({ pinHash: users.pinHash }).from(users).where(eq(users.id, session.userId));
    if (user && (await verify(user.pinHash, pin))) {
      await lockout.resetFailures(db, session.emailKey);
      return;
    }
    const left = await db.transaction(async (tx) => {
      const remaining = await lockout.registerFailure(tx, session.emailKey, now, config.lockMinutes);
      await trace(tx, session, origin, TraceOperation.signingPinFailed, { what, left: remaining });
      if (remaining === 0) {
        await trace(tx, session, origin, TraceOperation.locked, { after: TraceOperation.signingPinFailed, until: new Date(now.getTime() + config.lockMinutes * 60_000).toISOString() });
        await endSession(tx, session.sessionId, now, 'locked');
      }
      return remaining;
    });
    if (left === 0) throw new Failure(423, ErrorCode.userLocked);
    throw new Failure(401, ErrorCode.incorrectPin, left === 1 ? { attemptsLeft: 1 } : {});
  };
}

export type PinCheck = ReturnType<typeof createPinCheck>;
