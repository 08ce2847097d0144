import type { z } from 'zod';
import { currencyCode, liquidityLetterFields, liquidityLetterMachine, View, type LiquidityLetterFields } from '@bel/contract';
import type { RequestType } from '../../core/requests/request-type.js';

/** What a letter request stores: the form's fields and the debit account's currency (the amount's). */
export const liquidityLetterPayload = liquidityLetterFields.extend({ moneda: currencyCode });
export type LiquidityLetterPayload = LiquidityLetterFields & { moneda: string };

export const letterReference = (id: number) => `CRL-${String(id).padStart(6, '0')}`;

/**
 * Liquidity letters as a request type. The last signature leaves the letter processing (3):
 * the bank's desk takes it from there on its daily run (bank-desk.ts), not in the signature's
 * transaction, so there is no side effect here.
 */
export const liquidityLetterType: RequestType<LiquidityLetterPayload> = {
  machine: liquidityLetterMachine,
  view: View.liquidityLetters,
  payload: liquidityLetterPayload as z.ZodType<LiquidityLetterPayload>,
  account: (p) => p.cuenta,
  summary: (id, p) => ({ reference: letterReference(id), amount: p.importe, currency: p.moneda }),
};
