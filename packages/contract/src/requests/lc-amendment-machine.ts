import type { RequestMachine } from './machine.js';

/**
 * Letter-of-credit amendments (spec doc 2 §4 LC amendment estado): every code is the spec's.
 * 3 (processing) is where the last signature leaves it: the bank takes it and, on its next
 * bank day, authorizes it (4) or rejects it (5) with a reply (ADR 0024). A deleted amendment (6)
 * stays listed: opening it shows the reason.
 */
export const LcAmendmentState = { pending: 1, pendingSignature: 2, processing: 3, authorized: 4, rejected: 5, deleted: 6 } as const;
export type LcAmendmentState = (typeof LcAmendmentState)[keyof typeof LcAmendmentState];
const S = LcAmendmentState;

/** States after which a letter may have a new amendment (spec §4): its latest one is finished. */
export const LC_AMENDMENT_FINISHED: readonly number[] = [S.authorized, S.rejected, S.deleted];

export const lcAmendmentMachine: RequestMachine<0 | LcAmendmentState> = {
  type: 'lcAmendment',
  states: { 0: 'Nueva', 1: 'Pendiente', 2: 'Pendiente a firmar', 3: 'Procesando', 4: 'Autorizada', 5: 'Rechazada', 6: 'Eliminada' },
  signing: S.pendingSignature,
  executed: S.processing,
  hidden: [],
  actions: {
    create: { from: [0], to: S.pending, who: ['negotiator'] },
    // Status 1 is editable; the form is read-only for Modificar at status 2 (spec §2).
    save: { from: [S.pending], to: S.pending, who: ['negotiator'] },
    // From 0: Crear's save-and-send-to-sign stores the amendment and sends it in one call.
    sendToSign: { from: [0, S.pending], to: S.pendingSignature, who: ['negotiator'] },
    sign: { from: [S.pendingSignature], to: S.pendingSignature, who: ['signer', 'notSignedYet'] },
    reverse: { from: [S.pendingSignature], to: S.rejected, who: ['signer'], reason: true },
    // The negotiator deletes with a reason (the spec's cancel), while nobody has signed.
    cancel: { from: [S.pending, S.pendingSignature], to: S.deleted, who: ['negotiator', 'noSignerYet'], reason: true },
  },
};
