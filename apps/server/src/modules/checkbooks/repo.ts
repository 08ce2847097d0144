import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { branches, checkTypes, checkbooksNotIssued, ledgerAccounts } from '../../db/schema.js';

/** Checkbooks not issued by the bank on these accounts, requested in [from, before). */
export async function checkbooksRequested(tx: Tx, accountIds: readonly number[], from: Date, before: Date) {
  if (accountIds.length === 0) return [];
  return tx
    .select({
      account: ledgerAccounts.number,
      holder: ledgerAccounts.holder,
      currency: ledgerAccounts.currency,
      state: checkbooksNotIssued.state,
      checkType: checkbooksNotIssued.checkType,
      checkTypeName: checkTypes.name,
      requestedAt: checkbooksNotIssued.requestedAt,
      approvedAt: checkbooksNotIssued.approvedAt,
      printedAt: checkbooksNotIssued.printedAt,
      branchName: branches.name,
      chequeras: checkbooksNotIssued.chequeras,
      cubiertas: checkbooksNotIssued.cubiertas,
      rm: checkbooksNotIssued.rm,
    })
    .from(checkbooksNotIssued)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, checkbooksNotIssued.accountId))
    .innerJoin(checkTypes, eq(checkTypes.code, checkbooksNotIssued.checkType))
    .innerJoin(branches, eq(branches.code, checkbooksNotIssued.branchCode))
    .where(and(inArray(checkbooksNotIssued.accountId, [...accountIds]), gte(checkbooksNotIssued.requestedAt, from), lt(checkbooksNotIssued.requestedAt, before)))
    .orderBy(asc(checkbooksNotIssued.requestedAt), asc(checkbooksNotIssued.id));
}
