import { randomInt } from 'node:crypto';
import {
  RequestError,
  Role,
  SIGNATURE_UPDATED_PREFIX,
  TRANSFER_VALID,
  TraceOperation,
  TransferError,
  TransferState,
  sumAmounts,
  type BatchContent,
  type TransferContent,
  type TransferForm,
  type TransferOutcome,
  type TransferRow,
} from '@bel/contract';
import type { Deps } from '../../deps.js';
import type { Tx } from '../../db/client.js';
import { apiDateTime, compact, expand, holidaysBetween, isoDay, isWorkingDay } from '../../bank/calendar.js';
import { Failure } from '../../http/failure.js';
import { appendTrace, type Origin } from '../../core/audit/trail.js';
import { isUniqueViolation } from '../../db/pg-errors.js';
import type { Caller, PinProof, Transitioned } from '../../core/requests/engine.js';
import type { RequestType } from '../../core/requests/request-type.js';
import type { SessionContext } from '../../core/session/session-context.js';
import { checkCredits, checkDate } from './checks.js';
import { postTransfer, transferReference } from './execution.js';
import { batchRequestId, customerAccount, dueRequests, transferTypeOf } from './repo.js';
import { batchType, transferType } from './request-type.js';

type Content = TransferContent & { idbloque?: string };
type AnyTransferType = RequestType<TransferContent> | RequestType<BatchContent>;
const TYPES = [transferType.machine.type, batchType.machine.type];

/** The debit side and credits of a form, as the request stores them (the spec's extra fields dropped). */
function contentOf(form: TransferForm): { type: AnyTransferType; content: Content } {
  const { fecha, tipoCuenta, cuenta_debito, creditos, idbloque } = form;
  return idbloque === undefined
    ? { type: transferType, content: { fecha, tipoCuenta, cuenta_debito, creditos } }
    : { type: batchType, content: { fecha, tipoCuenta, cuenta_debito, idbloque, creditos } };
}

const stateName = (state: number) => transferType.machine.states[state] ?? String(state);

/** A batch id: B, the day (YYMMDD) and 8 random characters; 15 in all (spec §3). */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
function freshBatchId(today: string): string {
  return `B${today.slice(2)}${Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')}`;
}

export function createTransferService({ db, clock, accounts, requests }: Pick<Deps, 'db' | 'clock' | 'accounts' | 'requests'>) {
  requests.register(transferType);
  requests.register(batchType);
  const today = () => compact(isoDay(clock.now()));

  /** Every rule of a form (contract, date, accounts, currencies), storing nothing. */
  async function check(session: SessionContext, content: Content) {
    await checkDate(db, content.fecha, today());
    const own = await accounts.ownOrAll(session, undefined);
    const debit = own.find((a) => a.number === content.cuenta_debito);
    if (!debit) throw new Failure(404, TransferError.accountNotFound);
    await checkCredits(db, { content, debit: { ...debit, companyId: session.companyId }, ownNumbers: new Set(own.map((a) => a.number)) });
    return debit;
  }

  /** A batch id names one batch of the company. */
  async function checkBatchId(session: SessionContext, id: number, content: Content) {
    if (content.idbloque === undefined) return;
    const holder = await batchRequestId(db, session.companyId, content.idbloque);
    if (holder !== undefined && holder !== id) throw new Failure(409, TransferError.batchExists, { field: 'idbloque' });
  }

  const outcome = (done: Transitioned, respuesta: string = done.outcome): TransferOutcome => ({
    error: 1,
    respuesta,
    traspaso_id: done.id,
    id_transaccion: transferReference(done.id),
    estado: stateName(done.state),
    estado_id: done.state,
  });

  /** The request's type, by id, within the caller's company; another's answers as missing. */
  async function typeOf(session: SessionContext, id: number): Promise<AnyTransferType> {
    const type = await transferTypeOf(db, id, session.companyId, TYPES);
    if (type === undefined) throw new Failure(404, RequestError.notFound);
    return type === batchType.machine.type ? batchType : transferType;
  }

  function rowsOf(session: SessionContext, listed: Awaited<ReturnType<typeof requests.list>>['rows']): TransferRow[] {
    const signer = session.roles.includes(Role.signer);
    return listed.flatMap((r) => {
      const p = r.payload as Content;
      const total = sumAmounts(p.creditos.map((c) => c.importe));
      const signatures = r.signers ? r.signers.split('*').length : 0;
      return p.creditos.map((c, i): TransferRow => ({
        traspaso_id: r.id,
        linea: i + 1,
        creditos: p.creditos.length,
        referencia: transferReference(r.id),
        id_transaccion: transferReference(r.id),
        fecha: p.fecha,
        tipoCuenta: p.tipoCuenta,
        cuenta_debito: p.cuenta_debito,
        ownAccount: c.ownAccount,
        cuenta_credito: c.cuenta_credito,
        titular: c.titular,
        importe: c.importe,
        moneda: c.moneda,
        detalles: c.detalles,
        importe_total: total,
        estado: stateName(r.state),
        estado_id: r.state,
        respuesta: r.reason,
        id_bloque: p.idbloque ?? null,
        negociador: r.negotiator,
        firmante: r.signers,
        es_firmante: signer && r.maySign ? 1 : 0,
        firmas: signatures,
        numero_firmas: r.required,
        ultima_fecha_modificacion: apiDateTime(r.updatedAt),
      }));
    });
  }

  return {
    /** One row per credit, newest transfer first; `start` and `limit` page the rows. */
    async list(session: SessionContext, kind: 'single' | 'batch', page: { start: number; limit: number }) {
      const { required, rows } = await requests.list(session, kind === 'single' ? transferType : batchType);
      const all = rowsOf(session, rows);
      return { data: all.slice(page.start, page.start + page.limit), numeroFirmas: required, total: all.length };
    },

    async byBatch(session: SessionContext, batchId: string) {
      const { rows } = await requests.list(session, batchType);
      const batch = rows.filter((r) => (r.payload as Content).idbloque === batchId);
      if (batch.length === 0) throw new Failure(404, RequestError.notFound);
      return { data: rowsOf(session, batch) };
    },

    async newBatch(session: SessionContext) {
      for (;;) {
        const id = freshBatchId(today());
        if ((await batchRequestId(db, session.companyId, id)) === undefined) return { data: [id] as [string] };
      }
    },

    async validate(session: SessionContext, form: TransferForm) {
      const { content } = contentOf(form);
      await check(session, content);
      await checkBatchId(session, form.traspaso_id, content);
      const total = sumAmounts(content.creditos.map((c) => c.importe));
      return { data: [{ error: 0 as const, respuesta: TRANSFER_VALID, importe_total: total, moneda: content.creditos[0]!.moneda, creditos: content.creditos.length }] as [{ error: 0; respuesta: typeof TRANSFER_VALID; importe_total: string; moneda: string; creditos: number }] };
    },

    /** Id 0 makes a new transfer, another saves changes to it (voiding any signature); `send` sends it to sign too. */
    async save(caller: Caller, form: TransferForm, send: boolean, tx: Tx) {
      const { type, content } = contentOf(form);
      await check(caller.session, content);
      await checkBatchId(caller.session, form.traspaso_id, content);
      try {
        // Narrowed by contentOf: a batch type always gets a batch's content.
        const t = type as RequestType<Content>;
        let done = form.traspaso_id === 0 ? await requests.create(caller, t, content, { tx }) : await requests.save(caller, t, form.traspaso_id, content, { tx });
        if (send) done = await requests.act(caller, t, done.id, 'sendToSign', { tx });
        return { data: [outcome(done)] as [TransferOutcome] };
      } catch (error) {
        if (isUniqueViolation(error, 'requests_batch_id_uq')) throw new Failure(409, TransferError.batchExists, { field: 'idbloque' });
        throw error;
      }
    },

    async delete(caller: Caller, id: number, tx: Tx) {
      const type = (await typeOf(caller.session, id)) as RequestType<Content>;
      return { data: [outcome(await requests.act(caller, type, id, 'delete', { tx }))] as [TransferOutcome] };
    },

    async reject(caller: Caller, id: number, reason: string, tx: Tx) {
      const type = (await typeOf(caller.session, id)) as RequestType<Content>;
      return { data: [outcome(await requests.act(caller, type, id, 'reverse', { reason, tx }))] as [TransferOutcome] };
    },

    /**
     * A signature on what the signer was shown (dynamic linking), after their PIN. Not the last:
     * 'ACTUALIZADA FIRMA n' (spec §4); the last executes the transfer, or schedules it.
     */
    async confirmPin(caller: Caller, id: number, pin: string | undefined) {
      return requests.confirmPin(caller, await typeOf(caller.session, id), id, 'sign', pin);
    },

    async authorize(caller: Caller, body: Content & { id: number }, pinProof: PinProof, tx: Tx) {
      const type = (await typeOf(caller.session, body.id)) as RequestType<Content>;
      const { id, ...shown } = body;
      // What the signer saw must at least be a transfer of this kind; otherwise it is not this one.
      if (!type.payload.safeParse(shown).success) throw new Failure(409, RequestError.changed);
      const done = await requests.act(caller, type, id, 'sign', { shown, pinProof, tx });
      const respuesta = done.outcome === 'request.done.signed' ? `${SIGNATURE_UPDATED_PREFIX}${done.signatures}` : done.outcome;
      return { data: [{ ...outcome(done, respuesta), firmas: done.signatures, numero_firmas: done.required }] as [TransferOutcome & { firmas: number; numero_firmas: number }] };
    },

    /** The holders of a customer account of this bank; every lookup is traced, found or not. */
    async accountHolders(session: SessionContext, account: string, origin: Origin) {
      const found = await customerAccount(db, account);
      await db.transaction((tx) =>
        appendTrace(tx, {
          subject: { userId: session.userId },
          operation: TraceOperation.accountHoldersLookup,
          description: { element: 'accountHolders', fields: { account, found: found ? 1 : 0 } },
          at: clock.now(),
          origin,
        }),
      );
      if (!found) throw new Failure(404, TransferError.accountNotFound);
      return { data: [{ titular1: found.holder, titular2: '' }] as [{ titular1: string; titular2: string }] };
    },

    /**
     * The bank's daily run (idempotent, ADR 0024): on a working day, every transfer waiting for a
     * date up to today is executed, each in its own transaction; one whose debit account cannot
     * cover it any more ends 'No ejecutada' with the reason. Twice the same day does it once.
     */
    async executeDue(origin: Origin): Promise<{ executed: number; failed: number }> {
      const day = today();
      const counts = { executed: 0, failed: 0 };
      // The bank is closed: what is due waits for the next working day.
      if (!isWorkingDay(expand(day), await holidaysBetween(db, expand(day), expand(day)))) return counts;
      for (const type of [transferType, batchType] as RequestType<Content>[]) {
        for (const id of await dueRequests(db, type.machine.type, TransferState.scheduled, day)) {
          const state = await requests.complete(type, id, TransferState.scheduled, TransferState.failed, origin, async ({ tx, accountId, payload }) => {
            try {
              await tx.transaction((sp) => postTransfer(sp, { id, debitAccountId: accountId!, content: payload, today: day }));
              return { state: TransferState.executed };
            } catch (error) {
              if (error instanceof Failure) return { state: TransferState.failed, reason: error.code };
              throw error;
            }
          });
          if (state === TransferState.executed) counts.executed += 1;
          if (state === TransferState.failed) counts.failed += 1;
        }
      }
      return counts;
    },
  };
}

export type TransferService = ReturnType<typeof createTransferService>;
