import {
  LC_AMENDMENT_FINISHED,
  LcAmendmentState,
  REQUEST_ERROR_STATUS,
  RequestAction,
  RequestError,
  Role,
  lcAmendmentFileName,
  lcAmendmentIssues,
  minorToDecimal,
  type LcAmendmentAudit,
  type LcAmendmentBody,
  type LcAmendmentLetter,
  type LcAmendmentPayload,
  type LcAmendmentRow,
} from '@bel/contract';
import type { Deps } from '../../deps.js';
import type { Tx } from '../../db/client.js';
import { apiDateTime, compact, isoDay } from '../../bank/calendar.js';
import { Failure } from '../../http/failure.js';
import type { Caller } from '../../core/requests/engine.js';
import { companyRequiredSignatures } from '../../core/requests/repo.js';
import type { SessionContext } from '../../core/session/session-context.js';
import { isCurrent } from './bank-rules.js';
import type { AmendmentReply } from './mt707.js';
import { renderAmendmentPdf } from './pdf.js';
import { companyAmendment, companyLetter, latestAmendment, signaturesOf, type AmendedLetter } from './repo.js';
import { lcAmendmentType as type } from './request-type.js';

/** Refusals of this type beyond the engine's (ADR 0029). */
export const LcAmendmentError = {
  /** The letter does not exist or is another company's: the two answer alike. */
  letterNotFound: 'request.lc.notFound',
  /** Not an import letter current today (getData's VALID false). */
  notAmendable: 'request.lc.notAmendable',
  /** The account named is not the one the letter is kept on. */
  accountMismatch: 'request.lc.accountMismatch',
  /** `request.lc.amendmentOpen.{state}`: the letter's latest amendment is not finished (spec §4). */
  amendmentOpen: 'request.lc.amendmentOpen',
  valid: 'request.lc.valid',
} as const;

const flag = (yes: boolean) => (yes ? 1 : 0) as 0 | 1;
const refuse = (code: RequestError): never => {
  throw new Failure(REQUEST_ERROR_STATUS[code], code);
};
type One<T> = { data: [T] };
const one = <T>(item: T): One<T> => ({ data: [item] });

/** What is signed: the stored fields, whatever audit lists the client sent along. */
const payloadOf = (b: LcAmendmentPayload): LcAmendmentPayload => ({
  enmiendaType: b.enmiendaType,
  lcNumber: b.lcNumber,
  applicantAcc: b.applicantAcc,
  latestShipment: b.latestShipment,
  expiryDate: b.expiryDate,
  partyCharged: b.partyCharged,
});

/** The dates the §5 rules compare against; a standby letter has no shipment (never amendable here). */
const currentDates = (letter: AmendedLetter) => ({ latestShipment: compact(letter.latestShipment ?? letter.expiryDate), expiryDate: compact(letter.expiryDate) });

/**
 * Letter-of-credit amendments over the request engine (spec doc 2 §7; ADR 0029). Letters are
 * found only through the caller's company, so another company's answers as missing; every
 * state-changing call runs in the transaction the route's idempotency gives it.
 */
export function createLcAmendmentService(deps: Deps) {
  const { db, clock, accounts, requests } = deps;
  requests.register(type);
  const today = () => isoDay(clock.now());

  /** VALID (ADR 0029): an import letter (the company applied for it; goods are shipped) current today. */
  const amendable = (letter: AmendedLetter) => letter.lcType === 'IMP' && letter.latestShipment !== null && isCurrent(letter, today());

  function letterRow(letter: AmendedLetter): LcAmendmentLetter {
    return {
      LC_NUMBER: letter.reference,
      LC_TYPE: letter.lcType,
      LC_CURRENCY: letter.currency,
      LC_AMOUNT: minorToDecimal(letter.amountMinor, letter.currency),
      ISSUE_DATE: compact(letter.issueDate),
      EXPIRY_DATE: compact(letter.expiryDate),
      LATEST_SHIPMENT: letter.latestShipment ? compact(letter.latestShipment) : null,
      BENEFICIARY: letter.beneficiary,
      APPLICANT_ACC: letter.account,
      VALID: amendable(letter),
    };
  }

  /**
   * The letter an amendment names, checked as the bank would take it: the company's, amendable
   * today, on the account named, and the fields within spec §5's rules. `lock` holds the letter,
   * so two new amendments of one letter are decided one after the other.
   */
  async function checkedLetter(tx: Tx, session: SessionContext, body: LcAmendmentPayload, lock: boolean): Promise<AmendedLetter> {
    const letter = await companyLetter(tx, session.companyId, body.lcNumber, today(), lock);
    if (!letter) throw new Failure(404, LcAmendmentError.letterNotFound, { field: 'lcNumber' });
    if (!amendable(letter)) throw new Failure(409, LcAmendmentError.notAmendable, { field: 'lcNumber' });
    if (letter.account !== body.applicantAcc) throw new Failure(400, LcAmendmentError.accountMismatch, { field: 'applicantAcc' });
    const [issue] = lcAmendmentIssues(body, currentDates(letter));
    if (issue) throw new Failure(400, issue.code, { field: issue.field });
    return letter;
  }

  /** Spec §4: a new amendment only when the letter has none, or its latest is at 4, 5 or 6. */
  async function checkNoneOpen(tx: Tx, session: SessionContext, reference: string) {
    const latest = await latestAmendment(tx, type.machine.type, session.companyId, reference);
    if (latest && !LC_AMENDMENT_FINISHED.includes(latest.state)) throw new Failure(409, `${LcAmendmentError.amendmentOpen}.${latest.state}`, { field: 'lcNumber' });
  }

  /** An amendment stays with its letter: an id of another letter (or company) answers as missing. */
  async function storedOf(tx: Tx, session: SessionContext, id: number, reference: string) {
    const stored = await companyAmendment(tx, type.machine.type, session.companyId, id);
    if (!stored || (stored.payload as LcAmendmentPayload).lcNumber !== reference) refuse(RequestError.notFound);
    return stored!;
  }

  /** Only negotiators prepare amendments: refused before anything about the letter is said. */
  const negotiatorOnly = (session: SessionContext) => {
    if (!session.roles.includes(Role.negotiator)) refuse(RequestError.notAllowed);
  };

  /** Save or save-and-send: a new amendment (id 0) or changes to a stored one. */
  async function store(caller: Caller, body: LcAmendmentBody, tx: Tx, send: boolean) {
    const { session } = caller;
    negotiatorOnly(session);
    const payload = payloadOf(body);
    let id = body.enmiendaId;
    if (id === 0) {
      await checkedLetter(tx, session, payload, true);
      await checkNoneOpen(tx, session, payload.lcNumber);
      id = (await requests.create(caller, type, payload, { tx })).id;
    } else {
      await storedOf(tx, session, id, payload.lcNumber);
      await checkedLetter(tx, session, payload, false);
      await requests.save(caller, type, id, payload, { tx });
    }
    const done = send ? await requests.act(caller, type, id, RequestAction.sendToSign, { tx }) : undefined;
    return one({ error: 1 as const, enmienda_id: id, respuesta: done?.outcome ?? 'request.done.saved' });
  }

  return {
    /** Spec §7: only the roles the caller really holds count; none held lists nothing. */
    async list(session: SessionContext, roles: readonly string[]): Promise<{ data: LcAmendmentRow[] }> {
      if (!roles.some((r) => session.roles.includes(r))) return { data: [] };
      const { rows } = await requests.list(session, type);
      return {
        data: rows.map((r) => {
          const p = r.payload as LcAmendmentPayload;
          return {
            enmienda_id: r.id,
            referencia: p.lcNumber,
            cuenta: r.accountNumber ?? p.applicantAcc,
            estado: r.state,
            nombre_estado: type.machine.states[r.state] ?? String(r.state),
            ultima_fecha_modificacion: apiDateTime(r.updatedAt),
            negociador: flag(session.roles.includes(Role.negotiator)),
            firmante: flag(session.roles.includes(Role.signer)),
            autorizador: flag(r.maySign),
            p_negociador: r.negotiator,
            p_firmante: r.signers,
            numero_firmas: r.required,
            fichero_swift: r.state === LcAmendmentState.authorized ? lcAmendmentFileName(p.lcNumber) : null,
            respuesta: r.reason,
            enmiendaType: p.enmiendaType,
            latestShipment: p.latestShipment,
            expiryDate: p.expiryDate,
            partyCharged: p.partyCharged,
          };
        }),
      };
    },

    /** The letter's summary if it is on one of `cuentas` (none named: every account of the company). */
    async letter(session: SessionContext, body: { cuentas?: string[] | undefined; reference: string }) {
      const own = await accounts.ownOrAll(session, body.cuentas);
      const letter = await companyLetter(db, session.companyId, body.reference, today());
      return { data: letter && own.some((a) => a.number === letter.account) ? [letterRow(letter)] : [] };
    },

    /** Who prepared and who signed the letter's latest amendment (or the one named), and how many signatures it needs. */
    async audit(session: SessionContext, reference: string, id?: number): Promise<{ data: LcAmendmentAudit[] }> {
      const chosen = id ?? (await latestAmendment(db, type.machine.type, session.companyId, reference))?.id;
      const stored = chosen === undefined ? undefined : await companyAmendment(db, type.machine.type, session.companyId, chosen);
      if (!stored || (stored.payload as LcAmendmentPayload).lcNumber !== reference) return { data: [] };
      const signatures = await signaturesOf(db, stored.id);
      return {
        data: [
          {
            ENMIENDA_ID: stored.id,
            NEGOCIADOR: [stored.negotiator],
            FECHA_REGISTRO: [compact(isoDay(stored.createdAt))],
            FIRMANTE: signatures.map((s) => s.username),
            FECHA_FIRMA: signatures.map((s) => compact(isoDay(s.signedAt))),
            NO_SIGNA_NEEDED: stored.requiredSignatures ?? (await companyRequiredSignatures(db, session.companyId)),
          },
        ],
      };
    },

    /** Every check of a save, storing nothing: error 1 means valid (spec §7); a refusal is its code. */
    async validate(session: SessionContext, body: LcAmendmentBody) {
      negotiatorOnly(session);
      const payload = payloadOf(body);
      await db.transaction(async (tx) => {
        if (body.enmiendaId === 0) await checkNoneOpen(tx, session, payload.lcNumber);
        else await storedOf(tx, session, body.enmiendaId, payload.lcNumber);
        await checkedLetter(tx, session, payload, false);
      });
      return one({ error: 1 as const, respuesta: LcAmendmentError.valid });
    },

    save: (caller: Caller, body: LcAmendmentBody, tx: Tx) => store(caller, body, tx, false),
    saveAndSendToSign: (caller: Caller, body: LcAmendmentBody, tx: Tx) => store(caller, body, tx, true),

    /** The negotiator deletes it with a reason (state 6); cancel answers `true` for success (spec §7). */
    async cancel(caller: Caller, body: { lcNumber: string; enmiendaId: number; cancelarLc: string }, tx: Tx) {
      await storedOf(tx, caller.session, body.enmiendaId, body.lcNumber);
      const done = await requests.act(caller, type, body.enmiendaId, RequestAction.cancel, { reason: body.cancelarLc, tx });
      return one({ error: true as const, respuesta: done.outcome });
    },

    /** The signer signs what their screen showed: the fields must be the amendment's. */
    async sign(caller: Caller, body: LcAmendmentBody, tx: Tx) {
      const done = await requests.act(caller, type, body.enmiendaId, RequestAction.sign, { shown: payloadOf(body), tx });
      return one({ error: 1 as const, respuesta: done.outcome });
    },

    async reverse(caller: Caller, body: LcAmendmentBody & { cancelarLc: string }, tx: Tx) {
      const done = await requests.act(caller, type, body.enmiendaId, RequestAction.reverse, { reason: body.cancelarLc, shown: payloadOf(body), tx });
      return one({ error: true as const, respuesta: done.outcome });
    },

    /** An authorized amendment's MT707 as a PDF sealed by the bank, named ECC_{reference}.pdf. */
    async swift(session: SessionContext, id: number) {
      const stored = await companyAmendment(db, type.machine.type, session.companyId, id);
      if (!stored) return refuse(RequestError.notFound);
      if (stored.state !== LcAmendmentState.authorized || !stored.bankReply) return refuse(RequestError.wrongState);
      const payload = stored.payload as LcAmendmentPayload;
      const reply = stored.bankReply as unknown as AmendmentReply;
      const letter = (await companyLetter(db, session.companyId, payload.lcNumber, today()))!;
      const pdf = await renderAmendmentPdf({
        reference: payload.lcNumber,
        account: letter.account,
        beneficiary: letter.beneficiary,
        currency: letter.currency,
        amount: minorToDecimal(letter.amountMinor, letter.currency),
        partyCharged: payload.partyCharged,
        reply: reply as AmendmentReply & { mt707: NonNullable<AmendmentReply['mt707']> },
        number: Number(reply.mt707!.fields.find((f) => f.tag === '26E')!.value),
        expiryDate: payload.expiryDate,
        latestShipment: payload.latestShipment,
      });
      const sealed = await deps.seal.sealPdf(pdf);
      return { data: { fileName: lcAmendmentFileName(payload.lcNumber), mimeType: 'application/pdf', content: Buffer.from(sealed).toString('base64') } };
    },
  };
}

export type LcAmendmentService = ReturnType<typeof createLcAmendmentService>;
