import { TransferError, amountToMinor, type TransferContent } from '@bel/contract';
import type { Tx } from '../../db/client.js';
import { expand } from '../../bank/calendar.js';
import { balances, postEntry, type Leg } from '../../bank/ledger.js';
import { Failure } from '../../http/failure.js';
import { accountsByNumber, clearingAccount, lockAccount } from './repo.js';

/** The bank's reference of a transfer, and of its journal entry once executed: FT (a funds transfer, NTRF in MT940) + BEL + id. */
export const transferReference = (id: number) => `FTBEL${String(id).padStart(9, '0')}`;

/** What the movements show: the credit's details, or for several credits what they are. */
function narrative(content: TransferContent & { idbloque?: string }, reference: string): string {
  const [only] = content.creditos;
  if (content.creditos.length === 1 && only) return only.detalles;
  return content.idbloque ? `Lote ${content.idbloque}: ${content.creditos.length} créditos` : `Pago múltiple ${reference}: ${content.creditos.length} créditos`;
}

/**
 * Executes a transfer on the ledger, in the caller's transaction: one balanced journal entry
 * from the debit account to every credit (an account of another bank through the bank's clearing
 * account in that currency), booked today with the transfer's date as value date. The debit
 * account's row is locked first, so its available balance (current minus holds) is read after any
 * racing transfer on it committed; if it does not cover the total, nothing is posted.
 */
export async function postTransfer(tx: Tx, input: { id: number; debitAccountId: number; content: TransferContent & { idbloque?: string }; today: string }): Promise<void> {
  const { id, content, today } = input;
  const debit = await lockAccount(tx, input.debitAccountId);
  if (!debit) throw new Failure(404, TransferError.accountNotFound);
  const found = await accountsByNumber(tx, content.creditos.map((c) => c.cuenta_credito));
  const clearing = await clearingAccount(tx, debit.currency);
  // One leg per credited account: a batch of thousands of lines stays one entry of a few legs.
  const byAccount = new Map<number, bigint>();
  let total = 0n;
  for (const credit of content.creditos) {
    const target = found.get(credit.cuenta_credito);
    const accountId = target?.companyId ? target.id : clearing?.id;
    if (accountId === undefined || credit.moneda !== debit.currency || (target?.companyId && target.currency !== debit.currency)) {
      throw new Failure(409, TransferError.currencyMismatch);
    }
    const minor = amountToMinor(credit.importe);
    byAccount.set(accountId, (byAccount.get(accountId) ?? 0n) + minor);
    total += minor;
  }
  const available = (await balances(tx, [debit.id])).get(debit.id)?.available ?? 0n;
  if (available < total) throw new Failure(409, TransferError.insufficientFunds);
  const legs: Leg[] = [{ accountId: debit.id, currency: debit.currency, amountMinor: -total }, ...[...byAccount].map(([accountId, amountMinor]) => ({ accountId, currency: debit.currency, amountMinor }))];
  const reference = transferReference(id);
  await postEntry(tx, { bookingDate: expand(today), valueDate: expand(content.fecha), reference, narrative: narrative(content, reference), legs });
}
