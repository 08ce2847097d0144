import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { requiredIsoDate } from './query-rules.js';
import { View } from './views.js';

export const TraceError = {
  usernameRequired: 'management.traces.usernameRequired',
  /** Ours: longer than any user name or e-mail address. */
  usernameInvalid: 'management.traces.usernameInvalid',
} as const;

/**
 * What a trace records, as codes (ADR 0022). The request engine adds `request.<type>.<action>`
 * (for example `request.checkbook.sign`); the web app translates the codes it knows and shows
 * any other as it is.
 */
export const TraceOperation = {
  /** The PIN was accepted: the session is active. */
  signIn: 'auth.signIn',
  /** The e-mail, password and client code were accepted; the PIN step follows. */
  credentialsAccepted: 'auth.credentialsAccepted',
  /** A refused sign-in step; the description says which step and why. */
  signInFailed: 'auth.signInFailed',
  /** The failed attempt (sign-in, identity or current password) that locked the user (ADR 0004). */
  locked: 'auth.locked',
  signOut: 'auth.signOut',
  /** The identity step of password recovery matched (ADR 0018). */
  recovery: 'auth.recovery',
  recoveryFailed: 'auth.recoveryFailed',
  passwordChanged: 'auth.passwordChanged',
  /** The settings dialog refused the current password. */
  passwordChangeFailed: 'auth.passwordChangeFailed',
  photoChanged: 'auth.photoChanged',
  /** A wrong PIN given to sign a request; it counts towards the sign-in lock (ADR 0024). */
  signingPinFailed: 'auth.signingPinFailed',
  /** The holders of an account were looked up (`bank/dataCustomerAccountXId`): it reveals names. */
  accountHoldersLookup: 'bank.accountHolders',
  /** The bank carried out (or failed to carry out) a scheduled request on its day. */
  scheduledRun: 'bank.scheduledRun',
} as const;
export type TraceOperation = (typeof TraceOperation)[keyof typeof TraceOperation];

/** The trace form (spec §3, §5): a user name and a range of days, YYYY-MM-DD (spec §9). */
export const traceQuery = z.object({
  username: z
    .string({ error: () => TraceError.usernameRequired })
    .trim()
    .min(1, TraceError.usernameRequired)
    .max(254, TraceError.usernameInvalid),
  startDate: requiredIsoDate('management.traces.dateFromRequired'),
  endDate: requiredIsoDate('management.traces.dateToRequired'),
});
export type TraceQuery = z.infer<typeof traceQuery>;

/** Spec §3's trace row. `fecha` is 'YYYY-MM-DD HH:mm:ss', UTC (the bank's time, ADR 0008). */
export const traceRow = z.object({
  nombre_usuario: z.string(),
  nombre: z.string(),
  p_apellido: z.string(),
  s_apellido: z.string(),
  /** A code (`TraceOperation`, or `request.<type>.<action>`). */
  nombre_operacion: z.string(),
  fecha: z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
  ip: z.string().nullable(),
  /** The id of the HTTP request that wrote the row (a UUID). */
  traza_externa_id: z.string(),
  /** What happened, as XML. */
  descripcion: z.string(),
});
export type TraceRow = z.infer<typeof traceRow>;

/** At most this many rows, the newest first (spec §9's list limit). */
export const TRACE_LIST_LIMIT = 10000;

export const traceEndpoints = {
  /** POST traces (spec §7). Administrators, and only their own company's users (ADR 0022). */
  list: endpoint({ method: 'POST', path: '/traces', access: 'session', views: [View.traces], body: traceQuery, data: z.array(traceRow) }),
};
