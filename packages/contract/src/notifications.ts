import { z } from 'zod';
import { endpoint } from './endpoint.js';

/**
 * What a notification says, as a catalogue key the web app translates (ADR 0017): the
 * gateway never sends prose. Each code names the parameters it carries.
 */
export const NotificationCode = {
  /** A sign-in from an address the user had not signed in from before: `ip`, `at`. */
  newAddress: 'notifications.newAddress',
  /** The user's password was changed (settings or recovery): `at`, `ip` (where from). */
  passwordChanged: 'notifications.passwordChanged',
  /** A statement of an account is ready: `account`, `date` (the period's last day). */
  statementReady: 'notifications.statementReady',
  /** A loan instalment falls due soon: `contract`, `date`, `amount`, `currency`. */
  instalmentDue: 'notifications.instalmentDue',
  /** A request was sent to sign and waits for this signer: `type`, `reference`. */
  awaitingSignature: 'notifications.awaitingSignature',
  /** The last signature was given and the bank took the request: `type`, `reference`. */
  requestExecuted: 'notifications.requestExecuted',
  /** A signer reversed the request: `type`, `reference`, `reason`. */
  requestRejected: 'notifications.requestRejected',
  /** The bank authorized a letter-of-credit amendment, whose new dates now hold: `reference`, `date` (YYYYMMDD). */
  lcAmendmentAuthorized: 'notifications.lcAmendmentAuthorized',
  /** The bank rejected a letter-of-credit amendment: `reference`, `reason` (a `request.lc.bank.*` code). */
  lcAmendmentRejected: 'notifications.lcAmendmentRejected',
  /** The last signature was given; the bank carries the request out on `date` (YYYYMMDD): `type`, `reference`, `date`. */
  requestScheduled: 'notifications.requestScheduled',
  /** The bank could not carry out a scheduled request on its day: `type`, `reference`, `reason` (a code). */
  requestFailed: 'notifications.requestFailed',
  /** The bank received a fully signed document shipment: `reference`, `receipt` (its registry number). */
  documentReceived: 'notifications.documentReceived',
  /** The bank authorized a liquidity letter: `reference`, `code` (its authorization code), `date` (issue day). */
  liquidityAuthorized: 'notifications.liquidityAuthorized',
  /** The bank rejected a liquidity letter: `reference`, `reason` (a `liquidity.rejected.*` code). */
  liquidityRejected: 'notifications.liquidityRejected',
  /** The letter is ready to be collected at the branch: `reference`, `date`. */
  liquidityReady: 'notifications.liquidityReady',
  /** The letter was collected at the branch: `reference`, `date`. */
  liquidityCollected: 'notifications.liquidityCollected',
} as const;
export type NotificationCode = (typeof NotificationCode)[keyof typeof NotificationCode];

/**
 * Parameter values are text in fixed formats, formatted by the client for the reader's
 * language: `at` 'YYYY-MM-DD HH:mm:ss' (UTC, the bank's time), `date` YYYYMMDD, `amount` an
 * exact decimal string (ADR 0003); anything else as it is.
 */
export const notificationParams = z.record(z.string(), z.string());

/** Spec §3's Notification, plus its parameters and when it was made. */
export const notification = z.object({
  notificacion_id: z.number().int().positive(),
  /** A catalogue key (`NotificationCode`). */
  texto: z.string(),
  parametros: notificationParams,
  /** The reference of what it is about (an account, a loan contract, later a request), or null. */
  operacion: z.string().nullable(),
  visto: z.union([z.literal(0), z.literal(1)]),
  /** 'YYYY-MM-DD HH:mm:ss', UTC. */
  fecha: z.string(),
});
export type Notification = z.infer<typeof notification>;

export const NotificationError = {
  /** Unknown, or another user's: the two answer alike (404). */
  notFound: 'notification.not.found',
  idInvalid: 'notification.id.invalid',
} as const;

export const notificationEndpoints = {
  /** The caller's notifications, newest first: every unseen one and the latest seen ones. */
  list: endpoint({ method: 'GET', path: '/notifications', access: 'session', data: z.array(notification) }),
  /** Marks one seen; marking it again changes nothing. Answers the notification. */
  markSeen: endpoint({
    method: 'PATCH',
    path: '/notifications/:id',
    access: 'session',
    params: z.object({ id: z.string().regex(/^[1-9]\d{0,14}$/, NotificationError.idInvalid) }),
    data: notification,
  }),
};

/** How many seen notifications the list keeps (newest first); unseen ones are all listed. */
export const SEEN_NOTIFICATIONS_LISTED = 50;
