import { and, asc, desc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { lcDrawings, ledgerAccounts, lettersOfCredit, requestSignatures, requests, users } from '../../db/schema.js';

/** A letter as an amendment reads it; days are ISO (YYYY-MM-DD). */
const letterColumns = {
  id: lettersOfCredit.id,
  reference: lettersOfCredit.reference,
  account: ledgerAccounts.number,
  companyId: ledgerAccounts.companyId,
  lcType: lettersOfCredit.lcType,
  currency: lettersOfCredit.currency,
  amountMinor: lettersOfCredit.amountMinor,
  issueDate: lettersOfCredit.issueDate,
  expiryDate: lettersOfCredit.expiryDate,
  latestShipment: lettersOfCredit.latestShipment,
  beneficiary: lettersOfCredit.beneficiary,
  counterpartBank: lettersOfCredit.counterpartBank,
  cancelledOn: lettersOfCredit.cancelledOn,
};

/** What was drawn under the letter by `day` (drawings of later days do not count yet). */
const drawnBy = (day: string) =>
  sql<string>`coalesce((select sum(${lcDrawings.amountMinor}) from ${lcDrawings} where ${lcDrawings.letterId} = ${lettersOfCredit.id} and ${lcDrawings.drawnOn} <= ${day}), 0)::text`;

/**
 * The letter with this reference if it is the company's, and what it had drawn by `day`;
 * `lock` holds it for the transaction (two new amendments of one letter wait for each other).
 */
export async function companyLetter(tx: Tx, companyId: number, reference: string, day: string, lock = false) {
  const query = tx
    .select({ ...letterColumns, drawn: drawnBy(day) })
    .from(lettersOfCredit)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, lettersOfCredit.accountId))
    .where(and(eq(ledgerAccounts.companyId, companyId), eq(lettersOfCredit.reference, reference)));
  const [row] = lock ? await query.for('update', { of: lettersOfCredit }) : await query;
  return row ? { ...row, drawnMinor: BigInt(row.drawn) } : undefined;
}
export type AmendedLetter = NonNullable<Awaited<ReturnType<typeof companyLetter>>>;

/** The letter's latest amendment (the highest id) of any state, if it has one. */
export async function latestAmendment(tx: Tx, type: string, companyId: number, reference: string) {
  const [row] = await tx
    .select({ id: requests.id, state: requests.state })
    .from(requests)
    .where(and(eq(requests.type, type), eq(requests.companyId, companyId), sql`${requests.payload}->>'lcNumber' = ${reference}`))
    .orderBy(desc(requests.id))
    .limit(1);
  return row;
}

/** One of the company's amendments with what its audit and its file need. */
export async function companyAmendment(tx: Tx, type: string, companyId: number, id: number) {
  const [row] = await tx
    .select({
      id: requests.id,
      state: requests.state,
      payload: requests.payload,
      bankReply: requests.bankReply,
      requiredSignatures: requests.requiredSignatures,
      createdAt: requests.createdAt,
      negotiator: users.username,
    })
    .from(requests)
    .innerJoin(users, eq(users.id, requests.negotiatorId))
    .where(and(eq(requests.type, type), eq(requests.companyId, companyId), eq(requests.id, id)));
  return row;
}

/** Live signatures of a request, in signing order, with their usernames and days. */
export async function signaturesOf(tx: Tx, requestId: number) {
  return tx
    .select({ username: users.username, signedAt: requestSignatures.signedAt })
    .from(requestSignatures)
    .innerJoin(users, eq(users.id, requestSignatures.userId))
    .where(and(eq(requestSignatures.requestId, requestId), isNull(requestSignatures.voidedAt)))
    .orderBy(asc(requestSignatures.signedAt), asc(requestSignatures.id));
}

/** Requests of this type in this state taken by the bank by `before`: the bank's work list. */
export async function takenBefore(tx: Tx, type: string, state: number, before: Date) {
  return tx
    .select({ id: requests.id, executedAt: requests.executedAt })
    .from(requests)
    .where(and(eq(requests.type, type), eq(requests.state, state), lte(requests.executedAt, before)))
    .orderBy(asc(requests.executedAt), asc(requests.id));
}

/** The letter an amendment names, locked, whatever its company: the bank processes any. */
export async function lockLetter(tx: Tx, reference: string, day: string) {
  const [row] = await tx
    .select({ ...letterColumns, drawn: drawnBy(day) })
    .from(lettersOfCredit)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, lettersOfCredit.accountId))
    .where(eq(lettersOfCredit.reference, reference))
    .for('update', { of: lettersOfCredit });
  return row ? { ...row, drawnMinor: BigInt(row.drawn) } : undefined;
}

/** How many amendments of the letter the bank had authorized before: MT707's 26E counts on from it. */
export async function authorizedAmendments(tx: Tx, type: string, state: number, reference: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(requests)
    .where(and(eq(requests.type, type), eq(requests.state, state), sql`${requests.payload}->>'lcNumber' = ${reference}`));
  return row?.n ?? 0;
}

/** The authorized amendment moves the letter's dates (ADR 0014's model reads them from here). */
export async function amendLetter(tx: Tx, letterId: number, dates: { expiryDate: string; latestShipment: string }): Promise<void> {
  await tx.update(lettersOfCredit).set(dates).where(eq(lettersOfCredit.id, letterId));
}

export async function setBankReply(tx: Tx, id: number, reply: Record<string, unknown>): Promise<void> {
  await tx.update(requests).set({ bankReply: reply }).where(eq(requests.id, id));
}
