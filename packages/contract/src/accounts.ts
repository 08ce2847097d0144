import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { currencyCode, decimalAmount } from './money.js';
import { roleId } from './fields.js';
import { ymd } from './dates.js';
import { fileDocument } from './files.js';
import { dateRangeFields } from './query-rules.js';
import { View, ACCOUNT_SELECTING_VIEWS, SIGNER_ACCOUNT_VIEWS } from './views.js';

export const ACCOUNT_NUMBER_LENGTH = 16;
export const accountNumber = z.string({ error: () => 'querie.ac.accountInvalid' }).regex(/^\d{16}$/, 'querie.ac.accountInvalid');

export const accountRef = z.object({
  CUENTA: accountNumber,
  TITULAR: z.string(),
  MONEDA: currencyCode,
});
export type AccountRef = z.infer<typeof accountRef>;

export const accountInfo = accountRef.extend({
  CONTABLE: decimalAmount,
  DISPONIBLE: decimalAmount,
});
export type AccountInfo = z.infer<typeof accountInfo>;

export const accountList = z.array(accountNumber, { error: () => 'querie.ac.accountRequired' }).min(1, 'querie.ac.accountRequired').max(500, 'querie.ac.accountInvalid');

export const singleAccount = z.string({ error: () => 'querie.ac.accountRequired' }).min(1, 'querie.ac.accountRequired').pipe(accountNumber);

/** One posting on the account, newest last; amounts signed (credits positive). */
export const movement = z.object({
  VALUE_DATE: ymd,
  BOOKING_DATE: ymd,
  TRANS_REFERENCE: z.string(),
  NARRATIVE: z.string(),
  AMOUNT_FCY: decimalAmount,
  CURRENCY: currencyCode,
  /** Running balance after this movement. */
  BALANCE: decimalAmount,
});
export type Movement = z.infer<typeof movement>;

/**
 * The spec's movement rows carry OPEN_BALANCE, FINAL_BALANCE and a TOTAL on the last row; we
 * send them once beside the rows (ADR 0011), all computed from the ledger:
 * OPEN_BALANCE + the movements' amounts = FINAL_BALANCE = OPEN_BALANCE - DEBITS + CREDITS.
 */
export const movementsResult = z.object({
  CUENTA: accountNumber,
  CURRENCY: currencyCode,
  /** Balance at the start of startDate: every posting booked before it. */
  OPEN_BALANCE: decimalAmount,
  /** Balance at the end of endDate. */
  FINAL_BALANCE: decimalAmount,
  /**
   * DEBITS and CREDITS are both absolute, so never negative: the sum of the debit amounts
   * and of the credit amounts of the period. COUNT is the number of movements.
   */
  TOTAL: z.object({ DEBITS: decimalAmount, CREDITS: decimalAmount, COUNT: z.number().int() }),
  movements: z.array(movement),
});
export type MovementsResult = z.infer<typeof movementsResult>;

/** Statement frequencies (spec §3): BSN daily, WEE weekly, TWM fortnightly, M01..M12 every n months. */
export const STATEMENT_FREQUENCIES = ['BSN', 'WEE', 'TWM', 'M01', 'M02', 'M03', 'M04', 'M05', 'M06', 'M07', 'M08', 'M09', 'M10', 'M11', 'M12'] as const;
export const statementFrequency = z.enum(STATEMENT_FREQUENCIES);
export type StatementFrequency = z.infer<typeof statementFrequency>;

/**
 * The length of a statement's frequency in its own unit (ADR 0011): 1 for BSN (each working
 * day), 7 for WEE (weekly), 15 for TWM (fortnightly), n for Mnn (every n months).
 */
export function frequencyNumber(code: StatementFrequency): number {
  if (code === 'BSN') return 1;
  if (code === 'WEE') return 7;
  if (code === 'TWM') return 15;
  return Number(code.slice(1));
}

export const statementRow = z.object({
  cuenta: accountNumber,
  /** See `frequencyNumber`. */
  num_frecuencia: z.number().int(),
  frecuencia: statementFrequency,
  /** The last day of the statement's period; the period starts the day after the previous one. */
  fecha: ymd,
  /** 'Y' when the period had movements, else 'N'. */
  si_no_movimiento: z.enum(['Y', 'N']),
  balance_cierre: decimalAmount,
  /** The statement's sequence number for the account, counting from its opening (1 = first). */
  num_estadocuenta: z.number().int(),
});
export type StatementRow = z.infer<typeof statementRow>;

/** One statement: the account and the last day of its period (a row's `fecha`). */
export const statementRef = z.object({ cuenta: singleAccount, date: ymd });
export const statementFormat = z.enum(['pdf', 'txt', 'xml'], { error: () => 'statements.typeInvalid' });
export type StatementFormat = z.infer<typeof statementFormat>;

/** Ours: a date that does not end one of the account's statement periods (404). */
export const StatementError = { notFound: 'statement.not.found' } as const;

/** ECBEL_{account}_{date}.{ext} (spec §9); a zip of several is ECBEL_{PDF|TXT|XML}_{today}.zip. */
export function statementFileName(cuenta: string, date: string, format: StatementFormat): string {
  return `ECBEL_${cuenta}_${date}.${format}`;
}
export function statementZipName(format: StatementFormat, today: string): string {
  return `ECBEL_${format.toUpperCase()}_${today}.zip`;
}

export const accountChange = z.object({
  CUENTA_ORIGEN: z.string(),
  MONEDA_ORIGEN: currencyCode,
  CUENTA_NUEVA: accountNumber,
  MONEDA_NUEVA: currencyCode,
  TITULAR: z.string(),
});

export const accountEndpoints = {
  getByUserRolContract: endpoint({
    method: 'POST',
    path: '/accounts/getByUserRolContract',
    access: 'session',
    views: ACCOUNT_SELECTING_VIEWS,
    body: z.object({ roles: z.array(roleId, { error: () => 'roles.required' }).min(1, 'roles.required').max(20, 'roles.invalid') }),
    data: z.array(accountRef),
  }),
  /**
   * The accounts the caller may sign for (doc 1 §7, payload "none"): the bank's signer register,
   * for holders of role 22; anyone else gets an empty list (ADR 0023). Any field in the body is
   * refused, so a client cannot believe it narrowed or widened the list.
   */
  getAccountsByUsersSigners: endpoint({
    method: 'POST',
    path: '/accounts/getAccountsByUsersSigners',
    access: 'session',
    views: SIGNER_ACCOUNT_VIEWS,
    body: z.strictObject({}, { error: () => 'accounts.signers.noPayload' }).nullish(),
    data: z.array(accountRef),
  }),
  getInfo: endpoint({
    method: 'POST',
    path: '/accounts/getInfo',
    access: 'session',
    views: [View.accountBalance],
    body: z.object({ cuentas: accountList }),
    data: z.array(accountInfo),
  }),
  getMovements: endpoint({
    method: 'POST',
    path: '/accounts/getMovements',
    access: 'session',
    views: [View.accountMovements],
    body: z.object({ cuenta: singleAccount, ...dateRangeFields }),
    data: movementsResult,
  }),
  getStatements: endpoint({
    method: 'POST',
    path: '/accounts/getStatements',
    access: 'session',
    views: [View.accountStatements],
    body: z.object({ cuentas: accountList, ...dateRangeFields }),
    data: z.array(statementRow),
  }),
  getStatementsPDF: endpoint({ method: 'POST', path: '/accounts/getStatementsPDF', access: 'session', views: [View.accountStatements], body: statementRef, data: fileDocument }),
  getStatementsTXT: endpoint({ method: 'POST', path: '/accounts/getStatementsTXT', access: 'session', views: [View.accountStatements], body: statementRef, data: fileDocument }),
  getStatementsXML: endpoint({ method: 'POST', path: '/accounts/getStatementsXML', access: 'session', views: [View.accountStatements], body: statementRef, data: fileDocument }),
  getStatementsDocuments: endpoint({
    method: 'POST',
    path: '/accounts/getStatementsDocuments',
    access: 'session',
    views: [View.accountStatements],
    body: z.object({ documents: z.array(statementRef, { error: () => 'statements.documentsRequired' }).min(1, 'statements.documentsRequired').max(200, 'statements.tooMany'), type: statementFormat }),
    data: fileDocument,
  }),
  /** Account-change information (doc 2). Path not shown in the spec (ADR 0011). */
  getAccountChanges: endpoint({
    method: 'POST',
    path: '/accounts/getAccountChanges',
    access: 'session',
    views: [View.accountChanges],
    body: z.object({ cuentas: accountList }),
    data: z.array(accountChange),
  }),
};
