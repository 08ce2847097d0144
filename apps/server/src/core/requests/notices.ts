import { NotificationCode } from '@bel/contract';
import type { Tx } from '../../db/client.js';
import type { Notifier } from '../notifications/service.js';
import * as repo from './repo.js';

/** What every notice of a request carries: its type and the reference its users know it by. */
export interface RequestParams extends Record<string, string> {
  type: string;
  reference: string;
}

/**
 * Who hears of a request's steps (ADR 0021): the engine's actions and the bank's later steps
 * tell the same people the same way, so the fan-out lives in one place.
 */
export function createRequestNotices(notifications: Notifier) {
  async function notifyAll(tx: Tx, userIds: readonly number[], code: NotificationCode, params: RequestParams & Record<string, string>) {
    for (const userId of userIds) await notifications.notify(tx, userId, code, params, params.reference);
  }

  return {
    notifyAll,

    /** The account's signers, but the one who acted, learn the request waits for their signature. */
    async awaitingSignature(tx: Tx, companyId: number, accountId: number | null, actorId: number, params: RequestParams) {
      const waiting = (await repo.accountSignerIds(tx, companyId, accountId)).filter((u) => u !== actorId);
      await notifyAll(tx, waiting, NotificationCode.awaitingSignature, params);
    },

    /** The negotiator and the signers of a request, each once, but `except` (who acted). */
    involved(negotiatorId: number, signers: readonly { userId: number }[], except?: number): number[] {
      return [negotiatorId, ...signers.map((s) => s.userId)].filter((u, i, all) => u !== except && all.indexOf(u) === i);
    },
  };
}

export type RequestNotices = ReturnType<typeof createRequestNotices>;
