import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { holds, ledgerAccounts, lettersOfCredit, requestSignatures, requests } from '../../db/schema.js';

/** The debit account of one of the company's accounts, by number: its currency. */
export async function companyAccount(tx: Tx, companyId: number, number: string) {
  const [row] = await tx
    .select({ id: ledgerAccounts.id, currency: ledgerAccounts.currency })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.companyId, companyId), eq(ledgerAccounts.number, number)));
  return row;
}

/** Letters the bank's desk still has to move: processing, authorized or ready (every company). */
export async function lettersInHand(tx: Tx, type: string, states: readonly number[]) {
  return tx
    .select({ id: requests.id })
    .from(requests)
    .where(and(eq(requests.type, type), inArray(requests.state, [...states])))
    .orderBy(asc(requests.id));
}

/** One letter locked for a step of the bank's desk. */
export async function lockLetter(tx: Tx, id: number, type: string) {
  const [row] = await tx.select().from(requests).where(and(eq(requests.id, id), eq(requests.type, type))).for('update');
  return row;
}

export async function updateLetter(tx: Tx, id: number, values: { state: number; bankReply: Record<string, unknown>; updatedAt: Date; reason?: string }) {
  await tx.update(requests).set(values).where(eq(requests.id, id));
}

/** Locks the debit account's row, so its available balance is read after any posting racing on it. */
export async function lockAccount(tx: Tx, accountId: number) {
  const [row] = await tx.select({ id: ledgerAccounts.id, currency: ledgerAccounts.currency }).from(ledgerAccounts).where(eq(ledgerAccounts.id, accountId)).for('update');
  return row;
}

export async function holdFunds(tx: Tx, accountId: number, amountMinor: bigint, reason: string) {
  await tx.insert(holds).values({ accountId, amountMinor, reason });
}

/** The liquidity-support category of the company's letter of credit with this scheme reference, if there is one. */
export async function letterOfCreditFacility(tx: Tx, companyId: number, pecexReference: string): Promise<string | null | undefined> {
  const [row] = await tx
    .select({ facility: lettersOfCredit.liquiditySupport })
    .from(lettersOfCredit)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, lettersOfCredit.accountId))
    .where(and(eq(ledgerAccounts.companyId, companyId), sql`upper(${lettersOfCredit.pecexReference}) = ${pecexReference}`));
  return row ? row.facility : undefined;
}

/** Who signed the letter (live signatures): they hear of the bank's steps with the negotiator. */
export async function signerIds(tx: Tx, requestId: number): Promise<number[]> {
  const rows = await tx
    .select({ userId: requestSignatures.userId })
    .from(requestSignatures)
    .where(and(eq(requestSignatures.requestId, requestId), isNull(requestSignatures.voidedAt)))
    .orderBy(asc(requestSignatures.signedAt));
  return rows.map((r) => r.userId);
}
