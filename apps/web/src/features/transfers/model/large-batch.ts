import { sumAmounts } from '@bel/contract';
import { transferValues } from './transfer-request';
import type { CreditValues, TransferRequest, TransferValues } from './transfer-request';

/**
 * Credits a batch shows as cards. Beyond them a batch is "large": its credits stay out of
 * react-hook-form, which makes an id for every credit on each render and validates the whole
 * array on every change (a 2 MB CSV holds about 20,000 lines: seconds of a blocked page). A
 * large batch's credits were checked line by line once, as the CSV was read (or by the bank, for
 * a stored batch); the form holds none of them and shows them in a paged table.
 */
export const CARD_LIMIT = 50;

/** A large batch's credits, their total, and where they came from (a file's name, or none when stored). */
export interface LargeBatch {
  credits: readonly CreditValues[];
  total: string;
  file?: string;
}

export const isLarge = (count: number) => count > CARD_LIMIT;

export function largeBatch(credits: readonly CreditValues[], file?: string): LargeBatch {
  return { credits, total: sumAmounts(credits.map((credit) => credit.importe)), ...(file ? { file } : {}) };
}

/** The same credits in another currency: the debit account's, chosen after the file was read. */
export function inCurrency(batch: LargeBatch, moneda: string): LargeBatch {
  return batch.credits[0]?.moneda === moneda ? batch : { ...batch, credits: batch.credits.map((credit) => ({ ...credit, moneda })) };
}

/** What the form holds of a stored transfer: everything, but a large batch's credits (the frame keeps those). */
export function formValues(request: TransferRequest): TransferValues {
  const values = transferValues(request);
  return isLarge(values.creditos.length) ? { ...values, creditos: [] } : values;
}

/** A stored large batch's credits, or null when the cards hold them. */
export function storedLargeBatch(request: TransferRequest | null): LargeBatch | null {
  return request && isLarge(request.lines.length) ? largeBatch(transferValues(request).creditos) : null;
}
