import { sumDecimals } from '../../../lib/format';
import type { SummaryHeader, SummaryMovement } from '../api/credit-letters';

export interface LetterDrawing {
  number: number;
  date: string;
  /** The drawing's amount, positive. */
  amount: string;
}

/** What the summary's bar shows: the letter's amount = its drawings + its unutilised balance. */
export interface LetterBalance {
  reference: string;
  currency: string;
  amount: string;
  drawn: string;
  unutilised: string;
  drawings: LetterDrawing[];
}

const abs = (amount: string) => amount.replace(/^-/, '');

/**
 * The letter's figures from its header and movements (ADR 0014): the drawings are the DRAWING
 * movements (their AMOUNT is signed, so taken absolute), the unutilised balance the last RBAL.
 */
export function letterBalance(header: SummaryHeader, movements: readonly SummaryMovement[]): LetterBalance {
  const drawings = movements.filter((movement) => movement.DESCRIPTION === 'DRAWING').map((movement) => ({ number: movement.DR_NO ?? 0, date: movement.DATE, amount: abs(movement.AMOUNT) }));
  return {
    reference: header.REFERENCIA,
    currency: header.MONEDA,
    amount: header.LC_AMOUNT,
    drawn: sumDecimals(drawings.map((drawing) => drawing.amount)),
    unutilised: movements.at(-1)?.RBAL ?? header.LC_AMOUNT,
    drawings,
  };
}
