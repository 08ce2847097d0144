import { z } from 'zod';
import { endpoint } from '../endpoint.js';
import { accountNumber } from '../accounts.js';
import { currencyCode, decimalAmount } from '../money.js';
import { ymd } from '../dates.js';
import { View } from '../views.js';
import { dateTime } from '../checkbooks.js';
import { reason } from './checkbook.js';

export const LiquidityLetterError = {
  facilityRequired: 'request.liquidity.facilityRequired',
  accountRequired: 'request.liquidity.accountRequired',
  amountRequired: 'request.liquidity.amountRequired',
  amountInvalid: 'request.liquidity.amountInvalid',
  referenceRequired: 'request.liquidity.referenceRequired',
  referenceInvalid: 'request.liquidity.referenceInvalid',
} as const;
const E = LiquidityLetterError;

/** Up to 12 whole digits and 2 decimals, above zero; a comma is read as the decimal point. */
export const LIQUIDITY_AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;
/** The organism's reference: letters, digits, '-', '/' and '.', 3 to 30 (e.g. PX-00412). */
export const ORGANISM_REFERENCE = /^[A-Z0-9][A-Z0-9./-]{1,28}[A-Z0-9]$/;

/**
 * What the form asks for (ADR 0025): the liquidity-support facility (a sigla of the letters of
 * credit's categories, `credit-letter/liquiditySupport`), the debit account, the amount in the
 * account's currency and the organism's reference of the operation the letter backs.
 */
export const liquidityLetterFields = z.object({
  facilidad: z.string({ error: () => E.facilityRequired }).regex(/^[A-Z0-9]{2,8}$/, E.facilityRequired),
  cuenta: z.string({ error: () => E.accountRequired }).min(1, E.accountRequired).pipe(accountNumber),
  importe: z
    .string({ error: () => E.amountRequired })
    .trim()
    .min(1, E.amountRequired)
    .transform((v) => v.replace(',', '.'))
    .pipe(z.string().regex(LIQUIDITY_AMOUNT, E.amountInvalid).refine((v) => Number(v) > 0, E.amountInvalid)),
  referenciaOrganismo: z
    .string({ error: () => E.referenceRequired })
    .trim()
    .min(1, E.referenceRequired)
    .transform((v) => v.toUpperCase())
    .pipe(z.string().regex(ORGANISM_REFERENCE, E.referenceInvalid)),
});
export type LiquidityLetterFields = z.infer<typeof liquidityLetterFields>;
export type LiquidityLetterInput = z.input<typeof liquidityLetterFields>;

const requestId = z.number({ error: () => 'request.id.invalid' }).int('request.id.invalid').positive('request.id.invalid');
const idBody = z.object({ id: requestId });
/** Sign, reverse and authorize-and-send carry what the signer was shown (dynamic linking, ADR 0021). */
const shownBody = liquidityLetterFields.extend({ id: requestId });

const flag = z.union([z.literal(0), z.literal(1)]);

/**
 * Spec §3's liquidity letter (the `_cl` fields, `autorización_cl` spelled as the spec does) and,
 * as on the other request rows, the flags and user lists the actions are enabled from.
 */
export const liquidityLetterRow = z.object({
  id_cl: z.number().int().positive(),
  /** Registration (creation) day and, once the bank issued it, the issue day: YYYYMMDD. */
  fecha_registro_cl: ymd,
  fecha_emision_cl: ymd.nullable(),
  /** Ours: the day it reached the branch, and the day it was collected (YYYYMMDD), else null. */
  fecha_listo_cl: ymd.nullable(),
  fecha_recogido_cl: ymd.nullable(),
  referencia_organismo_cl: z.string(),
  /** One of the bank's codes (spec §9) once authorized; null before, or when rejected. */
  autorización_cl: z.string().nullable(),
  facilidad_cl: z.string(),
  cuenta_debito_cl: accountNumber,
  estado_cl: z.number().int(),
  nombre_estado_cl: z.string(),
  importe_cl: decimalAmount,
  moneda_cl: currencyCode,
  titular: z.string(),
  numero_firmas: z.number().int(),
  p_negociador: z.string(),
  p_firmante: z.string(),
  negociador: flag,
  firmante: flag,
  autorizador: flag,
  /** A signer's reason, or the bank's rejection code (`liquidity.rejected.*`). */
  respuesta: z.string().nullable(),
  ultima_fecha_modificacion: dateTime,
});
export type LiquidityLetterRow = z.infer<typeof liquidityLetterRow>;

const views = [View.liquidityLetters];
const done = z.object({ respuesta: z.string() });
const patch = <B extends z.ZodType>(path: string, body: B) => endpoint({ method: 'PATCH', path, access: 'session', views, body, data: done });

export const liquidityLetterEndpoints = {
  /**
   * Spec §7: the client sends userId, client and token, unfilled. They are accepted and ignored:
   * the session says who asks. The company's letters, newest first.
   */
  list: endpoint({
    method: 'POST',
    path: '/requests/liquidity_letters/list',
    access: 'session',
    views,
    body: z.object({ userId: z.unknown().optional(), client: z.unknown().optional(), token: z.unknown().optional() }).nullish(),
    data: z.array(liquidityLetterRow),
  }),
  /** Id 0 makes a new letter request; another id saves changes to it (voiding its signatures). */
  save: endpoint({
    method: 'POST',
    path: '/requests/liquidity_letters/save',
    access: 'session',
    views,
    body: liquidityLetterFields.extend({ id: z.number({ error: () => 'request.id.invalid' }).int('request.id.invalid').min(0, 'request.id.invalid') }),
    data: done.extend({ id: z.number().int().positive() }),
  }),
  sendToSign: patch('/requests/liquidity_letters/sendToSign', idBody),
  authorizeAndSend: patch('/requests/liquidity_letters/authorizeAndSend', shownBody),
  sign: patch('/requests/liquidity_letters/sign', shownBody),
  reverse: patch('/requests/liquidity_letters/reverse', shownBody.extend({ respuesta: reason })),
  delete: patch('/requests/liquidity_letters/delete', idBody),
};
