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
import { Failure } from '../../http/failure.js';
import type { AccountAccess } from '../account-access/service.js';
import { appendTrace, type Origin } from '../audit/trail.js';
import type { Notifier } from '../notifications/service.js';
import type { SessionContext } from '../session/session-context.js';
import { contentHash } from './content-hash.js';
import type { AnyRequestType, RequestType } from './request-type.js';
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
}

/** Thrown to roll back a create whose idempotency key another transaction holds. */
class KeyTaken extends Error {}

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

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && ((error as { code?: string }).code === '23505' || isUniqueViolation((error as { cause?: unknown }).cause));
}

/**
 * The one owner of every request transition (architecture §2): in one transaction it locks the
 * request row, asks the type's machine, applies the change, records the signature (once per
 * signer, by a unique index), appends the trace and the notifications and, on the last
 * signature, runs the type's side effect. A refusal throws before anything is written, so it
 * changes nothing. Types are declarations (`RequestType`); the engine knows none of them.
 */
export function createRequestEngine({ db, clock, accounts, notifications }: { db: Db; clock: Clock; accounts: AccountAccess; notifications: Notifier }) {
  const types = new Map<string, AnyRequestType>();

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

  async function notifyAll(tx: Tx, userIds: readonly number[], code: NotificationCode, params: Record<string, string>, reference: string) {
    for (const userId of userIds) await notifications.notify(tx, userId, code, params, reference);
  }

  /** Stores a new request (state 0 → the machine's `create` target). A repeated key answers the first request. */
  async function create<P extends Record<string, unknown>>(caller: Caller, type: RequestType<P>, input: P, idempotencyKey?: string): Promise<Transitioned> {
    const { session } = caller;
    const payload = type.payload.parse(input);
    const actor: Actor = { negotiator: session.roles.includes(Role.negotiator), signer: false, hasSigned: false };
    const no = refusal(type.machine, RequestAction.create, { state: 0, signatures: 0, required: 0 }, actor);
    if (no) refuse(no);
    const accountId = await accountIdOf(session, type.account(payload));
    const earlier = async () => {
      const id = idempotencyKey ? await repo.requestForKey(db, session.userId, idempotencyKey) : undefined;
      const row = id === undefined ? undefined : await repo.findRequest(db, id, session.companyId, type.machine.type);
      return row ? { id: row.id, state: row.state, outcome: RequestOutcome.saved } : undefined;
    };
    const first = await earlier();
    if (first) return first;
    const now = clock.now();
    const state = type.machine.actions.create!.to;
    const made = await db.transaction(async (tx) => {
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
      });
      // A concurrent twin holding the key wins; this one rolls back whole.
      if (idempotencyKey && !(await repo.claimKey(tx, session.userId, idempotencyKey, row.id, now))) throw new KeyTaken();
      await trace(tx, caller, type, RequestAction.create, { id: row.id, to: state, reference: type.summary(row.id, payload).reference });
      return { id: row.id, state, outcome: RequestOutcome.saved };
    }).catch(async (error: unknown) => {
      if (!(error instanceof KeyTaken)) throw error;
      return (await earlier()) ?? refuse(RequestError.notFound);
    });
    return made;
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
    options: { reason?: string; edit?: P; shown?: P } = {},
  ): Promise<Transitioned> {
    const { session } = caller;
    const { machine } = type;
    const edit = options.edit === undefined ? undefined : type.payload.parse(options.edit);
    const editAccountId = edit === undefined ? undefined : await accountIdOf(session, type.account(edit));
    try {
      return await db.transaction(async (tx) => {
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
        if (action === RequestAction.sendToSign || action === RequestAction.authorizeAndSend) {
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
        const state = nextState(machine, action, signaturesAfter, requiredAfter);
        change.state = state;
        const executed = state === machine.executed && row.state !== machine.executed;
        if (executed) {
          // Defence in depth: every signature must approve the content being executed.
          const all = await repo.liveSignatures(tx, id);
          if (all.some((s) => !s.contentHash.equals(row.contentHash))) refuse(RequestError.changed);
          change.executedAt = now;
        }
        await repo.updateRequest(tx, id, change);
        if (executed) await type.execute?.({ tx, id, companyId: session.companyId, accountId: row.accountId, payload: row.payload as P, now });

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
        if (state === machine.signing && row.state !== machine.signing) {
          const waiting = (await repo.accountSignerIds(tx, session.companyId, row.accountId)).filter((u) => u !== session.userId);
          await notifyAll(tx, waiting, NotificationCode.awaitingSignature, params, summary.reference);
        }
        if (executed) await notifyAll(tx, [row.negotiatorId], NotificationCode.requestExecuted, params, summary.reference);
        if (action === RequestAction.reverse) await notifyAll(tx, [row.negotiatorId], NotificationCode.requestRejected, { ...params, reason: change.reason ?? '' }, summary.reference);
        const outcome = executed ? RequestOutcome.executed : OUTCOME[action];
        return { id, state, outcome };
      });
    } catch (error) {
      // Two sessions of one signer racing past the row lock cannot both sign: the index says no.
      if (!(error instanceof Failure) && isUniqueViolation(error)) return refuse(RequestError.alreadySigned);
      throw error;
    }
  }

  return {
    create,
    act,
    /** Stores changes (the machine's `save`); voids every signature. */
    save: <P extends Record<string, unknown>>(caller: Caller, type: RequestType<P>, id: number, payload: P) => act(caller, type, id, RequestAction.save, { edit: payload }),

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
