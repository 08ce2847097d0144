import { TraceOperation } from '@bel/contract';
import type { Deps } from '../../deps.js';
import type { Tx } from '../../db/client.js';
import { appendTrace, type Origin, type TraceEntry, type TraceSubject } from '../../core/audit/trail.js';
import { attemptFailure, type Claim } from '../../core/sign-in-guard/guard.js';

/** One sign-in, recovery or credentials event for the audit trail (ADR 0022); never a secret in `fields`. */
export interface AuthEvent {
  subject: TraceSubject;
  origin: Origin;
  operation: TraceOperation;
  description: TraceEntry['description'];
}

/**
 * The auth module's side of the audit trail: every event is written in the transaction of
 * what it records, and a refused attempt in the transaction that counts it, so the refusal's
 * trace survives although the call fails.
 */
export function createAuthAudit({ db, clock, config, signInGuard }: Pick<Deps, 'db' | 'clock' | 'config' | 'signInGuard'>) {
  async function record(tx: Tx, event: AuthEvent): Promise<void> {
    await appendTrace(tx, { ...event, at: clock.now() });
  }

  return {
    record,

    /** An event whose refusal counts on no lock (a locked user trying, a lost race): its own transaction. */
    recordAlone: (event: AuthEvent) => db.transaction((tx) => record(tx, event)),

    /**
     * Judges a claimed attempt wrong (ADR 0004, ADR 0026) with its trace, and answers with the
     * refusal: 401 `code`, or 423 when this attempt locks the user, which also traces the lock
     * and runs `onLocked` (ending a session) in the same transaction.
     */
    async refuse(claim: Claim, code: string, event: AuthEvent, onLocked?: (tx: Tx) => Promise<void>): Promise<never> {
      const now = clock.now();
      const { attemptsLeft } = await signInGuard.settle(claim, async (tx, judge) => {
        const outcome = await judge.failed();
        await record(tx, event);
        if (outcome.lockedNow) {
          const until = new Date(now.getTime() + config.lockMinutes * 60_000).toISOString();
          await record(tx, { ...event, operation: TraceOperation.locked, description: { element: 'lock', fields: { after: event.operation, until } } });
          await onLocked?.(tx);
        }
        return outcome;
      });
      throw attemptFailure(code, attemptsLeft);
    },
  };
}
export type AuthAudit = ReturnType<typeof createAuthAudit>;
