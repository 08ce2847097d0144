import { and, asc, between, eq, inArray, isNull, lte, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { lcDiscrepancies, lcDrawings, lcLiquiditySupport, lcPaymentObligations, ledgerAccounts, lettersOfCredit } from '../../db/schema.js';

/**
 * Every query is limited to account ids the service resolved for the caller's company (or
 * joins the company), so another company's letter is simply never found. Days are ISO.
 */
const letterColumns = {
  id: lettersOfCredit.id,
  reference: lettersOfCredit.reference,
  account: ledgerAccounts.number,
  lcType: lettersOfCredit.lcType,
  currency: lettersOfCredit.currency,
  amountMinor: lettersOfCredit.amountMinor,
  liabilityMinor: lettersOfCredit.liabilityMinor,
  issueDate: lettersOfCredit.issueDate,
  expiryDate: lettersOfCredit.expiryDate,
  applicantName: lettersOfCredit.applicantName,
  beneficiary: lettersOfCredit.beneficiary,
  counterpartBank: lettersOfCredit.counterpartBank,
  goods: lettersOfCredit.goods,
  confirmation: lettersOfCredit.confirmation,
  paymentForm: lettersOfCredit.paymentForm,
  liquiditySupport: lettersOfCredit.liquiditySupport,
  cancelledOn: lettersOfCredit.cancelledOn,
};
export type LetterRow = Awaited<ReturnType<typeof lettersOn>>[number];

function lettersWhere(tx: Tx, where: SQL | undefined) {
  return tx
    .select(letterColumns)
    .from(lettersOfCredit)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, lettersOfCredit.accountId))
    .where(where);
}

/** Letters kept on these accounts, narrowed by `where`, in reference order. */
export async function lettersOn(tx: Tx, accountIds: readonly number[], where?: SQL) {
  if (accountIds.length === 0) return [];
  return lettersWhere(tx, and(inArray(lettersOfCredit.accountId, [...accountIds]), where)).orderBy(asc(lettersOfCredit.reference));
}

export const issuedBetween = (from: string, to: string) => between(lettersOfCredit.issueDate, from, to);
export const issuedBy = (day: string) => lte(lettersOfCredit.issueDate, day);
export const expiringBetween = (from: string, to: string) => and(between(lettersOfCredit.expiryDate, from, to), isNull(lettersOfCredit.cancelledOn));
export const withLiquiditySupport = (sigla: string) => eq(lettersOfCredit.liquiditySupport, sigla);

/** The company's letter with that reference, if any. */
export async function companyLetter(tx: Tx, companyId: number, reference: string) {
  const [row] = await lettersWhere(tx, and(eq(ledgerAccounts.companyId, companyId), eq(lettersOfCredit.reference, reference)));
  return row;
}

export async function drawingsOf(tx: Tx, letterIds: readonly number[]) {
  if (letterIds.length === 0) return [];
  return tx
    .select({ letterId: lcDrawings.letterId, seq: lcDrawings.seq, drawnOn: lcDrawings.drawnOn, amountMinor: lcDrawings.amountMinor })
    .from(lcDrawings)
    .where(inArray(lcDrawings.letterId, [...letterIds]))
    .orderBy(asc(lcDrawings.letterId), asc(lcDrawings.seq));
}
export type DrawingRow = Awaited<ReturnType<typeof drawingsOf>>[number];

/** Discrepancy notices on letters of these accounts notified in [from, to], optionally of one drawing. */
export async function discrepanciesOn(tx: Tx, accountIds: readonly number[], from: string, to: string, drawing?: { reference: string; seq: number }) {
  if (accountIds.length === 0) return [];
  return tx
    .select({
      reference: lettersOfCredit.reference,
      seq: lcDrawings.seq,
      currency: lettersOfCredit.currency,
      amountMinor: lcDrawings.amountMinor,
      notifiedOn: lcDiscrepancies.notifiedOn,
      account: ledgerAccounts.number,
      text: lcDiscrepancies.text,
    })
    .from(lcDiscrepancies)
    .innerJoin(lcDrawings, eq(lcDrawings.id, lcDiscrepancies.drawingId))
    .innerJoin(lettersOfCredit, eq(lettersOfCredit.id, lcDrawings.letterId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, lettersOfCredit.accountId))
    .where(
      and(
        inArray(lettersOfCredit.accountId, [...accountIds]),
        between(lcDiscrepancies.notifiedOn, from, to),
        drawing ? and(eq(lettersOfCredit.reference, drawing.reference), eq(lcDrawings.seq, drawing.seq)) : undefined,
      ),
    )
    .orderBy(asc(lcDiscrepancies.notifiedOn), asc(lettersOfCredit.reference), asc(lcDrawings.seq), asc(lcDiscrepancies.id));
}

/** Payment obligations on letters of these accounts due in [from, to]; only acceptances and deferred payments when `deferredOnly`. */
export async function obligationsOn(tx: Tx, accountIds: readonly number[], from: string, to: string, deferredOnly: boolean) {
  if (accountIds.length === 0) return [];
  return tx
    .select({
      reference: lettersOfCredit.reference,
      account: ledgerAccounts.number,
      currency: lettersOfCredit.currency,
      lcType: lettersOfCredit.lcType,
      paymentForm: lettersOfCredit.paymentForm,
      beneficiary: lettersOfCredit.beneficiary,
      drawingSeq: lcDrawings.seq,
      seq: lcPaymentObligations.seq,
      dueDate: lcPaymentObligations.dueDate,
      amountMinor: lcPaymentObligations.amountMinor,
      toOrderOf: lcPaymentObligations.toOrderOf,
    })
    .from(lcPaymentObligations)
    .innerJoin(lcDrawings, eq(lcDrawings.id, lcPaymentObligations.drawingId))
    .innerJoin(lettersOfCredit, eq(lettersOfCredit.id, lcDrawings.letterId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, lettersOfCredit.accountId))
    .where(
      and(
        inArray(lettersOfCredit.accountId, [...accountIds]),
        between(lcPaymentObligations.dueDate, from, to),
        deferredOnly ? inArray(lettersOfCredit.paymentForm, ['ACCEPTANCE', 'DEFERRED']) : undefined,
      ),
    )
    .orderBy(asc(lcPaymentObligations.dueDate), asc(lettersOfCredit.reference), asc(lcDrawings.seq), asc(lcPaymentObligations.seq));
}

export async function liquiditySupportOptions(tx: Tx) {
  return tx.select().from(lcLiquiditySupport).orderBy(asc(lcLiquiditySupport.sigla));
}
