import { asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { accountChanges, ledgerAccounts } from '../../db/schema.js';

/** The CUC-era accounts these accounts replaced. */
export async function changesInto(tx: Tx, accountIds: readonly number[]) {
  if (accountIds.length === 0) return [];
  return tx
    .select({
      oldNumber: accountChanges.oldNumber,
      oldCurrency: accountChanges.oldCurrency,
      newNumber: ledgerAccounts.number,
      newCurrency: ledgerAccounts.currency,
      holder: accountChanges.holder,
    })
    .from(accountChanges)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, accountChanges.newAccountId))
    .where(inArray(accountChanges.newAccountId, [...accountIds]))
    .orderBy(asc(ledgerAccounts.number), asc(accountChanges.oldNumber));
}
