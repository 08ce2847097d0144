import type { RequestMachine } from './machine.js';

/**
 * Transfers (spec doc 2 §4 Transfer estado). 'Pendiente' and 'Pendiente a firmar' are the
 * spec's texts; the rest are ours (ADR 0024): the last signature executes a transfer dated
 * today (3 Ejecutada) or leaves one dated later waiting for its bank day (4 Programada); a
 * signer's rejection is 5, a deletion 6 (kept in the trail), and a waiting transfer the bank
 * could not execute on its day (no funds left) is 7.
 */
export const TransferState = { pending: 1, pendingSignature: 2, executed: 3, scheduled: 4, rejected: 5, deleted: 6, failed: 7 } as const;
export type TransferState = (typeof TransferState)[keyof typeof TransferState];
const S = TransferState;

const states = {
  0: 'Nueva',
  1: 'Pendiente',
  2: 'Pendiente a firmar',
  3: 'Ejecutada',
  4: 'Programada',
  5: 'Rechazada',
  6: 'Eliminada',
  7: 'No ejecutada',
} as const;

/** One machine for single transfers and batches; only the type's name differs. */
function transferMachineOf(type: string): RequestMachine<0 | TransferState> {
  return {
    type,
    states,
    signing: S.pendingSignature,
    executed: S.executed,
    hidden: [S.deleted],
    actions: {
      create: { from: [0], to: S.pending, who: ['negotiator'] },
      // Modify: role 21, estado Pendiente or Pendiente a firmar (spec §4). The spec also asks for
      // no signer yet; issue 10's dynamic linking lets the negotiator edit after a signature,
      // which voids every signature and takes the transfer back to Pendiente (ADR 0024).
      save: { from: [S.pending, S.pendingSignature], to: S.pending, who: ['negotiator'] },
      sendToSign: { from: [S.pending], to: S.pendingSignature, who: ['negotiator'] },
      // Authorize: role 22, es_firmante, Pendiente a firmar, not in the signer list (spec §4).
      sign: { from: [S.pendingSignature], to: S.pendingSignature, who: ['signer', 'notSignedYet'] },
      // The spec's reject, with the shared reason prompt (ADR 0024).
      reverse: { from: [S.pendingSignature], to: S.rejected, who: ['signer'], reason: true },
      delete: { from: [S.pending, S.pendingSignature, S.rejected], to: S.deleted, who: ['negotiator', 'noSignerYet'] },
    },
  };
}

export const transferMachine = transferMachineOf('transfer');
export const transferBatchMachine = transferMachineOf('transfer_batch');
