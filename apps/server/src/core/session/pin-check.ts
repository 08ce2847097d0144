import { verify } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { ErrorCode, SIGNING_PIN_HEADER, TraceOperation } from '@bel/contract';
import type { Clock } from '../../clock.js';
import type { Config } from '../../config.js';
import type { Db, Tx } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { Failure } from '../../http/failure.js';
import { appendTrace, type Origin } from '../audit/trail.js';
import type { SignInGuard } from '../sign-in-guard/guard.js';
import type { SessionContext } from './session-context.js';
import { endSession } from './sessions-repo.js';

const PIN = /^\d{4,12}$/;

/**
 * Asks a signer for their PIN again before a signature (PSD2 RTS art. 5; ADR 0024). It goes
 * through the sign-in guard (ADR 0026) on the user's own lock key, so a signing PIN counts
 * towards the very lock a sign-in PIN does, and a burst of them has at most five evaluated:
 * each attempt is claimed before argon2 looks at it. The failure is counted and traced in one
 * transaction that commits although the call fails; the attempt that locks, or any attempt
 * while locked, ends this session, as at sign-in. A right PIN clears the count.
 */
export function createPinCheck({ db, clock, config, signInGuard }: { db: Db; clock: Clock; config: Pick<Config, 'lockMinutes'>; signInGuard: SignInGuard }) {
  const trace = (tx: Tx, session: SessionContext, origin: Origin, operation: TraceOperation, fields: Record<string, string | number>) =>
    appendTrace(tx, { subject: { userId: session.userId }, operation, description: { element: 'signingPin', fields }, at: clock.now(), origin });

  return async function confirmPin(session: SessionContext, pin: string | undefined, origin: Origin, what: string): Promise<void> {
    if (!pin || !PIN.test(pin)) throw new Failure(400, ErrorCode.notPin, { field: SIGNING_PIN_HEADER });
    await signInGuard.check(
      { key: session.emailKey, address: origin.ip },
      async () => {
        const [user] = await db.select({ pinHash: users.pinHash }).from(users).where(eq(users.id, session.userId));
        return user !== undefined && (await verify(user.pinHash, pin));
      },
      {
        code: ErrorCode.incorrectPin,
        complete: true,
        // Locked: this session ends, as a locked user's does at sign-in. A burst only waits.
        onRefused: async (tx, refusal) => {
          if (refusal === 'locked') await endSession(tx, session.sessionId, clock.now(), 'locked');
        },
        onFailed: async (tx, { attemptsLeft, lockedNow }) => {
          await trace(tx, session, origin, TraceOperation.signingPinFailed, { what, left: attemptsLeft });
          if (!lockedNow) return;
          const now = clock.now();
          await trace(tx, session, origin, TraceOperation.locked, { after: TraceOperation.signingPinFailed, until: new Date(now.getTime() + config.lockMinutes * 60_000).toISOString() });
          await endSession(tx, session.sessionId, now, 'locked');
        },
      },
    );
  };
}

export type PinCheck = ReturnType<typeof createPinCheck>;
