import { documentShipmentMachine, documentShipmentPayload, View, type DocumentShipmentPayload } from '@bel/contract';
import type { BankJobs } from '../../core/jobs/bank-jobs.js';
import type { RequestType } from '../../core/requests/request-type.js';

/** The bank's registry task: receives shipments sent to the bank (ADR 0025). */
export const RECEIVE_TASK = 'documentShipments.receive';

export const shipmentReference = (id: number) => `ENV-${String(id).padStart(6, '0')}`;

/**
 * Document shipments as a request type: the payload holds the type, the details, the account
 * and the PDF's name, size and SHA-256 (the bytes are kept apart, in request_documents), so every
 * signature binds the very file. The last signature sends the shipment to the bank, whose
 * registry receives it in its own transaction right after the signature commits.
 */
export function documentShipmentType(jobs: BankJobs): RequestType<DocumentShipmentPayload> {
  return {
    machine: documentShipmentMachine,
    view: View.documentShipments,
    payload: documentShipmentPayload,
    account: (p) => p.cuenta,
    summary: (id) => ({ reference: shipmentReference(id), amount: null, currency: null }),
    async execute({ tx, id }) {
      await jobs.enqueue(tx, RECEIVE_TASK, { id });
    },
  };
}
