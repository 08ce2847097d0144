import type { RequestMachine } from './machine.js';

/**
 * Liquidity letters (spec doc 2 §4: 1 Pendiente … 8 Recogido). The customer's side is the usual
 * signed request (1, 2, 5 on a reversal, 6); the last signature hands the letter to the bank
 * (3), whose scheduled work authorizes (4) or rejects (5) it, then has it ready at the branch
 * (7) and records it collected (8) (ADR 0025).
 */
export const LiquidityLetterState = {
  pending: 1,
  pendingSignature: 2,
  processing: 3,
  authorized: 4,
  rejected: 5,
  deleted: 6,
  readyForPickup: 7,
  collected: 8,
} as const;
export type LiquidityLetterState = (typeof LiquidityLetterState)[keyof typeof LiquidityLetterState];
const S = LiquidityLetterState;

export const liquidityLetterMachine: RequestMachine<0 | LiquidityLetterState> = {
  type: 'liquidityLetter',
  states: {
    0: 'Nuevo',
    1: 'Pendiente',
    2: 'Pendiente a firmar',
    3: 'Procesando',
    4: 'Autorizado',
    5: 'Rechazado',
    6: 'Eliminado',
    7: 'Listo para recoger',
    8: 'Recogido',
  },
  signing: S.pendingSignature,
  executed: S.processing,
  hidden: [S.deleted],
  actions: {
    create: { from: [0], to: S.pending, who: ['negotiator'] },
    save: { from: [S.pending, S.pendingSignature], to: S.pending, who: ['negotiator', 'noSignerYet'] },
    sendToSign: { from: [S.pending], to: S.pendingSignature, who: ['negotiator'] },
    // A negotiator who may also sign the debit account sends and signs in one step.
    authorizeAndSend: { from: [S.pending], to: S.pendingSignature, who: ['negotiator', 'signer', 'notSignedYet'] },
    sign: { from: [S.pendingSignature], to: S.pendingSignature, who: ['signer', 'notSignedYet'] },
    reverse: { from: [S.pendingSignature], to: S.rejected, who: ['signer'], reason: true },
    delete: { from: [S.pending, S.pendingSignature, S.rejected], to: S.deleted, who: ['negotiator', 'noSignerYet'] },
  },
};

/** The bank's authorization codes for a liquidity letter (spec §9). */
export const LIQUIDITY_AUTHORIZATION_CODES = ['A', 'C', 'D', 'E', 'F', 'G', 'H', 'L', 'P', 'T', 'U', 'V', 'W'] as const;
export type LiquidityAuthorizationCode = (typeof LIQUIDITY_AUTHORIZATION_CODES)[number];

/** Why the bank rejects a letter (its `respuesta`, a catalogue code). */
export const LiquidityRejection = {
  /** The debit account's available balance does not cover the amount. */
  funds: 'liquidity.rejected.funds',
  /** The organism reference names a letter of credit of another liquidity-support category. */
  facility: 'liquidity.rejected.facility',
} as const;
