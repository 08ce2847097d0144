import { z } from 'zod';
import { endpoint } from '../endpoint.js';
import { accountNumber } from '../accounts.js';
import { roleId } from '../fields.js';
import { View } from '../views.js';
import { dateTime } from '../checkbooks.js';
import { REASON_MAX } from './machine.js';

/** The bank's check types (spec doc 2 §3); the web app translates `checkType.<id>`. */
export const checkType = z.object({ tipo_cheque_id: z.number().int().positive(), tipo_cheque_nombre: z.string() });

const count = z.number({ error: () => 'request.checkbook.countInvalid' }).int('request.checkbook.countInvalid').min(0, 'request.checkbook.countInvalid').max(999, 'request.checkbook.countInvalid');
const flag = z.union([z.literal(0), z.literal(1)]);
const requestId = z.number({ error: () => 'request.id.invalid' }).int('request.id.invalid').positive('request.id.invalid');

/** What the checkbook form edits (spec §5): account, destination, type, and at least one count above 0. */
export const checkbookFields = z
  .object({
    cuenta: z.string({ error: () => 'request.checkbook.accountRequired' }).min(1, 'request.checkbook.accountRequired').pipe(accountNumber),
    /** The destination branch's code. */
    destino: z.string({ error: () => 'request.checkbook.destinationRequired' }).regex(/^\d{4}$/, 'request.checkbook.destinationRequired'),
    tipoCheque: z.number({ error: () => 'request.checkbook.typeRequired' }).int('request.checkbook.typeRequired').positive('request.checkbook.typeRequired'),
    chequeras: count,
    cubiertas: count,
    rm: count,
  })
  .refine((v) => v.chequeras + v.cubiertas + v.rm > 0, { message: 'request.checkbook.countRequired', path: ['chequeras'] });
export type CheckbookFields = z.infer<typeof checkbookFields>;

/**
 * The save call's body (spec §7). `numeroFirmas` and `estado` are accepted because the spec's
 * client sends them, and ignored: the bank decides both (ADR 0021). `chequeraId` likewise.
 */
export const checkbookSaveBody = z.intersection(
  checkbookFields,
  z.object({
    solicitudChequeraId: z.number({ error: () => 'request.id.invalid' }).int('request.id.invalid').min(0, 'request.id.invalid'),
    chequeraId: z.number().int().nullable().optional(),
    numeroFirmas: z.number().int().optional(),
    estado: z.number().int().optional(),
  }),
);

/** Delete and send-to-sign name the request; the rest of the spec's field set may come along. */
const checkbookRef = z.looseObject({ solicitudChequeraId: requestId });
/** Sign sends the full field set: the gateway checks it is what the request says (dynamic linking). */
const checkbookSignBody = z.intersection(checkbookFields, z.object({ solicitudChequeraId: requestId }));
export const reason = z.string({ error: () => 'request.reason.required' }).trim().min(1, 'request.reason.required').max(REASON_MAX, 'request.reason.tooLong');
const checkbookReverseBody = z.intersection(checkbookSignBody, z.object({ respuesta: reason }));

export const checkbookRequestRow = z.object({
  solicitud_chequera_id: z.number().int(),
  chequera_id: z.number().int().nullable(),
  cuenta: accountNumber,
  titular: z.string(),
  moneda: z.string(),
  tipo_cheque: z.number().int(),
  tipo_cheque_nombre: z.string(),
  chequeras: z.number().int(),
  cubiertas: z.number().int(),
  rm: z.number().int(),
  /** Required signatures, fixed when sent to sign; the company's count before. */
  numero_firmas: z.number().int(),
  estado: z.number().int(),
  nombre_estado: z.string(),
  /** The rejection reason (spec §3), or null. */
  respuesta: z.string().nullable(),
  destino: z.string(),
  nombre_destino: z.string(),
  p_negociador: z.string(),
  p_firmante: z.string(),
  negociador: flag,
  firmante: flag,
  autorizador: flag,
  ultima_fecha_modificacion: dateTime,
});
export type CheckbookRequestRow = z.infer<typeof checkbookRequestRow>;

/**
 * Spec §7's answers: `error` 1 is success; `respuesta` is a catalogue code (the gateway never
 * sends prose). A refusal is an HTTP error with its code, never a 200 with error 0 (ADR 0021).
 */
const outcome = z.object({ error: z.literal(1), respuesta: z.string() });
const saved = outcome.extend({ solicitud_chequera_id: z.number().int().positive() });

const views = [View.checkbookRequests];
const patch = <B extends z.ZodType>(path: string, body: B) => endpoint({ method: 'PATCH', path, access: 'session', views, body, data: z.tuple([outcome]) });

export const checkbookRequestEndpoints = {
  listRequests: endpoint({
    method: 'POST',
    path: '/checkbooks/listRequests',
    access: 'session',
    views,
    body: z.object({ roles: z.array(roleId).max(20) }),
    data: z.array(checkbookRequestRow),
    extra: z.object({ numeroFirmas: z.number().int() }),
  }),
  types: endpoint({ method: 'GET', path: '/checkbooks/types', access: 'session', views, data: z.array(checkType) }),
  save: endpoint({ method: 'POST', path: '/checkbooks/save', access: 'session', views, body: checkbookSaveBody, data: z.tuple([saved]) }),
  delete: patch('/checkbooks/delete', checkbookRef),
  sendToSign: patch('/checkbooks/sendToSign', checkbookRef),
  sign: patch('/checkbooks/sign', checkbookSignBody),
  reverse: endpoint({ method: 'PATCH', path: '/checkbooks/reverse', access: 'session', views, body: checkbookReverseBody, data: z.object({ success: z.literal(true) }) }),
};
