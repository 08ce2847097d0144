import { z } from 'zod';
import { endpoint } from '../endpoint.js';
import { accountNumber } from '../accounts.js';
import { dateTime } from '../checkbooks.js';
import { LC_REFERENCE, accountsOrAll, lcType } from '../credit-letters.js';
import { addDaysYmd, reference, requiredYmd } from '../query-rules.js';
import { isValidYmd, ymd } from '../dates.js';
import { fileDocument } from '../files.js';
import { currencyCode, decimalAmount } from '../money.js';
import { roleId } from '../fields.js';
import { View } from '../views.js';
import { reason } from './checkbook.js';

/**
 * Letter-of-credit amendments (spec doc 2 §2-§8; ADR 0024): a negotiator asks the bank to move
 * a letter's expiry and latest shipment dates, signers sign, and the bank processes it.
 * Dates are YYYYMMDD.
 */

/** Who pays the amendment's charges (spec §3; SWIFT MT707 field 71N): applicant, beneficiary, shared. */
export const LC_PARTIES_CHARGED = ['APPL', 'BENE', 'OTHR'] as const;
export const lcPartyCharged = z.enum(LC_PARTIES_CHARGED, { error: () => 'request.lc.partyChargedRequired' });
export type LcPartyCharged = z.infer<typeof lcPartyCharged>;

/** The table's one tab (spec §2): amendments of dates. */
export const LC_AMENDMENT_TYPES = ['FECHA'] as const;
export const lcAmendmentType = z.enum(LC_AMENDMENT_TYPES, { error: () => 'request.lc.typeInvalid' });

/** Spec §5, §9: the expiry at least 21 days after the latest shipment. */
export const LC_EXPIRY_AFTER_SHIPMENT_DAYS = 21;

/** A new amendment names its letter: TF + 10 digits (spec §5). */
export const lcAmendmentReference = reference(LC_REFERENCE, 'request.lc.incorrectRef', 'request.lc.incorrectRef');

/** A letter's dates as they are now, which the amendment's dates are checked against. */
export interface LcCurrentDates {
  latestShipment: string;
  expiryDate: string;
}

export interface LcAmendmentIssue {
  field: 'latestShipment' | 'expiryDate';
  code: string;
}

/**
 * Spec §5's rules that need the letter: the latest shipment no earlier than the current one;
 * the expiry at least 21 days after the chosen latest shipment or, when that date is not
 * valid, no earlier than the current expiry. Ours: an amendment must change a date. The form
 * and the gateway run this same function.
 */
export function lcAmendmentIssues(values: { latestShipment?: unknown; expiryDate?: unknown }, current: LcCurrentDates): LcAmendmentIssue[] {
  const valid = (v: unknown): v is string => typeof v === 'string' && isValidYmd(v);
  const { latestShipment, expiryDate } = values;
  const issues: LcAmendmentIssue[] = [];
  if (valid(latestShipment) && latestShipment < current.latestShipment) issues.push({ field: 'latestShipment', code: 'forms.date.outOfRange' });
  if (valid(expiryDate)) {
    if (valid(latestShipment)) {
      if (expiryDate < addDaysYmd(latestShipment, LC_EXPIRY_AFTER_SHIPMENT_DAYS)) issues.push({ field: 'expiryDate', code: 'request.lc.expiryTooSoon' });
    } else if (expiryDate < current.expiryDate) issues.push({ field: 'expiryDate', code: 'forms.date.outOfRange' });
  }
  if (issues.length === 0 && latestShipment === current.latestShipment && expiryDate === current.expiryDate) issues.push({ field: 'latestShipment', code: 'request.lc.nothingChanged' });
  return issues;
}

/** What the amendment form edits (spec §3): the two dates and who pays. */
export const lcAmendmentFields = z.object({
  latestShipment: requiredYmd('management.traces.dateFromRequired'),
  expiryDate: requiredYmd('request.lc.expiryRequired'),
  partyCharged: lcPartyCharged,
});
export type LcAmendmentFields = z.infer<typeof lcAmendmentFields>;

/**
 * The form's schema for one letter: the fields (or a form's own shape holding them) and the
 * rules that read its current dates. The rules run beside the fields, not after them, so a
 * missing party charged does not hide a date that breaks them.
 */
export function lcAmendmentSchema<T extends LcAmendmentFields = LcAmendmentFields>(current: LcCurrentDates, fields: z.ZodType<T, T> = lcAmendmentFields as unknown as z.ZodType<T, T>) {
  const rules = z.unknown().superRefine((values, ctx) => {
    if (typeof values !== 'object' || values === null) return;
    for (const issue of lcAmendmentIssues(values, current)) ctx.addIssue({ code: 'custom', message: issue.code, path: [issue.field] });
  });
  return z.intersection(fields, rules);
}

/**
 * What a request stores and its signers sign: the letter, the account it is kept on (whose
 * signers sign), the kind of amendment and the fields.
 */
export const lcAmendmentPayload = lcAmendmentFields.extend({
  enmiendaType: lcAmendmentType,
  lcNumber: lcAmendmentReference,
  applicantAcc: accountNumber,
});
export type LcAmendmentPayload = z.infer<typeof lcAmendmentPayload>;

const amendmentId = z.number({ error: () => 'request.id.invalid' }).int('request.id.invalid');
const userList = z.array(z.string().max(60)).max(20).optional();
const dayList = z.array(z.string().max(20)).max(20).optional();

/**
 * Spec §7's body of validate, save, saveAndSendToSign and sign. `usuario`, `registrationDate`,
 * `firmante` and `signDate` are the audit lists the spec's client sends back; the bank keeps its
 * own (the request's negotiator and signatures) and ignores them (ADR 0024). `enmiendaId` 0 is a
 * new amendment.
 */
export const lcAmendmentBody = lcAmendmentPayload.extend({
  enmiendaId: amendmentId.min(0, 'request.id.invalid'),
  usuario: userList,
  registrationDate: dayList,
  firmante: userList,
  signDate: dayList,
});
export type LcAmendmentBody = z.infer<typeof lcAmendmentBody>;

const storedBody = lcAmendmentBody.extend({ enmiendaId: amendmentId.positive('request.id.invalid') });
/** Reverse: the full payload, the reason (`cancelarLc`) and an empty signer list. */
const reverseBody = storedBody.extend({ cancelarLc: reason });
/** Cancel (the negotiator's delete): the letter, the amendment, the reason. */
const cancelBody = z.object({ lcNumber: lcAmendmentReference, enmiendaId: amendmentId.positive('request.id.invalid'), usuario: userList, cancelarLc: reason });

/** getData's answer: the letter's summary, and whether it may be amended (ADR 0024). */
export const lcAmendmentLetter = z.object({
  LC_NUMBER: z.string(),
  LC_TYPE: lcType,
  LC_CURRENCY: currencyCode,
  LC_AMOUNT: decimalAmount,
  ISSUE_DATE: ymd,
  EXPIRY_DATE: ymd,
  /** Null for a standby letter: nothing is shipped under it. */
  LATEST_SHIPMENT: ymd.nullable(),
  BENEFICIARY: z.string(),
  APPLICANT_ACC: accountNumber,
  /** The letter may be amended here: an import letter, current today. */
  VALID: z.boolean(),
});
export type LcAmendmentLetter = z.infer<typeof lcAmendmentLetter>;

/** getDataPending's answer: the audit of the letter's latest amendment (lists aligned by position). */
export const lcAmendmentAudit = z.object({
  ENMIENDA_ID: z.number().int().positive(),
  NEGOCIADOR: z.array(z.string()),
  FECHA_REGISTRO: z.array(ymd),
  FIRMANTE: z.array(z.string()),
  FECHA_FIRMA: z.array(ymd),
  NO_SIGNA_NEEDED: z.number().int(),
});
export type LcAmendmentAudit = z.infer<typeof lcAmendmentAudit>;

const flag = z.union([z.literal(0), z.literal(1)]);

/** One amendment in the table (spec §3), with the stored fields the form shows (ours). */
export const lcAmendmentRow = z.object({
  enmienda_id: z.number().int(),
  /** The letter's reference. */
  referencia: z.string(),
  cuenta: accountNumber,
  estado: z.number().int(),
  nombre_estado: z.string(),
  ultima_fecha_modificacion: dateTime,
  negociador: flag,
  firmante: flag,
  autorizador: flag,
  p_negociador: z.string(),
  p_firmante: z.string(),
  /** Required signatures: fixed when sent to sign; the company's count before. */
  numero_firmas: z.number().int(),
  /** The SWIFT MT707's PDF name once authorized (`ECC_{referencia}.pdf`), else null. */
  fichero_swift: z.string().nullable(),
  /** The reason of a rejection or deletion: a signer's or negotiator's text, or the bank's reply code. */
  respuesta: z.string().nullable(),
  enmiendaType: lcAmendmentType,
  latestShipment: ymd,
  expiryDate: ymd,
  partyCharged: lcPartyCharged,
});
export type LcAmendmentRow = z.infer<typeof lcAmendmentRow>;

/** The name an authorized amendment's MT707 downloads as (spec §4). */
export function lcAmendmentFileName(reference: string): string {
  return `ECC_${reference}.pdf`;
}

/**
 * Answers: `error` 1 is success (validate: valid); cancel and reverse answer `true` for success
 * (spec §7, inverted). Refusals are HTTP errors with codes (ADR 0021).
 */
const outcome = z.object({ error: z.literal(1), respuesta: z.string() });
const saved = outcome.extend({ enmienda_id: z.number().int().positive() });
const inverted = z.object({ error: z.literal(true), respuesta: z.string() });

const views = [View.lcAmendment];
const post = <B extends z.ZodType, D extends z.ZodType>(path: string, body: B, data: D) => endpoint({ method: 'POST', path: `/credit-letter/amendment/${path}`, access: 'session', views, body, data });

export const lcAmendmentEndpoints = {
  /** The company's amendments, newest first; nothing for roles the caller does not hold. */
  getAll: post('getAll', z.object({ roles: z.array(roleId).max(20) }), z.array(lcAmendmentRow)),
  /** The letter, if it is on one of `cuentas` (absent: all the company's): one item or none. */
  getData: post('getData', z.object({ cuentas: accountsOrAll, reference: lcAmendmentReference }), z.array(lcAmendmentLetter)),
  /**
   * The audit of the letter's latest amendment (ours: or of `enmiendaId`, one of the letter's):
   * one item, or none when there is none.
   */
  getDataPending: post('getDataPending', z.object({ reference: lcAmendmentReference, enmiendaId: amendmentId.positive('request.id.invalid').optional() }), z.array(lcAmendmentAudit)),
  /** Checks the fields and the rules (a new one: also that the letter may have one now) and stores nothing. */
  validate: post('validate', lcAmendmentBody, z.tuple([outcome])),
  save: post('save', lcAmendmentBody, z.tuple([saved])),
  /** Saves (a new one or changes) and sends to sign in one call. */
  saveAndSendToSign: post('saveAndSendToSign', lcAmendmentBody, z.tuple([saved])),
  cancel: post('cancel', cancelBody, z.tuple([inverted])),
  /** The signer signs what they were shown: the fields must be the amendment's. */
  sign: post('sign', storedBody, z.tuple([outcome])),
  reverse: post('reverse', reverseBody, z.tuple([inverted])),
  /** Ours: an authorized amendment's SWIFT MT707 as a PDF sealed by the bank (`fichero_swift`). */
  getSwift: post('getSwift', z.object({ enmiendaId: amendmentId.positive('request.id.invalid') }), fileDocument),
};
