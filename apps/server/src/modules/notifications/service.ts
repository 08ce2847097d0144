import { NotificationError, SEEN_NOTIFICATIONS_LISTED, type Notification } from '@bel/contract';
import type { Deps } from '../../deps.js';
import { apiDateTime } from '../../bank/calendar.js';
import { Failure } from '../../http/failure.js';
import { listForUser, markSeen, type NotificationRow } from './repo.js';

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
