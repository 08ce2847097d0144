import type { RequestMachine } from './machine.js';

/**
 * Checkbook requests (spec doc 2 §4). Codes 1, 2 and 5 are the spec's; 3 (taken by the bank)
 * and 6 (deleted) are ours (ADR 0021): a deleted request leaves the table but not the trail.
 */
export const CheckbookState = { pending: 1, pendingSignature: 2, sentToBank: 3, rejected: 5, deleted: 6 } as const;
export type CheckbookState = (typeof CheckbookState)[keyof typeof CheckbookState];
const S = CheckbookState;

export const checkbookMachine: RequestMachine<0 | CheckbookState> = {
  type: 'checkbook',
  states: { 0: 'Nueva', 1: 'Pendiente', 2: 'Pendiente a firmar', 3: 'Enviada al banco', 5: 'Rechazada', 6: 'Eliminada' },
  signing: S.pendingSignature,
  executed: S.sentToBank,
  hidden: [S.deleted],
  actions: {
    create: { from: [0], to: S.pending, who: ['negotiator'] },
    // Modify: negociador, no signer yet, estado 1 or 2 (spec §4).
    save: { from: [S.pending, S.pendingSignature], to: S.pending, who: ['negotiator', 'noSignerYet'] },
    sendToSign: { from: [S.pending], to: S.pendingSignature, who: ['negotiator'] },
    // Sign: autorizador and firmante, estado 2, not signed yet (spec §4).
    sign: { from: [S.pendingSignature], to: S.pendingSignature, who: ['signer', 'notSignedYet'] },
    reverse: { from: [S.pendingSignature], to: S.rejected, who: ['signer'], reason: true },
    delete: { from: [S.pending, S.pendingSignature, S.rejected], to: S.deleted, who: ['negotiator', 'noSignerYet'] },
  },
};
