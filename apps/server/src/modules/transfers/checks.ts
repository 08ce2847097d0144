import { TransferError, type TransferContent } from '@bel/contract';
import type { Tx } from '../../db/client.js';
import { addDays, compact, expand, holidaysBetween, isWorkingDay } from '../../bank/calendar.js';
import { Failure } from '../../http/failure.js';
import { accountsByNumber, branchCodes, closedNumbers, type LedgerAccount } from './repo.js';

/** How many days ahead a transfer may be dated (spec §5: the bank says; `get_rango_dias`). */
export const TRANSFER_DAY_RANGE = 30;

/** The bank's own internal accounts start so; they are never a customer's credit account. */
const INTERNAL_PREFIX = '9999';

export interface Issue {
  field: string;
  message: string;
}

/**
 * The date rules (spec §5) the contract cannot check alone: not before today, not after today
 * plus the day range, and a bank working day (weekends and the `holidays` table).
 */
export async function checkDate(tx: Tx, fecha: string, today: string): Promise<void> {
  const last = compact(addDays(expand(today), TRANSFER_DAY_RANGE));
  if (fecha < today || fecha > last) throw new Failure(400, 'forms.date.outOfRange', { field: 'fecha' });
  const closed = await holidaysBetween(tx, expand(fecha), expand(fecha));
  if (!isWorkingDay(expand(fecha), closed)) throw new Failure(400, TransferError.notWorkingDay, { field: 'fecha' });
}

/**
 * What only the bank knows about each credit (ADR 0024): its currency is the debit account's (no
 * conversion); an own account is one of the company's; an account of this bank (one of its branch
 * codes) exists, is a customer's and is open, and is in the same currency; nothing pays itself.
 * Any other 16-digit account is another bank's, reached through the clearing account. Every bad
 * credit is reported, each by its place, in one refusal.
 */
export async function checkCredits(tx: Tx, input: { content: TransferContent; debit: LedgerAccount; ownNumbers: ReadonlySet<string> }): Promise<void> {
  const { content, debit, ownNumbers } = input;
  const numbers = content.creditos.map((c) => c.cuenta_credito);
  const [found, closed, branches] = await Promise.all([accountsByNumber(tx, numbers), closedNumbers(tx, numbers), branchCodes(tx)]);
  const issues: Issue[] = [];
  content.creditos.forEach((credit, i) => {
    const at = (name: string, message: string) => issues.push({ field: `creditos.${i}.${name}`, message });
    const number = credit.cuenta_credito;
    const ours = branches.has(number.slice(0, 4)) || number.startsWith(INTERNAL_PREFIX);
    const target = found.get(number);
    if (credit.moneda !== debit.currency) at('moneda', TransferError.currencyMismatch);
    if (number === debit.number) at('cuenta_credito', TransferError.creditAccountSameAsDebit);
    else if (credit.ownAccount && !ownNumbers.has(number)) at('cuenta_credito', TransferError.creditAccountNotOwn);
    else if (closed.has(number)) at('cuenta_credito', TransferError.creditAccountClosed);
    else if (ours && !target?.companyId) at('cuenta_credito', TransferError.creditAccountUnknown);
    else if (target && target.currency !== debit.currency) at('cuenta_credito', TransferError.currencyMismatch);
  });
  if (issues.length > 0) throw new Failure(400, issues[0]!.message, { field: 'creditos', issues: issues.slice(0, 1000) });
}
