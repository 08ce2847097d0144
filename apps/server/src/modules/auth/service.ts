import { hash, verify } from '@node-rs/argon2';
import { ErrorCode, TraceOperation, type LoginRequest } from '@bel/contract';
import type { Deps } from '../../deps.js';
import type { Origin } from '../../core/audit/trail.js';
import { Failure } from '../../http/failure.js';
import { createAuthAudit, type AuthEvent } from './audit.js';
import { refusalFailure, type Claim, type Refusal } from '../../core/sign-in-guard/guard.js';
import * as sessionsRepo from '../../core/session/sessions-repo.js';
import { newToken } from '../../core/session/tokens.js';
import type { SessionContext } from '../../core/session/session-context.js';
import type { Tx } from '../../db/client.js';
import { isUniqueViolation } from '../../db/pg-errors.js';
import { findUserByEmail, recordSignIn } from './users-repo.js';
import { sessionUserView } from './user-view.js';

// Verified against when the e-mail is unknown, so both cases take the same time.
const dummyHash = hash('not-a-real-password');

function decodePassword(encoded: string): string {
  return Buffer.from(encoded, 'base64').toString('utf8');
}

/** Why a sign-in step was refused, as the audit trail records it (the caller always gets the same answer). */
type SignInRefusal = 'unknownEmail' | 'password' | 'clientCode' | 'pin' | 'anotherSession' | Refusal;

export function createAuthService({ db, clock, config, notifications, signInGuard }: Deps) {
  const idleMs = config.sessionIdleMinutes * 60_000;
  const lifetimeMs = config.sessionMaxMinutes * 60_000;
  const audit = createAuthAudit({ db, clock, config, signInGuard });

  /** Evaluates a claimed secret; if that throws, the claim is given back rather than left pending. */
  async function evaluate(claim: Claim, check: () => Promise<boolean>): Promise<boolean> {
    try {
      return await check();
    } catch (err) {
      await signInGuard.release(claim);
      throw err;
    }
  }

  /** A sign-in step's trace: what was typed (never the password or PIN) and how it ended. */
  function signInEvent(
    subject: AuthEvent['subject'],
    origin: Origin,
    attempt: { email: string; clientCode?: number; step: 'password' | 'pin' },
    reason?: SignInRefusal,
  ): AuthEvent {
    const operation = reason ? TraceOperation.signInFailed : attempt.step === 'pin' ? TraceOperation.signIn : TraceOperation.credentialsAccepted;
    return { subject, origin, operation, description: { element: 'signIn', fields: { ...attempt, reason } } };
  }

  /** The 409 of a second session; its transaction was rolled back, so the refusal is traced alone. */
  async function tracedConflict<T>(event: AuthEvent, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (e) {
      // Another PIN step of the same user won the race for the one active session.
      const failure = isUniqueViolation(e, 'sessions_one_active_uq') ? new Failure(409, ErrorCode.anotherSessionStarted) : e;
      if (failure instanceof Failure && failure.code === ErrorCode.anotherSessionStarted) await audit.recordAlone(event);
      throw failure;
    }
  }

  return {
    /** Step 1: e-mail, password and client code. Starts a PIN-stage session. */
    async login(input: LoginRequest, origin: Origin) {
      const emailKey = input.email.toLowerCase();
      const now = clock.now();
      const found = await findUserByEmail(db, emailKey);
      // An e-mail nobody has is traced under the e-mail as typed.
      const subject = found ? { userId: found.user.id } : { username: input.email };
      const attempt = { email: input.email, clientCode: input.customerCode, step: 'password' as const };
      // The attempt is claimed before the password is looked at (ADR 0026): locked, a burst
      // beyond the attempts left, or a throttled address are refused unevaluated.
      const claimed = await signInGuard.claim({ key: emailKey, address: origin.ip });
      if ('refused' in claimed) {
        await audit.recordAlone(signInEvent(subject, origin, attempt, claimed.refused));
        throw refusalFailure(claimed.refused);
      }
      const { claim } = claimed;
      const passwordOk = await evaluate(claim, async () => verify(found?.user.passwordHash ?? (await dummyHash), decodePassword(input.password)));
      if (!found || !passwordOk || found.clientCode !== input.customerCode) {
        const reason = !found ? 'unknownEmail' : !passwordOk ? 'password' : 'clientCode';
        return audit.refuse(claim, ErrorCode.incorrectCredentials, signInEvent(subject, origin, attempt, reason));
      }
      const { user } = found;
      const token = newToken();
      await tracedConflict(signInEvent(subject, origin, attempt, 'anotherSession'), () =>
        signInGuard.settle(claim, async (tx, judge) => {
          // A right password alone does not clear the count (ADR 0004), and is refused if a lock came meanwhile.
          await judge.passed();
          await sessionsRepo.endIdleSessions(tx, user.id, new Date(now.getTime() - idleMs), now, new Date(now.getTime() - lifetimeMs));
          if (await sessionsRepo.hasActiveSession(tx, user.id)) throw new Failure(409, ErrorCode.anotherSessionStarted);
          await sessionsRepo.endOpenSessions(tx, user.id, 'pin', now, 'restarted');
          await sessionsRepo.insertSession(tx, { userId: user.id, tokenHash: token.hash, now, ip: origin.ip ?? '' });
          await audit.record(tx, signInEvent(subject, origin, attempt));
        }),
      );
      return {
        token: token.token,
        data: { auto_generado: user.passwordAutoGenerated, fecha_servidor_web: now.toISOString() },
      };
    },

    /** Step 2: the PIN. Promotes the session to active under a new token. */
    async loginPin(session: SessionContext, pin: string, origin: Origin) {
      const now = clock.now();
      const found = await findUserByEmail(db, session.emailKey);
      if (!found) throw new Failure(404, ErrorCode.sessionNotFound);
      const subject = { userId: session.userId };
      const attempt = { email: found.user.email, step: 'pin' as const };
      const endThisSession = (tx: Tx) => sessionsRepo.endSession(tx, session.sessionId, now, 'locked');
      const claimed = await signInGuard.claim({ key: session.emailKey, address: origin.ip });
      if ('refused' in claimed) {
        await db.transaction(async (tx) => {
          // A locked user's PIN-stage session ends; a burst or a throttled address only waits.
          if (claimed.refused === 'locked') await endThisSession(tx);
          await audit.record(tx, signInEvent(subject, origin, attempt, claimed.refused));
        });
        throw refusalFailure(claimed.refused);
      }
      const { claim } = claimed;
      if (!(await evaluate(claim, () => verify(found.user.pinHash, pin)))) {
        // The attempt that locks the user ends this session too.
        return audit.refuse(claim, ErrorCode.incorrectPin, signInEvent(subject, origin, attempt, 'pin'), endThisSession);
      }
      const token = newToken();
      return tracedConflict(signInEvent(subject, origin, attempt, 'anotherSession'), () =>
        signInGuard.settle(claim, async (tx, judge) => {
          // A complete sign-in clears the count; refused if a lock came into force meanwhile.
          await judge.passed({ complete: true });
          await sessionsRepo.endIdleSessions(tx, session.userId, new Date(now.getTime() - idleMs), now, new Date(now.getTime() - lifetimeMs));
          if (!(await sessionsRepo.activate(tx, session.sessionId, token.hash, now))) throw new Failure(404, ErrorCode.sessionNotFound);
          await recordSignIn(tx, session.userId, now);
          await notifications.notifyIfNewAddress(tx, { userId: session.userId, sessionId: session.sessionId, now });
          await audit.record(tx, signInEvent(subject, origin, attempt));
          return { token: token.token, data: await sessionUserView(tx, session.userId, found.user.lastLoginAt, now) };
        }),
      );
    },

    async logout(session: SessionContext, origin: Origin) {
      await db.transaction(async (tx) => {
        await sessionsRepo.endSession(tx, session.sessionId, clock.now(), 'logout');
        await audit.record(tx, { subject: { userId: session.userId }, origin, operation: TraceOperation.signOut, description: { element: 'signOut', fields: { stage: session.stage } } });
      });
      return { data: null };
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
