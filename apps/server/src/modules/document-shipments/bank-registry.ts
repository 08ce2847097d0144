import { randomUUID } from 'node:crypto';
import { DocumentShipmentState, NotificationCode, documentShipmentMachine } from '@bel/contract';
import type { Deps } from '../../deps.js';
import { apiDateTime } from '../../bank/calendar.js';
import { appendTrace } from '../../core/audit/trail.js';
import { lockSent, markReceived, sentShipmentIds } from './repo.js';
import { shipmentReference } from './request-type.js';

const TYPE = documentShipmentMachine.type;
const { sent, received } = DocumentShipmentState;

/** The bank's registry number of a received shipment: RD-{year}-{request id, 6 digits}. */
export const registryNumber = (id: number, at: Date) => `RD-${at.getUTCFullYear()}-${String(id).padStart(6, '0')}`;

/**
 * The bank's document registry (ADR 0025): receives the shipments sent to the bank — the one a
 * job names, or every one waiting (the catch-up after a restart) — each in its own transaction
 * under a row lock: it records the registry number and the time, traces it as the bank's act and
 * tells the negotiator. A shipment already received is left alone, so a run repeated does nothing.
 */
export function createRegistry({ db, clock, notifications }: Pick<Deps, 'db' | 'clock' | 'notifications'>) {
  return async function receive(payload: unknown): Promise<number> {
    const id = (payload as { id?: unknown } | null)?.id;
    const ids = await sentShipmentIds(db, { type: TYPE, state: sent, ...(Number.isInteger(id) ? { id: id as number } : {}) });
    let count = 0;
    for (const one of ids) {
      const done = await db.transaction(async (tx) => {
        const row = await lockSent(tx, { id: one, type: TYPE, state: sent });
        if (!row) return false;
        const now = clock.now();
        const reference = shipmentReference(one);
        const receipt = registryNumber(one, now);
        await markReceived(tx, one, { state: received, reply: { registro: receipt, recibido: apiDateTime(now) }, at: now });
        await appendTrace(tx, {
          subject: { username: 'bank' },
          operation: `request.${TYPE}.receive`,
          description: { element: 'request', fields: { type: TYPE, id: one, from: sent, to: received, reference, receipt } },
          at: now,
          origin: { ip: null, externalId: randomUUID() },
        });
        await notifications.notify(tx, row.negotiatorId, NotificationCode.documentReceived, { reference, receipt }, reference);
        return true;
      });
      if (done) count += 1;
    }
    return count;
  };
}
