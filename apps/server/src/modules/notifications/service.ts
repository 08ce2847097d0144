import { NotificationCode, NotificationError, SEEN_NOTIFICATIONS_LISTED, type Notification } from '@bel/contract';
import type { Deps } from '../../deps.js';
import { apiDateTime } from '../../bank/calendar.js';
import type { Tx } from '../../db/client.js';
import { Failure } from '../../http/failure.js';
import { earlierSignInAddresses, insertNotifications, listForUser, markSeen, sessionAddress, type NotificationRow } from './repo.js';

function toWire(row: NotificationRow): Notification {
  return {
    notificacion_id: row.id,
    texto: row.code,
    parametros: row.params,
    operacion: row.operation,
    visto: row.seenAt ? 1 : 0,
    fecha: apiDateTime(row.createdAt),
  };
}

/**
 * Called inside the PIN step's transaction once the session is active: a sign-in from an
 * address none of the user's earlier sign-ins came from leaves a notification (ADR 0017).
 * The very first sign-in only makes its address known.
 */
export async function notifyIfNewAddress(tx: Tx, input: { userId: number; sessionId: number; now: Date }): Promise<void> {
  const ip = await sessionAddress(tx, input.sessionId);
  if (!ip) return;
  const known = await earlierSignInAddresses(tx, input.userId, input.sessionId);
  if (known.size === 0 || known.has(ip)) return;
  await insertNotifications(tx, [{ userId: input.userId, code: NotificationCode.newAddress, params: { ip, at: apiDateTime(input.now) }, operation: null, createdAt: input.now }]);
}

export function createNotificationService({ db, clock }: Deps) {
  return {
    async list(userId: number) {
      return { data: (await listForUser(db, userId, SEEN_NOTIFICATIONS_LISTED)).map(toWire) };
    },

    /** Idempotent; another user's notification answers exactly as one that does not exist. */
    async markSeen(userId: number, id: number) {
      const row = await markSeen(db, userId, id, clock.now());
      if (!row) throw new Failure(404, NotificationError.notFound);
      return { data: toWire(row) };
    },
  };
}
