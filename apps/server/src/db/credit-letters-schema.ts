import { sql } from 'drizzle-orm';
import { bigint, char, check, date, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { LC_CONFIRMATIONS, LC_PAYMENT_FORMS, LC_TYPES } from '@bel/contract';
import { ledgerAccounts } from './ledger-schema.js';

// ---- Letters of credit (ADR 0014) ---------------------------------------------------------

/** Liquidity-support categories a letter may be financed under (`credit-letter/liquiditySupport`). */
export const lcLiquiditySupport = pgTable('lc_liquidity_support', {
  sigla: text('sigla').primaryKey(),
  labelEs: text('label_es').notNull(),
  labelEn: text('label_en').notNull(),
});

/**
 * One letter of credit ('TF' + 10 digits), kept on one of the company's accounts: the
 * applicant's for an import or standby letter, the one the proceeds go to for an export
 * letter. Its currency is that account's. The unutilised balance is never stored: it is
 * the amount less the drawings, which a deferred trigger keeps within the amount.
 * `liability_minor` is the amount plus the positive tolerance. The category (state) is
 * derived from the dates, the drawings and `cancelled_on`, so it cannot go stale.
 */
export const lettersOfCredit = pgTable(
  'letters_of_credit',
  {
    id: serial('id').primaryKey(),
    reference: char('reference', { length: 12 }).notNull().unique(),
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    lcType: text('lc_type', { enum: LC_TYPES }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    liabilityMinor: bigint('liability_minor', { mode: 'bigint' }).notNull(),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    expiryDate: date('expiry_date', { mode: 'string' }).notNull(),
    /** None for a standby letter: nothing is shipped under it. */
    latestShipment: date('latest_shipment', { mode: 'string' }),
    applicantName: text('applicant_name').notNull(),
    beneficiary: text('beneficiary').notNull(),
    /** The advising bank (import, standby) or the issuing bank (export). */
    counterpartBank: text('counterpart_bank').notNull(),
    goods: text('goods').notNull(),
    confirmation: text('confirmation', { enum: LC_CONFIRMATIONS }).notNull(),
    /** How drawings are paid; anything but SIGHT is a deferred negotiation. */
    paymentForm: text('payment_form', { enum: LC_PAYMENT_FORMS }).notNull(),
    /** Days from a drawing to its (last) payment; 0 at sight. */
    deferredDays: integer('deferred_days').notNull(),
    /** Deferred payments may be split in equal instalments. */
    instalments: integer('instalments').notNull(),
    liquiditySupport: text('liquidity_support').references(() => lcLiquiditySupport.sigla),
    /** The letter's reference in its liquidity-support scheme. */
    pecexReference: text('pecex_reference'),
    cancelledOn: date('cancelled_on', { mode: 'string' }),
  },
  (t) => [
    index('letters_of_credit_account_idx').on(t.accountId),
    check('letters_of_credit_type_ck', sql`${t.lcType} in ('IMP', 'EXP', 'SBY')`),
    check('letters_of_credit_confirmation_ck', sql`${t.confirmation} in ('CONFIRMED', 'UNCONFIRMED')`),
    check('letters_of_credit_amounts_ck', sql`${t.amountMinor} > 0 and ${t.liabilityMinor} >= ${t.amountMinor}`),
    check(
      'letters_of_credit_dates_ck',
      sql`${t.expiryDate} >= ${t.issueDate} and ${t.latestShipment} <= ${t.expiryDate} and ${t.latestShipment} >= ${t.issueDate}
          and ${t.cancelledOn} between ${t.issueDate} and ${t.expiryDate}`,
    ),
    check(
      'letters_of_credit_payment_ck',
      sql`${t.paymentForm} in ('SIGHT', 'ACCEPTANCE', 'DEFERRED') and ${t.instalments} between 1 and 12
          and case ${t.paymentForm} when 'SIGHT' then ${t.deferredDays} = 0 and ${t.instalments} = 1
                                    when 'ACCEPTANCE' then ${t.deferredDays} > 0 and ${t.instalments} = 1
                                    else ${t.deferredDays} > 0 end`,
    ),
    check('letters_of_credit_pecex_ck', sql`(${t.liquiditySupport} is null) = (${t.pecexReference} is null)`),
  ],
);

/** A drawing (utilisation) under a letter, numbered 1, 2, ... within it. */
export const lcDrawings = pgTable(
  'lc_drawings',
  {
    id: serial('id').primaryKey(),
    letterId: integer('letter_id')
      .notNull()
      .references(() => lettersOfCredit.id),
    seq: integer('seq').notNull(),
    drawnOn: date('drawn_on', { mode: 'string' }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
  },
  (t) => [
    uniqueIndex('lc_drawings_letter_seq_uq').on(t.letterId, t.seq),
    check('lc_drawings_seq_ck', sql`${t.seq} between 1 and 99`),
    check('lc_drawings_amount_ck', sql`${t.amountMinor} > 0`),
  ],
);

/** A discrepancy notice on a drawing's documents: when it was notified and what it said. */
export const lcDiscrepancies = pgTable(
  'lc_discrepancies',
  {
    id: serial('id').primaryKey(),
    drawingId: integer('drawing_id')
      .notNull()
      .references(() => lcDrawings.id),
    notifiedOn: date('notified_on', { mode: 'string' }).notNull(),
    text: text('text').notNull(),
  },
  (t) => [index('lc_discrepancies_drawing_idx').on(t.drawingId)],
);

/**
 * What paying a drawing commits to: one obligation at sight (due the day of the drawing),
 * one accepted draft, or the instalments of a deferred payment. The obligations of a drawing
 * add up to its amount (a deferred trigger checks it).
 */
export const lcPaymentObligations = pgTable(
  'lc_payment_obligations',
  {
    id: serial('id').primaryKey(),
    drawingId: integer('drawing_id')
      .notNull()
      .references(() => lcDrawings.id),
    seq: integer('seq').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    /** To whose order the draft or undertaking is payable. */
    toOrderOf: text('to_order_of').notNull(),
  },
  (t) => [
    uniqueIndex('lc_payment_obligations_drawing_seq_uq').on(t.drawingId, t.seq),
    index('lc_payment_obligations_due_idx').on(t.dueDate),
    check('lc_payment_obligations_amount_ck', sql`${t.amountMinor} > 0 and ${t.seq} >= 1`),
  ],
);
