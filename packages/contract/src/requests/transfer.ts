import { z } from 'zod';
import { endpoint } from '../endpoint.js';
import { accountNumber } from '../accounts.js';
import { currencyCode, decimalAmount, minorToDecimal } from '../money.js';
import { requiredYmd } from '../query-rules.js';
import { View } from '../views.js';
import { dateTime } from '../checkbooks.js';
import { reason } from './checkbook.js';

/**
 * Single and batch transfers (spec doc 2 §2, §3, §5, §7; ADR 0024). A transfer is one request:
 * a debit side and a list of credits, signed as a whole and executed as one balanced journal
 * entry. A batch (`idbloque`) is the same with up to BATCH_MAX_ROWS credits.
 */

/** The codes the transfer calls answer with, beside the request engine's (`RequestError`). */
export const TransferError = {
  dateRequired: 'request.transfer.dateRequired',
  /** A date that is not a bank working day (weekend or holiday). */
  notWorkingDay: 'request.transfer.notWorkingDay',
  accountTypeRequired: 'request.transfer.accountTypeRequired',
  debitAccountRequired: 'request.transfer.debitAccountRequired',
  creditsRequired: 'request.transfer.creditsRequired',
  tooManyCredits: 'request.transfer.tooManyCredits',
  ownAccountRequired: 'request.transfer.ownAccountRequired',
  creditAccountRequired: 'request.transfer.creditAccountRequired',
  /** Not 16 digits (spec §5). */
  creditAccountInvalid: 'request.transfer.creditAccountInvalid',
  /** A number of this bank that names no customer account. */
  creditAccountUnknown: 'request.transfer.creditAccountUnknown',
  /** An account the bank closed (replaced by another, as the CUC accounts were). */
  creditAccountClosed: 'request.transfer.creditAccountClosed',
  /** Marked as an own account, but not one of the company's. */
  creditAccountNotOwn: 'request.transfer.creditAccountNotOwn',
  creditAccountSameAsDebit: 'request.transfer.creditAccountSameAsDebit',
  holderRequired: 'request.transfer.holderRequired',
  holderTooLong: 'request.transfer.holderTooLong',
  amountRequired: 'request.transfer.amountRequired',
  /** Not a decimal with at most two decimals and 13 whole digits. */
  amountInvalid: 'request.transfer.amountInvalid',
  amountPositive: 'request.transfer.amountPositive',
  currencyRequired: 'request.transfer.currencyRequired',
  /** The credit's currency is not the debit account's (or the credited account's): no conversion (ADR 0024). */
  currencyMismatch: 'request.transfer.currencyMismatch',
  detailsRequired: 'request.transfer.detailsRequired',
  detailsTooLong: 'request.transfer.detailsTooLong',
  batchIdInvalid: 'request.transfer.batchIdInvalid',
  /** Another batch of the company holds this id (409). */
  batchExists: 'request.transfer.batchExists',
  pageInvalid: 'request.transfer.pageInvalid',
  /** At execution: the debit account's available balance does not cover the total (409). */
  insufficientFunds: 'request.transfer.insufficientFunds',
  /** At the last signature: the transfer's date has passed; the negotiator must edit it (409). */
  datePassed: 'request.transfer.datePassed',
  /** The holder lookup's account is not a customer account of this bank (404). */
  accountNotFound: 'account.not.found',
} as const;
export type TransferError = (typeof TransferError)[keyof typeof TransferError];

/** The bank's answer to a valid `transfer_request_validate` (its `respuesta`). */
export const TRANSFER_VALID = 'request.transfer.valid';
/** The spec's answer to a signature that is not the last: `ACTUALIZADA FIRMA {n}` (n = signatures so far). */
export const SIGNATURE_UPDATED_PREFIX = 'ACTUALIZADA FIRMA ';

export const TRANSFER_LIST_LIMIT = 10000;
/** Credit cards on one single transfer's form. */
export const TRANSFER_MAX_CREDITS = 50;
/** Rows of one batch: a 2 MB CSV of short lines fits (ADR 0024). */
export const BATCH_MAX_ROWS = 40000;
/** Spec §3: the batch id's first 15 characters are used. */
export const BATCH_ID_MAX = 15;
export const TRANSFER_DETAILS_MAX = 165;
export const TRANSFER_HOLDER_MAX = 140;

/** The CSV upload of the batch form (spec §5), parsed in the browser; the gateway validates every row. */
export const TRANSFER_CSV = {
  maxBytes: 2 * 1024 * 1024,
  types: ['text/csv', 'application/vnd.ms-excel'],
  separator: ';',
  /** Column order of a line. */
  columns: ['importe', 'cuenta_credito', 'titular', 'detalles'],
} as const;

/**
 * Headers beside the spec's bodies (ADR 0024): the signer's PIN on `transfer_request_authorize`
 * (wrong PINs count towards the sign-in lockout: 401 `incorrect.pin`, 423 `user.locked`, 400
 * `not.pin` when missing), and an idempotency key on every state-changing transfer call.
 */
export const SIGNING_PIN_HEADER = 'x-signing-pin';
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** The debit account's type (spec §3 "Crédito or Débito"). */
export const DEBIT_ACCOUNT_TYPES = ['Débito', 'Crédito'] as const;

/** Amounts: up to 13 whole digits and 2 decimals, as exact decimal strings (ADR 0003). */
const AMOUNT = /^\d{1,13}(\.\d{1,2})?$/;

/** "12.5" -> 1250n. The caller has checked the shape against AMOUNT. */
export function amountToMinor(decimal: string): bigint {
  const [whole = '0', fraction = ''] = decimal.split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
}

/** Exact sum of decimal amounts, as a decimal with two places (the authorise dialog's total). */
export function sumAmounts(amounts: readonly string[]): string {
  return minorToDecimal(
    amounts.reduce((sum, a) => sum + amountToMinor(a), 0n),
    'XXX',
  );
}

/** Spec §2: in the tables a 16-character credit account shows only characters 9 to 14. */
export function shortCreditAccount(account: string): string {
  return account.length === 16 ? account.slice(8, 14) : account;
}

/** A required text: a missing or blank one gives `code` alone (the checks after it do not run). */
const text = (code: string) => z.string({ error: () => code }).trim().min(1, { error: code, abort: true });

/** One credit card (spec §3 "Transfer form card"; batch rows use the same fields). */
export const transferCredit = z.object({
  ownAccount: z.boolean({ error: () => TransferError.ownAccountRequired }),
  cuenta_credito: text(TransferError.creditAccountRequired).regex(/^\d{16}$/, TransferError.creditAccountInvalid),
  titular: text(TransferError.holderRequired).max(TRANSFER_HOLDER_MAX, TransferError.holderTooLong),
  // Stored as "1234.50" whatever the client typed ("1234.5"), so the content a signature binds is one text.
  importe: text(TransferError.amountRequired)
    .regex(AMOUNT, TransferError.amountInvalid)
    .refine((v) => !AMOUNT.test(v) || amountToMinor(v) > 0n, TransferError.amountPositive)
    .transform((v) => minorToDecimal(amountToMinor(v), 'XXX')),
  moneda: text(TransferError.currencyRequired).pipe(currencyCode),
  detalles: text(TransferError.detailsRequired).max(TRANSFER_DETAILS_MAX, TransferError.detailsTooLong),
});
export type TransferCredit = z.output<typeof transferCredit>;

/** The debit side (spec §3, §5); the date's range and bank day are the gateway's checks. */
const debitSide = {
  fecha: requiredYmd(TransferError.dateRequired),
  tipoCuenta: z.enum(DEBIT_ACCOUNT_TYPES, { error: () => TransferError.accountTypeRequired }),
  cuenta_debito: z.string({ error: () => TransferError.debitAccountRequired }).min(1, TransferError.debitAccountRequired).pipe(accountNumber),
};
const credits = (max: number) =>
  z.array(transferCredit, { error: () => TransferError.creditsRequired }).min(1, TransferError.creditsRequired).max(max, TransferError.tooManyCredits);
export const batchId = z
  .string({ error: () => TransferError.batchIdInvalid })
  .regex(new RegExp(`^[A-Za-z0-9_-]{1,${BATCH_ID_MAX}}$`), TransferError.batchIdInvalid);

/** What a single transfer stores and its signatures bind. */
export const transferContent = z.strictObject({ ...debitSide, creditos: credits(TRANSFER_MAX_CREDITS) });
export type TransferContent = z.output<typeof transferContent>;
/** What a batch stores and its signatures bind: the same, under its batch id. */
export const batchContent = z.strictObject({ ...debitSide, idbloque: batchId, creditos: credits(BATCH_MAX_ROWS) });
export type BatchContent = z.output<typeof batchContent>;

const requestId = z.number({ error: () => 'request.id.invalid' }).int('request.id.invalid').positive('request.id.invalid');

/**
 * The form the save, save-and-send and validate calls carry (spec §7 `dataForm`): the debit
 * side and the credits; `idbloque` makes it a batch. `traspaso_id` 0 is a new transfer.
 * `negociador` is accepted because the spec's client sends it, and ignored: the bank knows who calls.
 */
export const transferForm = z
  .object({
    traspaso_id: z.number({ error: () => 'request.id.invalid' }).int('request.id.invalid').min(0, 'request.id.invalid'),
    negociador: z.string().max(100).optional(),
    ...debitSide,
    idbloque: batchId.optional(),
    creditos: credits(BATCH_MAX_ROWS),
  })
  .superRefine((v, ctx) => {
    if (v.idbloque === undefined && v.creditos.length > TRANSFER_MAX_CREDITS) ctx.addIssue({ code: 'custom', message: TransferError.tooManyCredits, path: ['creditos'] });
  });
export type TransferForm = z.output<typeof transferForm>;

/** Authorize sends what the signer was shown (dynamic linking, ADR 0021): it must be what the transfer says. */
const authorizeBody = z.object({ id: requestId, ...debitSide, idbloque: batchId.optional(), creditos: credits(BATCH_MAX_ROWS) });
const idBody = z.object({ id: requestId });
const rejectBody = z.object({ id: requestId, respuesta: reason });
const listBody = z.object({
  start: z.number({ error: () => TransferError.pageInvalid }).int(TransferError.pageInvalid).min(0, TransferError.pageInvalid),
  limit: z.number({ error: () => TransferError.pageInvalid }).int(TransferError.pageInvalid).min(1, TransferError.pageInvalid).max(TRANSFER_LIST_LIMIT, TransferError.pageInvalid),
});

const flag = z.union([z.literal(0), z.literal(1)]);

/**
 * One row per credit (spec §3 Transfer): a transfer with three credits lists three rows with one
 * `traspaso_id`, `linea` 1 to 3. Everything the form needs to show or authorise it is here.
 */
export const transferRow = z.object({
  traspaso_id: z.number().int(),
  /** The credit's place in its transfer, from 1; `creditos` is how many it has. */
  linea: z.number().int(),
  creditos: z.number().int(),
  /** The bank's reference of the transfer (its journal entry's, once executed). */
  referencia: z.string(),
  id_transaccion: z.string(),
  fecha: z.string(),
  tipoCuenta: z.enum(DEBIT_ACCOUNT_TYPES),
  cuenta_debito: accountNumber,
  ownAccount: z.boolean(),
  cuenta_credito: z.string(),
  titular: z.string(),
  importe: decimalAmount,
  moneda: currencyCode,
  detalles: z.string(),
  /** The transfer's total, the same on each of its rows. */
  importe_total: decimalAmount,
  /** The state's name (spec: text) and its code (the machine's, for the buttons). */
  estado: z.string(),
  estado_id: z.number().int(),
  /** A rejection's reason, a failed execution's code, or null. */
  respuesta: z.string().nullable(),
  id_bloque: z.string().nullable(),
  /** The negotiator's user name. */
  negociador: z.string(),
  /** The signers' user names in signing order, joined by '*'. */
  firmante: z.string(),
  /** The caller holds role 22 and may sign the debit account. */
  es_firmante: flag,
  firmas: z.number().int(),
  numero_firmas: z.number().int(),
  ultima_fecha_modificacion: dateTime,
});
export type TransferRow = z.infer<typeof transferRow>;

/** Success (spec §7 `data[0]`): `error` 1, `respuesta` a code, the id and the reference. */
const outcome = z.object({
  error: z.literal(1),
  respuesta: z.string(),
  traspaso_id: z.number().int().positive(),
  id_transaccion: z.string(),
  estado: z.string(),
  estado_id: z.number().int(),
});
export type TransferOutcome = z.infer<typeof outcome>;
/** After a signature: how many there are and how many the transfer needs. */
const signed = outcome.extend({ firmas: z.number().int(), numero_firmas: z.number().int() });
/**
 * Validate answers `error` 0 when valid (the spec's client reads 1 as invalid there); invalid
 * input is a 400 with its code, like every call.
 */
const valid = z.object({ error: z.literal(0), respuesta: z.literal(TRANSFER_VALID), importe_total: decimalAmount, moneda: currencyCode, creditos: z.number().int() });

const views = [View.transfers, View.transferBatches];
const path = (name: string) => `/requests/transfer/${name}`;
const listExtra = z.object({ numeroFirmas: z.number().int(), total: z.number().int() });

export const transferEndpoints = {
  /** Batches, one row per credit, newest first (spec §7). */
  multipleList: endpoint({ method: 'POST', path: path('transfer_multiple_request_list'), access: 'session', views: [View.transferBatches], body: listBody, data: z.array(transferRow), extra: listExtra }),
  /** Single transfers, one row per credit, newest first. */
  list: endpoint({ method: 'POST', path: path('transfer_request_list'), access: 'session', views: [View.transfers], body: listBody, data: z.array(transferRow), extra: listExtra }),
  save: endpoint({ method: 'POST', path: path('transfer_request_save'), access: 'session', views, body: transferForm, data: z.tuple([outcome]) }),
  /** Validates, saves and sends to sign in one step. */
  saveAndSend: endpoint({ method: 'POST', path: path('transfer_request_save_and_send'), access: 'session', views, body: transferForm, data: z.tuple([outcome]) }),
  /** Every rule the save applies, the bank's included, storing nothing. */
  validate: endpoint({ method: 'POST', path: path('transfer_request_validate'), access: 'session', views, body: transferForm, data: z.tuple([valid]) }),
  delete: endpoint({ method: 'POST', path: path('transfer_request_delete'), access: 'session', views, body: idBody, data: z.tuple([outcome]) }),
  reject: endpoint({ method: 'POST', path: path('transfer_request_reject'), access: 'session', views, body: rejectBody, data: z.tuple([outcome]) }),
  /** Needs the `x-signing-pin` header. The last signature executes (or schedules) the transfer. */
  authorize: endpoint({ method: 'POST', path: path('transfer_request_authorize'), access: 'session', views, body: authorizeBody, data: z.tuple([signed]) }),
  /** How many days ahead a transfer may be dated. */
  dayRange: endpoint({ method: 'POST', path: path('transfer_request_get_rango_dias'), access: 'session', views, data: z.tuple([z.number().int().positive()]) }),
  /** A batch's rows; another company's batch answers 404 `request.not.found`. */
  byBatch: endpoint({ method: 'POST', path: path('transfer_request_get_traspasos_by_bloque'), access: 'session', views: [View.transferBatches], body: z.object({ id: batchId }), data: z.array(transferRow) }),
  /** A fresh batch id (15 characters). */
  newBatch: endpoint({ method: 'POST', path: path('transfer_request_get_nuevo_bloque'), access: 'session', views: [View.transferBatches], data: z.tuple([batchId]) }),
  /**
   * The holders of a customer account of this bank (spec §7), so the negotiator sees whom they
   * pay. Rate-limited per user and traced; an account of another bank, or none, is 404.
   */
  accountHolders: endpoint({
    method: 'POST',
    path: '/bank/dataCustomerAccountXId',
    access: 'session',
    views,
    body: z.object({ account: z.string({ error: () => 'querie.ac.accountRequired' }).min(1, 'querie.ac.accountRequired').pipe(accountNumber) }),
    data: z.tuple([z.object({ titular1: z.string(), titular2: z.string() })]),
  }),
};
