import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { accountNumber } from './accounts.js';
import { ymd } from './dates.js';
import { LANGUAGES } from './languages.js';
import { currencyCode, decimalAmount } from './money.js';
import { dateRangeFields, reference } from './query-rules.js';
import { View } from './views.js';

/**
 * Letters of credit (ADR 0014). Every amount is a decimal string in the letter's currency;
 * every date YYYYMMDD. Codes below are the letter's stored codes; the web app translates
 * `creditLetters.<kind>.<CODE>`.
 */

/** IMP import (the company is the applicant), EXP export (the company is the beneficiary), SBY standby (the company is the applicant). */
export const LC_TYPES = ['IMP', 'EXP', 'SBY'] as const;
export const lcType = z.enum(LC_TYPES);
export type LcType = z.infer<typeof lcType>;

/** Whether a bank added its confirmation (the current-category row's TIPO_LC). */
export const LC_CONFIRMATIONS = ['CONFIRMED', 'UNCONFIRMED'] as const;
export const lcConfirmation = z.enum(LC_CONFIRMATIONS);

/**
 * A letter's category on a day (its state): CURRENT from its issue date; CANCELLED from its
 * cancellation date; UTILISED from the day its drawings reach its amount; EXPIRED the day
 * after its expiry date. The first that applies, in that order: CANCELLED, UTILISED, EXPIRED.
 */
export const LC_CATEGORIES = ['CURRENT', 'UTILISED', 'EXPIRED', 'CANCELLED'] as const;
export const lcCategory = z.enum(LC_CATEGORIES);
export type LcCategory = z.infer<typeof lcCategory>;

/** How drawings are paid: at sight, by an accepted draft, or by a deferred-payment undertaking. */
export const LC_PAYMENT_FORMS = ['SIGHT', 'ACCEPTANCE', 'DEFERRED'] as const;
export const lcPaymentForm = z.enum(LC_PAYMENT_FORMS);

/** Details movement kinds: the opening (issue) and each drawing. */
export const LC_MOVEMENTS = ['ISSUE', 'DRAWING'] as const;

/** A letter's reference: TF + 10 digits (spec §9). */
export const LC_REFERENCE = /^TF\d{10}$/;
/** A drawing's reference: its letter's reference and the drawing number in two digits (TF + 12 digits). */
export const DRAWING_REFERENCE = /^TF\d{12}$/;
export function drawingReference(letter: string, drawing: number): string {
  return `${letter}${String(drawing).padStart(2, '0')}`;
}

export const lcReference = reference(LC_REFERENCE, 'querie.lc.referenceRequired', 'querie.lc.wrongFormatReference');

/** An optional text: absent, null and '' (after trimming) all mean "no filter". */
function optionalText(pattern: RegExp, code: string) {
  return z
    .string({ error: () => code })
    .trim()
    .refine((v) => v === '' || pattern.test(v), code)
    .nullish();
}

/** Discrepancies: an optional drawing reference, TF + 12 digits. */
export const discrepancyReference = optionalText(DRAWING_REFERENCE, 'querie.lc.wrongFormatReferenceDiscrepancy');
/** Statistics: an optional liquidity-support sigla from `liquiditySupport`. */
export const liquiditySupportSigla = optionalText(/^[A-Z0-9]{2,8}$/, 'querie.lc.liquiditySupportInvalid');
/** Statistics: an optional beneficiary, matched as a substring ignoring case and accents. */
export const beneficiaryFilter = z.string({ error: () => 'querie.lc.beneficiaryInvalid' }).trim().max(100, 'querie.lc.beneficiaryInvalid').nullish();

/**
 * The accounts a letter query covers: absent or empty means every account of the caller's
 * company (spec §5). A named account of another company answers 404 `account.not.found`.
 */
export const accountsOrAll = z
  .array(accountNumber, { error: () => 'querie.ac.accountInvalid' })
  .max(500, 'querie.ac.accountInvalid')
  .optional();

export const languageQuery = z.object({ language: z.enum(LANGUAGES, { error: () => 'language.invalid' }) });

// ---- Rows --------------------------------------------------------------------------------

/** One discrepancy notice on a drawing; a drawing may have several. */
export const discrepancyRow = z.object({
  /** The drawing's reference (TF + 12 digits): the letter's reference and NEGOCIACION_NO. */
  REFERENCIA: z.string(),
  /** The drawing number within its letter (1, 2, ...). */
  NEGOCIACION_NO: z.number().int(),
  MONEDA: currencyCode,
  /** The drawing's amount. */
  IMPORTE: decimalAmount,
  FECHA_NOTIF: ymd,
  /** The company's account the letter is kept on. */
  CTA_APLICANTE: accountNumber,
  /** The notice's text, as the bank recorded it (Spanish). */
  DISCREPANCIAS: z.string(),
});

export const statisticRow = z.object({
  REFERENCE: z.string(),
  LC_TYPE: lcType,
  /** The advising bank (import, standby) or the issuing bank (export). */
  ADVISING_BK: z.string(),
  LC_CURRENCY: currencyCode,
  LC_AMOUNT: decimalAmount,
  /** The most the letter can cost: its amount plus its positive tolerance. */
  LIAB_AMT: decimalAmount,
  EXPIRY_DATE: ymd,
  /** The company's account the letter is kept on (for an export letter, the one its proceeds go to). */
  APPLICANT_ACC: accountNumber,
  APPLICANT: z.string(),
  BENEFICIARY: z.string(),
  ISSUE_DATE: ymd,
  /** The sigla of the letter's liquidity-support category (see `liquiditySupport`), null when it has none. */
  CARTA_CL: z.string().nullable(),
  DESC_GOODS: z.string(),
});

/** The summary's header: the same letter's figures as the statistics row. */
export const summaryHeader = z.object({
  REFERENCIA: z.string(),
  EXPIRY_DATE: ymd,
  TIPO_LC: lcType,
  ISSUE_DATE: ymd,
  LC_AMOUNT: decimalAmount,
  MONEDA: currencyCode,
  APPLICANT: z.string(),
  LIAB_AMT: decimalAmount,
  BENE: z.string(),
  /** The advising bank (import, standby) or the issuing bank (export). */
  ADV_ISS: z.string(),
  DESC_GOODS: z.string(),
});

/**
 * The letter's movements, oldest first: its opening, then each drawing. AMOUNT is signed
 * (the opening adds the letter's amount, a drawing subtracts its own) and
 * RBAL = the previous RBAL + AMOUNT, so the last RBAL is the unutilised balance.
 */
export const summaryMovement = z.object({
  /** A code: ISSUE or DRAWING. */
  DESCRIPTION: z.enum(LC_MOVEMENTS),
  DATE: ymd,
  TIPO_LC: lcType,
  MONEDA: currencyCode,
  AMOUNT: decimalAmount,
  /** Unutilised balance after this movement. */
  RBAL: decimalAmount,
  /** The drawing number; null on the opening. */
  DR_NO: z.number().int().nullable(),
});

export const currentCategoryRow = z.object({
  REFERENCIA: z.string(),
  CTA_ORDENANTE: accountNumber,
  /** The applicant's name. */
  NOMBRE: z.string(),
  MONEDA: currencyCode,
  IMPORTE: decimalAmount,
  /** Here the letter's confirmation (spec §3). */
  TIPO_LC: lcConfirmation,
  /** 'Y' when drawings are paid later (acceptance or deferred payment), else 'N'. */
  NEGOC_DIFER: z.enum(['Y', 'N']),
  /** The advising bank (import, standby) or the issuing bank (export). */
  BANCO_DESTINO: z.string(),
  /** Unutilised balance in the letter's currency. */
  DISP_LCCY: decimalAmount,
  /** Ours: the letter's category today. */
  CATEGORIA: lcCategory,
});

export const expirationRow = z.object({
  REFERENCIA: z.string(),
  CUENTA: accountNumber,
  MONEDA: currencyCode,
  /** The letter's amount. */
  SALDO_INICIAL: decimalAmount,
  /** Its unutilised balance. */
  SALDO_FINAL: decimalAmount,
  /** Its expiry date. */
  VENCE: ymd,
  TIPO_LC: lcType,
});

export const paymentObligationRow = z.object({
  REFERENCIA: z.string(),
  CUENTA: accountNumber,
  MONEDA: currencyCode,
  IMPORTE: decimalAmount,
  /** The due date. */
  VENCE: ymd,
  TIPO_LC: lcType,
  /** Ours: how the drawing behind it is paid. */
  FORMA_PAGO: lcPaymentForm,
});

export const acdpObligationRow = paymentObligationRow.extend({
  /** The accepted draft's or deferred-payment undertaking's number: the drawing reference, '-', its instalment (TF…01-1). */
  PAGAREN: z.string(),
  /** To whose order it is payable. */
  ORDEN: z.string(),
  BENEF: z.string(),
  FORMA_PAGO: z.enum(['ACCEPTANCE', 'DEFERRED']),
});

export const liquiditySupportOption = z.object({ sigla: z.string(), text: z.string() });

// ---- Calls -------------------------------------------------------------------------------

const rangeBody = z.object({ cuentas: accountsOrAll, ...dateRangeFields });

/**
 * Letter queries (spec §7). Ranges are YYYYMMDD, both ends included; the end may not pass
 * today, except current category's (today + 30 days). Another company's letter answers
 * exactly like one that does not exist.
 */
export const creditLetterEndpoints = {
  /** Notices whose notification date is in the range, optionally of one drawing. */
  discrepancies: endpoint({
    method: 'POST',
    path: '/credit-letter/discrepancies',
    access: 'session',
    views: [View.lcDiscrepancy],
    body: rangeBody.extend({ refPECEX: discrepancyReference }),
    data: z.array(discrepancyRow),
  }),
  /** Letters issued in the range, optionally of one liquidity-support sigla and/or beneficiary. */
  stadistics: endpoint({
    method: 'POST',
    path: '/credit-letter/stadistics',
    access: 'session',
    views: [View.lcStatistic],
    body: rangeBody.extend({ refPECEX: liquiditySupportSigla, beneficiario: beneficiaryFilter }),
    data: z.array(statisticRow),
  }),
  liquiditySupport: endpoint({
    method: 'GET',
    path: '/credit-letter/liquiditySupport',
    access: 'session',
    // The liquidity-letter form picks its facility from the same categories (ADR 0025).
    views: [View.lcStatistic, View.liquidityLetters],
    query: languageQuery,
    data: z.array(liquiditySupportOption),
  }),
  /**
   * The letter's header: one item, or none when the reference is unknown, another company's or
   * on none of `cuentas` (doc 1 §7 `{cuentas, reference}`; the screen sends the chosen accounts
   * or all it loaded, ADR 0023). A named account of another company answers 404.
   */
  summary: endpoint({
    method: 'POST',
    path: '/credit-letter/summary',
    access: 'session',
    views: [View.lcSummary],
    body: z.object({ cuentas: accountsOrAll, reference: lcReference }),
    data: z.array(summaryHeader),
  }),
  /** The letter's movements; `refPECEX` carries the letter's reference (TF + 10 digits). */
  details: endpoint({
    method: 'POST',
    path: '/credit-letter/details',
    access: 'session',
    views: [View.lcSummary],
    body: z.object({ refPECEX: lcReference }),
    data: z.array(summaryMovement),
  }),
  /** Letters in the CURRENT category on at least one day of the range. */
  getCurrentByCategory: endpoint({
    method: 'POST',
    path: '/credit-letter/getCurrentByCategory',
    access: 'session',
    views: [View.lcCurrentCategory],
    body: rangeBody,
    data: z.array(currentCategoryRow),
  }),
  /** Letters (not cancelled) whose expiry date is in the range. */
  currentByMaturityDate: endpoint({
    method: 'POST',
    path: '/credit-letter/currentByMaturityDate',
    access: 'session',
    views: [View.lcExpiration],
    body: rangeBody,
    data: z.array(expirationRow),
  }),
  /** Acceptances and deferred payments due in the range. */
  paymentObligationsACDP: endpoint({
    method: 'POST',
    path: '/credit-letter/paymentObligationsACDP',
    access: 'session',
    views: [View.lcPaymentObligationsAcdp],
    body: rangeBody,
    data: z.array(acdpObligationRow),
  }),
  /** Every payment obligation (sight ones included) due in the range. */
  paymentObligations: endpoint({
    method: 'POST',
    path: '/credit-letter/paymentObligations',
    access: 'session',
    views: [View.lcPaymentObligations],
    body: rangeBody,
    data: z.array(paymentObligationRow),
  }),
};
