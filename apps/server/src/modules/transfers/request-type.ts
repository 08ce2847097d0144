import { View, batchContent, sumAmounts, transferBatchMachine, transferMachine, transferContent, TransferError, TransferState, type BatchContent, type TransferContent } from '@bel/contract';
import { compact, isoDay } from '../../bank/calendar.js';
import { Failure } from '../../http/failure.js';
import type { RequestType } from '../../core/requests/request-type.js';
import { postTransfer, transferReference } from './execution.js';

/**
 * The last signature of a transfer dated today executes it in that signature's transaction; one
 * dated later waits as 'Programada' for the bank's daily run (jobs.ts). A date already past
 * cannot be signed any more: the negotiator edits it.
 */
async function execute({ tx, id, accountId, payload, now }: { tx: Parameters<typeof postTransfer>[0]; id: number; accountId: number | null; payload: TransferContent; now: Date }) {
  const today = compact(isoDay(now));
  if (payload.fecha > today) return { state: TransferState.scheduled };
  if (payload.fecha < today) throw new Failure(409, TransferError.datePassed);
  await postTransfer(tx, { id, debitAccountId: accountId!, content: payload, today });
  return undefined;
}

const summary = (id: number, p: TransferContent) => ({
  reference: transferReference(id),
  amount: sumAmounts(p.creditos.map((c) => c.importe)),
  currency: p.creditos[0]?.moneda ?? null,
  date: p.fecha,
});

/** A single transfer: a debit and up to 50 credits, signed and executed as one. */
export const transferType: RequestType<TransferContent> = {
  machine: transferMachine,
  view: View.transfers,
  payload: transferContent,
  confirmWithPin: true,
  account: (p) => p.cuenta_debito,
  summary,
  execute,
};

/** A batch: the same under a batch id, with up to 40,000 credits; all post or none. */
export const batchType: RequestType<BatchContent> = {
  machine: transferBatchMachine,
  view: View.transferBatches,
  payload: batchContent,
  confirmWithPin: true,
  account: (p) => p.cuenta_debito,
  summary,
  execute,
};
