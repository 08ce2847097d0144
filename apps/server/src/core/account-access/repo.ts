import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { accountSigners, ledgerAccounts } from '../../db/schema.js';
import { preparedQuery } from '../../db/prepared.js';

function accountsQuery(tx: Tx, named: boolean) {
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
    .where(and(eq(ledgerAccounts.companyId, sql.placeholder('company')), named ? sql`${ledgerAccounts.number} = any(${sql.placeholder('numbers')})` : undefined))
    .orderBy(asc(ledgerAccounts.number));
}
const namedAccounts = preparedQuery((tx) => accountsQuery(tx, true).prepare('bel_company_accounts_named'));
const allAccounts = preparedQuery((tx) => accountsQuery(tx, false).prepare('bel_company_accounts'));

/**
 * The company's accounts, optionally only those numbered. Every account query goes through
 * here, so another company's account is simply never found.
 */
export async function companyAccounts(tx: Tx, companyId: number, numbers?: readonly string[]) {
  return numbers ? namedAccounts(tx).execute({ company: companyId, numbers: [...numbers] }) : allAccounts(tx).execute({ company: companyId });
}

/**
 * The company's accounts the user is on the bank's signer register for (ADR 0021). The company
 * is matched too, so a register row naming another company's account never shows it.
 */
export async function signerAccounts(tx: Tx, companyId: number, userId: number) {
  return tx
    .select({ number: ledgerAccounts.number, holder: ledgerAccounts.holder, currency: ledgerAccounts.currency })
    .from(accountSigners)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, accountSigners.accountId))
    .where(and(eq(accountSigners.userId, userId), eq(ledgerAccounts.companyId, companyId)))
    .orderBy(asc(ledgerAccounts.number));
}
