import { addDays, nextWorkingDay, previousWorkingDay } from '../bank/calendar.js';
import { lcDiscrepancies, lcDrawings, lcLiquiditySupport, lcPaymentObligations, lettersOfCredit } from '../db/schema.js';
import { seededAccount, type SeedContext } from './context.js';
import { demoCreditLetters, demoLiquiditySupport, type DemoCreditLetter } from './demo-credit-letters.js';

const minor = (units: number) => BigInt(units) * 100n;

/** The obligations paying one drawing: at sight the day of the drawing, else days later (in equal instalments). */
function obligationsFor(letter: DemoCreditLetter, drawnOn: string, amount: bigint, closed: ReadonlySet<string>) {
  const { payment } = letter;
  const beneficiary = letter.beneficiary ?? '';
  if (payment.form === 'SIGHT') return [{ seq: 1, dueDate: drawnOn, amountMinor: amount, toOrderOf: beneficiary }];
  // An accepted draft is payable to the order of the bank that presented it; a deferred payment to the beneficiary.
  const toOrderOf = payment.form === 'ACCEPTANCE' ? letter.bank : beneficiary;
  const n = payment.form === 'DEFERRED' ? payment.instalments : 1;
  const share = amount / BigInt(n);
  return Array.from({ length: n }, (_, i) => ({
    seq: i + 1,
    dueDate: nextWorkingDay(addDays(drawnOn, Math.round((payment.days * (i + 1)) / n)), closed),
    amountMinor: i === n - 1 ? amount - share * BigInt(n - 1) : share,
    toOrderOf,
  }));
}

/**
 * The liquidity-support categories and the letters of credit of demo-credit-letters.ts, with their
 * drawings, discrepancy notices and payment obligations. Operations already done (issue,
 * drawings, notices, cancellation) fall on the working day on or before their day, which
 * keeps their order; expiry and latest shipment are plain calendar days.
 */
export async function seedCreditLetters(ctx: SeedContext): Promise<void> {
  const done = (offset: number) => previousWorkingDay(addDays(ctx.today, offset), ctx.closed);
  await ctx.tx.insert(lcLiquiditySupport).values(demoLiquiditySupport.map(({ sigla, es, en }) => ({ sigla, labelEs: es, labelEn: en })));
  for (const letter of demoCreditLetters) {
    const account = seededAccount(ctx, letter.clientCode, letter.account);
    const company = account.holder;
    const filled = { ...letter, applicant: letter.applicant ?? company, beneficiary: letter.beneficiary ?? company };
    const [row] = await ctx.tx
      .insert(lettersOfCredit)
      .values({
        reference: letter.reference,
        accountId: account.id,
        lcType: letter.type,
        currency: account.currency,
        amountMinor: minor(letter.amount),
        liabilityMinor: BigInt(letter.amount) * BigInt(100 + letter.tolerancePct),
        issueDate: done(letter.issued),
        expiryDate: addDays(ctx.today, letter.expires),
        latestShipment: letter.latestShipment === undefined ? null : addDays(ctx.today, letter.latestShipment),
        applicantName: filled.applicant,
        beneficiary: filled.beneficiary,
        counterpartBank: letter.bank,
        goods: letter.goods,
        confirmation: letter.confirmed ? 'CONFIRMED' : 'UNCONFIRMED',
        paymentForm: letter.payment.form,
        deferredDays: letter.payment.form === 'SIGHT' ? 0 : letter.payment.days,
        instalments: letter.payment.form === 'DEFERRED' ? letter.payment.instalments : 1,
        liquiditySupport: letter.liquidity?.sigla ?? null,
        pecexReference: letter.liquidity?.pecex ?? null,
        cancelledOn: letter.cancelled === undefined ? null : done(letter.cancelled),
      })
      .returning({ id: lettersOfCredit.id });
    for (const [i, drawing] of (letter.drawings ?? []).entries()) {
      const drawnOn = done(drawing.day);
      const [d] = await ctx.tx
        .insert(lcDrawings)
        .values({ letterId: row!.id, seq: i + 1, drawnOn, amountMinor: minor(drawing.amount) })
        .returning({ id: lcDrawings.id });
      const notices = drawing.discrepancies ?? [];
      if (notices.length > 0) await ctx.tx.insert(lcDiscrepancies).values(notices.map((n) => ({ drawingId: d!.id, notifiedOn: done(n.day), text: n.text })));
      const obligations = obligationsFor(filled, drawnOn, minor(drawing.amount), ctx.closed);
      await ctx.tx.insert(lcPaymentObligations).values(obligations.map((o) => ({ drawingId: d!.id, ...o })));
    }
  }
}
