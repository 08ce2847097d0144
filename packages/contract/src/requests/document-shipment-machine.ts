import type { RequestMachine } from './machine.js';

/**
 * Document shipments (spec doc 2 §4 estado_solicitud). 1 (pending, awaiting signatures) and 3
 * (cancelled: editable or deletable) are the spec's; 2, which the spec shows read-only, is where
 * the last signature leaves it: sent to the bank. 4 (deleted: out of the table, not the trail)
 * and 5 (the bank's registry received it, with a registry number) are ours (ADR 0025).
 */
export const DocumentShipmentState = { pending: 1, sent: 2, cancelled: 3, deleted: 4, received: 5 } as const;
export type DocumentShipmentState = (typeof DocumentShipmentState)[keyof typeof DocumentShipmentState];
const S = DocumentShipmentState;

export const documentShipmentMachine: RequestMachine<0 | DocumentShipmentState> = {
  type: 'documentShipment',
  states: { 0: 'Nuevo', 1: 'Pendiente de firma', 2: 'Enviado al banco', 3: 'Cancelado', 4: 'Eliminado', 5: 'Recibido por el banco' },
  signing: S.pending,
  executed: S.sent,
  hidden: [S.deleted],
  actions: {
    // Crear sends to sign at once (spec §4): a new shipment waits for signatures.
    create: { from: [0], to: S.pending, who: ['negotiator'] },
    // Modify: no signers, status 1 or 3 (spec §4); it goes back to waiting for signatures.
    save: { from: [S.pending, S.cancelled], to: S.pending, who: ['negotiator', 'noSignerYet'] },
    // Sign: a signer-flagged user, status 1, not signed yet (spec §4).
    sign: { from: [S.pending], to: S.pending, who: ['signer', 'notSignedYet'] },
    /**
     * Crear's and Modificar's authorize-and-send, offered when the account is one the user may
     * sign for: the client stores the shipment (POST or PATCH document-shipment) and then
     * authorizes it (PATCH document-shipment/authorize), each call checked by the gateway.
     */
    authorizeAndSend: { from: [0, S.pending, S.cancelled], to: S.pending, who: ['negotiator', 'signer', 'noSignerYet', 'notSignedYet'] },
    // Autorizar's reverse (PATCH document-shipment/cancel): cancelled, with the reason shown.
    reverse: { from: [S.pending], to: S.cancelled, who: ['signer'], reason: true },
    // Status 3 also shows delete (spec §4).
    delete: { from: [S.cancelled], to: S.deleted, who: ['negotiator'] },
  },
};
