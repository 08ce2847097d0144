import { NotificationCode, RequestError, TraceOperation } from '@bel/contract';
import type { Clock } from '../../clock.js';
import type { Db, Tx } from '../../db/client.js';
import { appendTrace, type Origin } from '../audit/trail.js';
import type { RequestNotices } from './notices.js';
import type { RequestType } from './request-type.js';
import * as repo from './repo.js';

/**
 * What the bank's work on a request answers: the state it ends in and why; `notice` (with its
 * `params`) replaces the default notice (executed, or failed) for a type whose bank answers
 * otherwise (an amendment authorized or rejected, ADR 0029).
 */
export interface Completion {
  state: number;
  reason?: string;
  notice?: NotificationCode;
  params?: Record<string, string>;
}

/** The type's work in a bank step, inside the step's transaction. */
export type BankWork<P> = (work: { tx: Tx; companyId: number; accountId: number | null; payload: P; now: Date }) => Promise<Completion>;

/**
 * The bank carrying out a request it took earlier (a transfer waiting for its date, an amendment
 * the bank answers): the engine's other half, run by the bank's jobs rather than by a user.
 */
export function createBankStep({ db, clock, notices }: { db: Db; clock: Clock; notices: RequestNotices }) {
  /**
   * Locks the request, checks it is still in `from` and that every live signature approved its
   * content (else it ends in `failed`), runs `run`, then traces it as the bank's act and tells
   * the negotiator and the signers. Answers null when the request is no longer waiting (another
   * run took it): running twice does it once.
   */
  return async function complete<P extends Record<string, unknown>>(type: RequestType<P>, id: number, from: number, failed: number, origin: Origin, run: BankWork<P>): Promise<number | null> {
    return db.transaction(async (tx) => {
      const row = await repo.lockAnyRequest(tx, id, type.machine.type);
      if (!row || row.state !== from) return null;
      const signatures = await repo.liveSignatures(tx, id);
      const now = clock.now();
      const summary = type.summary(id, row.payload as P);
      const bound = signatures.length > 0 && signatures.every((s) => s.contentHash.equals(row.contentHash));
      const result: Completion = bound ? await run({ tx, companyId: row.companyId, accountId: row.accountId, payload: row.payload as P, now }) : { state: failed, reason: RequestError.changed };
      if (result.state === from) return from;
      const executed = result.state === type.machine.executed;
      await repo.updateRequest(tx, id, { state: result.state, updatedAt: now, ...(executed ? { executedAt: now } : {}), ...(result.reason ? { reason: result.reason } : {}) });
      await appendTrace(tx, {
        subject: { username: 'bank' },
        operation: TraceOperation.scheduledRun,
        description: { element: 'request', fields: { type: type.machine.type, id, from, to: result.state, reference: summary.reference, reason: result.reason ?? null, content: row.contentHash.toString('hex') } },
        at: now,
        origin,
      });
      const params = { type: type.machine.type, reference: summary.reference };
      const told = notices.involved(row.negotiatorId, signatures);
      if (result.notice) await notices.notifyAll(tx, told, result.notice, { ...params, ...result.params, ...(result.reason ? { reason: result.reason } : {}) });
      else if (executed) await notices.notifyAll(tx, told, NotificationCode.requestExecuted, params);
      else await notices.notifyAll(tx, told, NotificationCode.requestFailed, { ...params, reason: result.reason ?? '' });
      return result.state;
    });
  };
}
