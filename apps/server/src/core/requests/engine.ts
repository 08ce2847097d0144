import {
  NotificationCode,
  REQUEST_ERROR_STATUS,
  RequestAction,
  RequestError,
  RequestOutcome,
  Role,
  nextState,
  refusal,
  type Actor,
  type RequestFacts,
} from '@bel/contract';
import type { Clock } from '../../clock.js';
import type { Db, Tx } from '../../db/client.js';
import { isUniqueViolation } from '../../db/pg-errors.js';
import { Failure } from '../../http/failure.js';
import type { AccountAccess } from '../account-access/service.js';
import { appendTrace, type Origin } from '../audit/trail.js';
import type { Notifier } from '../notifications/service.js';
import type { SessionContext } from '../session/session-context.js';
import type { PinCheck } from '../session/pin-check.js';
import { createBankStep } from './bank-step.js';
import { contentHash } from './content-hash.js';
import { createIdempotency } from './idempotency.js';
import type { AnyRequestType, RequestType } from './request-type.js';
import { createRequestNotices } from './notices.js';
import * as repo from './repo.js';

/** Who acts and from where: every transition is traced with both. */
export interface Caller {
  session: SessionContext;
  origin: Origin;
}

export interface Transitioned {
  id: number;
  state: number;
  outcome: RequestOutcome;
  /** Live signatures after the action, and how many the request needs. */
  signatures: number;
  required: number;
}

/** Where a transition runs: its own transaction, or a savepoint in the caller's (an idempotent call, ADR 0024). */
export interface InTransaction {
  tx?: Tx;
}

/**
 * What `confirmPin` answers once the signer's PIN was right: the signature it allows (this user,
 * this request). Only the engine makes them, so a PIN-confirmed type cannot be signed without one.
 */
export interface PinProof {
  readonly userId: number;
  readonly id: number;
}

const refuse = (code: RequestError): never => {
  throw new Failure(REQUEST_ERROR_STATUS[code], code);
};

const OUTCOME: Readonly<Record<RequestAction, RequestOutcome>> = {
  create: RequestOutcome.saved,
  save: RequestOutcome.saved,
  sendToSign: RequestOutcome.sent,
  sign: RequestOutcome.signed,
  authorizeAndSend: RequestOutcome.signed,
  reverse: RequestOutcome.reversed,
  delete: RequestOutcome.deleted,
  cancel: RequestOutcome.cancelled,
};

/**
 * The one owner of every request transition (architecture §2): in one transaction it locks the
 * request row, asks the type's machine, applies the change, records the signature (once per
 * signer, by a unique index), appends the trace and the notifications and, on the last
 * signature, runs the type's side effect. A refusal throws before anything is written, so it
 * changes nothing. Types are declarations (`RequestType`); the engine knows none of them.
 */
export function createRequestEngine({ db, clock, accounts, notifications, pinCheck }: { db: Db; clock: Clock; accounts: AccountAccess; notifications: Notifier; pinCheck?: PinCheck }) {
  const once = createIdempotency({ db, clock });
  const inTransaction = <T>(outer: Tx | undefined, run: (tx: Tx) => Promise<T>): Promise<T> => (outer ?? db).transaction(run);
  const types = new Map<string, AnyRequestType>();
  const proofs = new WeakSet<PinProof>();
  const notices = createRequestNotices(notifications);

  /**
   * Asks the signer's PIN again before signing a type that wants it (ADR 0024). Runs outside any
   * transaction, before the one the signature takes: the check counts a wrong PIN in a
   * transaction of its own that must commit, and a caller's open transaction waiting on it would
   * hold a pool connection the check needs (a burst of signatures would starve the pool).
   */
  async function confirmPin(caller: Caller, type: AnyRequestType, id: number, action: RequestAction, pin: string | undefined): Promise<PinProof> {
    if (!pinCheck) throw new Error(`${type.machine.type} signatures need a PIN check`);
    await pinCheck(caller.session, pin, caller.origin, `request.${type.machine.type}.${action}:${id}`);
    const proof = { userId: caller.session.userId, id };
    proofs.add(proof);
    return proof;
  }

  async function accountIdOf(session: SessionContext, number: string | null): Promise<number | null> {
    if (number === null) return null;
    const [own] = await accounts.ownAccounts(session, [number]);
    return own!.id;
  }

  async function trace(tx: Tx, caller: Caller, type: AnyRequestType, action: RequestAction, fields: Record<string, string | number | null>) {
    await appendTrace(tx, {
      subject: { userId: caller.session.userId },
      operation: `request.${type.machine.type}.${action}`,
      description: { element: 'request', fields: { type: type.machine.type, action, ...fields } },
      at: clock.now(),
      origin: caller.origin,
    });
  }

  /** Stores a new request (state 0 → the machine's `create` target). */
  async function create<P extends Record<string, unknown>>(caller: Caller, type: RequestType<P>, input: P, options: InTransaction = {}): Promise<Transitioned> {
    const { session } = caller;
    const payload = type.payload.parse(input);
    const actor: Actor = { negotiator: session.roles.includes(Role.negotiator), signer: false, hasSigned: false };
    const no = refusal(type.machine, RequestAction.create, { state: 0, signatures: 0, required: 0 }, actor);
    if (no) refuse(no);
    const accountId = await accountIdOf(session, type.account(payload));
    const now = clock.now();
    const state = type.machine.actions.create!.to;
    // A type whose requests are created waiting for signatures (a document shipment) sends them at once.
    const sent = state === type.machine.signing;
    return inTransaction(options.tx, async (tx) => {
      const required = await repo.companyRequiredSignatures(tx, session.companyId);
      const row = await repo.insertRequest(tx, {
        type: type.machine.type,
        companyId: session.companyId,
        accountId,
        state,
        payload,
        contentHash: contentHash(type.machine.type, payload),
        negotiatorId: session.userId,
        createdAt: now,
        updatedAt: now,
        ...(sent ? { requiredSignatures: required, sentAt: now } : {}),
      });
      const reference = type.summary(row.id, payload).reference;
      await trace(tx, caller, type, RequestAction.create, { id: row.id, to: state, reference });
      if (sent) await notices.awaitingSignature(tx, session.companyId, accountId, session.userId, { type: type.machine.type, reference });
      return { id: row.id, state, outcome: sent ? RequestOutcome.sent : RequestOutcome.saved, signatures: 0, required };
    });
  }

  /**
   * Runs one action on a stored request. `edit` is the new payload of a save; `shown` is what
   * the client displayed when its user signed: it must be what the request says now.
   */
  async function act<P extends Record<string, unknown>>(
    caller: Caller,
    type: RequestType<P>,
    id: number,
    action: RequestAction,
    options: { reason?: string; edit?: P; shown?: P; pinProof?: PinProof } & InTransaction = {},
  ): Promise<Transitioned> {
    const { session } = caller;
    const { machine } = type;
    if (type.confirmWithPin && (action === RequestAction.sign || action === RequestAction.authorizeAndSend)) {
      const proof = options.pinProof;
      if (!proof || !proofs.has(proof) || proof.userId !== session.userId || proof.id !== id) throw new Error(`${machine.type} signatures need confirmPin first`);
    }
    const edit = options.edit === undefined ? undefined : type.payload.parse(options.edit);
    const editAccountId = edit === undefined ? undefined : await accountIdOf(session, type.account(edit));
    try {
      return await inTransaction(options.tx, async (tx) => {
        const row = await repo.lockRequest(tx, id, session.companyId, machine.type);
        if (!row || machine.hidden.includes(row.state)) return refuse(RequestError.notFound);
        const signatures = await repo.liveSignatures(tx, id);
        const required = row.requiredSignatures ?? (await repo.companyRequiredSignatures(tx, session.companyId));
        const facts: RequestFacts = { state: row.state, signatures: signatures.length, required };
        const actor: Actor = {
          negotiator: session.roles.includes(Role.negotiator),
          signer: session.roles.includes(Role.signer) && (await repo.maySignAccount(tx, row.accountId, session.userId)),
          hasSigned: signatures.some((s) => s.userId === session.userId),
        };
        const no = refusal(machine, action, facts, actor);
        if (no) refuse(no);
        if (machine.actions[action]!.reason && !options.reason?.trim()) refuse(RequestError.reasonRequired);
        if (options.shown !== undefined && !contentHash(machine.type, type.payload.parse(options.shown)).equals(row.contentHash)) refuse(RequestError.changed);

        const now = clock.now();
        const summary = type.summary(id, row.payload as P);
        const change: Parameters<typeof repo.updateRequest>[2] = { updatedAt: now };
        let signaturesAfter = signatures.length;
        let requiredAfter = required;
        if (edit !== undefined) {
          change.payload = edit;
          change.contentHash = contentHash(machine.type, edit);
          change.accountId = editAccountId ?? null;
          change.requiredSignatures = null;
          signaturesAfter -= await repo.voidSignatures(tx, id, now);
        }
        // An edit that leaves the request waiting for signatures (a document shipment) sends it again.
        const resent = edit !== undefined && machine.actions[action]!.to === machine.signing;
        if (action === RequestAction.sendToSign || action === RequestAction.authorizeAndSend || resent) {
          // The company's count as it is now binds this request until it is executed or edited.
          requiredAfter = await repo.companyRequiredSignatures(tx, session.companyId);
          change.requiredSignatures = requiredAfter;
          change.sentAt = now;
        }
        if (action === RequestAction.sign || action === RequestAction.authorizeAndSend) {
          await repo.insertSignature(tx, { requestId: id, userId: session.userId, signedAt: now, contentHash: row.contentHash });
          signaturesAfter += 1;
        }
        if (options.reason !== undefined && machine.actions[action]!.reason) change.reason = options.reason.trim();
        let state = nextState(machine, action, signaturesAfter, requiredAfter);
        const taken = state === machine.executed && row.state !== machine.executed;
        const signed = taken ? await repo.liveSignatures(tx, id) : [];
        if (taken) {
          // Defence in depth: every signature must approve the content being executed.
          if (signed.some((s) => !s.contentHash.equals(row.contentHash))) refuse(RequestError.changed);
          // The side effect may leave the request waiting instead (a transfer dated later).
          const effect = await type.execute?.({ tx, id, companyId: session.companyId, accountId: row.accountId, payload: row.payload as P, now });
          if (effect?.state !== undefined) state = effect.state;
        }
        const executed = taken && state === machine.executed;
        const scheduled = taken && !executed;
        change.state = state;
        if (executed) change.executedAt = now;
        await repo.updateRequest(tx, id, change);

        await trace(tx, caller, type, action, {
          id,
          from: row.state,
          to: state,
          signatures: signaturesAfter,
          required: requiredAfter,
          reference: summary.reference,
          content: (change.contentHash ?? row.contentHash).toString('hex'),
          reason: change.reason ?? null,
        });
        const params = { type: machine.type, reference: summary.reference };
        if (state === machine.signing && row.state !== machine.signing) await notices.awaitingSignature(tx, session.companyId, row.accountId, session.userId, params);
        if (taken) {
          // The negotiator and the other signers learn the bank took it.
          const notice = executed ? NotificationCode.requestExecuted : NotificationCode.requestScheduled;
          await notices.notifyAll(tx, notices.involved(row.negotiatorId, signed, session.userId), notice, { ...params, ...(scheduled && summary.date ? { date: summary.date } : {}) });
        }
        if (action === RequestAction.reverse) await notices.notifyAll(tx, [row.negotiatorId], NotificationCode.requestRejected, { ...params, reason: change.reason ?? '' });
        const outcome = executed ? RequestOutcome.executed : scheduled ? RequestOutcome.scheduled : OUTCOME[action];
        return { id, state, outcome, signatures: signaturesAfter, required: requiredAfter };
      });
    } catch (error) {
      // Two sessions of one signer racing past the row lock cannot both sign: the index says no.
      if (!(error instanceof Failure) && isUniqueViolation(error, 'request_signatures_once_uq')) return refuse(RequestError.alreadySigned);
      throw error;
    }
  }

  return {
    create,
    act,
    confirmPin,
    /** The bank's later step on a request it took (ADR 0021): see bank-step.ts. */
    complete: createBankStep({ db, clock, notices }),
    /** Runs a state-changing call once per `Idempotency-Key` (ADR 0024). */
    once,
    /** Stores changes (the machine's `save`); voids every signature. */
    save: <P extends Record<string, unknown>>(caller: Caller, type: RequestType<P>, id: number, payload: P, options: InTransaction = {}) =>
      act(caller, type, id, RequestAction.save, { edit: payload, ...options }),

    /** Registers a type, so the inbox lists its requests. */
    register<P extends Record<string, unknown>>(type: RequestType<P>): RequestType<P> {
      types.set(type.machine.type, type);
      return type;
    },

    /** A type's requests of the caller's company, with the facts and the caller's flags. */
    async list(session: SessionContext, type: AnyRequestType) {
      const rows = await repo.listRequests(db, { companyId: session.companyId, type: type.machine.type, hidden: type.machine.hidden, userId: session.userId });
      const required = await repo.companyRequiredSignatures(db, session.companyId);
      return { required, rows: rows.map((r) => ({ ...r, required: r.requiredSignatures ?? required })) };
    },

    /** Every registered type's requests awaiting the caller's signature, oldest sent first. */
    async inbox(session: SessionContext) {
      if (!session.roles.includes(Role.signer)) return [];
      const signing = [...types.values()].map((t) => ({ type: t.machine.type, state: t.machine.signing }));
      const rows = await repo.awaitingSignature(db, { companyId: session.companyId, userId: session.userId, signing });
      return rows.map((r) => {
        const type = types.get(r.type)!;
        return { ...r, view: type.view, summary: type.summary(r.id, r.payload) };
      });
    },
  };
}

export type RequestEngine = ReturnType<typeof createRequestEngine>;
