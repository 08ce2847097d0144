import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { ledgerAccounts } from '../../db/schema.js';

/**
 * The company's accounts, optionally only those numbered. Every account query goes through
 * here, so another company's account is simply never found.
 */
export async function companyAccounts(tx: Tx, companyId: number, numbers?: readonly string[]) {
  return tx
    .select({
      id: ledgerAccounts.id,
      number: ledgerAccounts.number,
      holder: ledgerAccounts.holder,
      currency: ledgerAccounts.currency,
      openedOn: ledgerAccounts.openedOn,
      statementFrequency: ledgerAccounts.statementFrequency,
    })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.companyId, companyId), numbers ? inArray(ledgerAccounts.number, [...numbers]) : undefined))
    .orderBy(asc(ledgerAccounts.number));
}
