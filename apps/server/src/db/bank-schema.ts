import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, char, check, date, index, integer, numeric, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { CHECK_TYPES } from '@bel/contract';
import { ts } from './columns.js';
import { companies } from './company-schema.js';
import { ledgerAccounts } from './ledger-schema.js';

// ---- The bank's reference data -----------------------------------------------------------

/** Bank branches: where an account is kept and where a checkbook is delivered. */
export const branches = pgTable('branches', {
  code: char('code', { length: 4 }).primaryKey(),
  name: text('name').notNull(),
});

/** Currencies the bank quotes (spec §3's 17), with their Spanish names. */
export const currencies = pgTable('currencies', {
  code: char('code', { length: 3 }).primaryKey(),
  name: text('name').notNull(),
});

// ---- Exchange rates (ADR 0013) -----------------------------------------------------------

/**
 * Units of the currency per one US dollar, exact to 5 places as the spec shows them.
 * `buy` is what the bank pays in that currency for a dollar, `sell` what it asks, so
 * buy <= sell. USD, CUC and PAB are 1.
 */
const rate5 = (name: string) => numeric(name, { precision: 14, scale: 5 });

/** The rates in force: always the latest row of the history for each currency. */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    currency: char('currency', { length: 3 })
      .primaryKey()
      .references(() => currencies.code),
    buy: rate5('buy').notNull(),
    sell: rate5('sell').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [check('exchange_rates_spread_ck', sql`${t.buy} > 0 and ${t.buy} <= ${t.sell}`)],
);

/** Every published rate; the bank publishes the whole table 1-3 times a working day. */
export const exchangeRateHistory = pgTable(
  'exchange_rate_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    currency: char('currency', { length: 3 })
      .notNull()
      .references(() => currencies.code),
    buy: rate5('buy').notNull(),
    sell: rate5('sell').notNull(),
    recordedAt: ts('recorded_at').notNull(),
  },
  (t) => [
    uniqueIndex('exchange_rate_history_currency_at_uq').on(t.currency, t.recordedAt),
    check('exchange_rate_history_spread_ck', sql`${t.buy} > 0 and ${t.buy} <= ${t.sell}`),
  ],
);

// ---- Lending (ADR 0013) ------------------------------------------------------------------

/** A credit line granted to a company ('NNNN-NN'); loans are drawn down under it. */
export const creditFacilities = pgTable('credit_facilities', {
  id: serial('id').primaryKey(),
  contractNumber: char('contract_number', { length: 7 }).notNull().unique(),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id),
  openedOn: date('opened_on', { mode: 'string' }).notNull(),
});

/**
 * One drawdown ('LD' + 10 digits). `status` is the contract's life: CUR running, LIQ
 * liquidated (every instalment paid). Whether it is overdue depends on today, so it is
 * derived from the schedule, never stored. Fixed rate: percent per year, exact.
 */
export const loans = pgTable(
  'loans',
  {
    id: serial('id').primaryKey(),
    contractNumber: char('contract_number', { length: 12 }).notNull().unique(),
    facilityId: integer('facility_id')
      .notNull()
      .references(() => creditFacilities.id),
    customerName: text('customer_name').notNull(),
    jointHolder: text('joint_holder').notNull().default(''),
    status: text('status', { enum: ['CUR', 'LIQ'] }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    principalMinor: bigint('principal_minor', { mode: 'bigint' }).notNull(),
    interestRate: numeric('interest_rate', { precision: 9, scale: 4 }).notNull(),
    repayment: text('repayment', { enum: ['annuity', 'linear'] }).notNull(),
    valueDate: date('value_date', { mode: 'string' }).notNull(),
    maturityDate: date('maturity_date', { mode: 'string' }).notNull(),
    /** The company account the loan was paid into and instalments are collected from. */
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
  },
  (t) => [
    index('loans_facility_idx').on(t.facilityId),
    check('loans_status_ck', sql`${t.status} in ('CUR', 'LIQ')`),
    check('loans_amount_ck', sql`${t.principalMinor} > 0 and ${t.interestRate} >= 0 and ${t.maturityDate} > ${t.valueDate}`),
  ],
);

/** The repayment schedule. AMT_DUE and the outstanding balance are sums of these columns. */
export const loanInstalments = pgTable(
  'loan_instalments',
  {
    loanId: integer('loan_id')
      .notNull()
      .references(() => loans.id),
    seq: integer('seq').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    principalMinor: bigint('principal_minor', { mode: 'bigint' }).notNull(),
    interestMinor: bigint('interest_minor', { mode: 'bigint' }).notNull(),
    chargesMinor: bigint('charges_minor', { mode: 'bigint' }).notNull(),
    paid: boolean('paid').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.loanId, t.seq] }),
    check('loan_instalments_amounts_ck', sql`${t.principalMinor} >= 0 and ${t.interestMinor} >= 0 and ${t.chargesMinor} >= 0`),
  ],
);

// ---- Checkbooks printed outside the bank ------------------------------------------------

/** Checkbook types (codes from the contract's CHECK_TYPES) with their Spanish names. */
export const checkTypes = pgTable('check_types', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
});

/**
 * Checkbooks a company had printed by a third party and registered with the bank
 * (`checks_no_bel`). The timestamps follow the state: requested, approved, printed,
 * delivered to the destination branch; a rejected request was never approved.
 */
export const checkbooksNotIssued = pgTable(
  'checkbooks_not_issued',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    state: text('state', { enum: ['requested', 'approved', 'printed', 'delivered', 'rejected'] }).notNull(),
    checkType: text('check_type', { enum: CHECK_TYPES })
      .notNull()
      .references(() => checkTypes.code),
    requestedAt: ts('requested_at').notNull(),
    approvedAt: ts('approved_at'),
    printedAt: ts('printed_at'),
    branchCode: char('branch_code', { length: 4 })
      .notNull()
      .references(() => branches.code),
    chequeras: integer('chequeras').notNull(),
    cubiertas: integer('cubiertas').notNull(),
    rm: integer('rm').notNull(),
  },
  // A CHECK passes when it yields NULL: the order check holds for whichever timestamps exist.
  (t) => [
    index('checkbooks_not_issued_account_idx').on(t.accountId, t.requestedAt),
    check('checkbooks_not_issued_state_ck', sql`${t.state} in ('requested', 'approved', 'printed', 'delivered', 'rejected')`),
    check(
      'checkbooks_not_issued_state_dates_ck',
      sql`case ${t.state}
            when 'approved' then ${t.approvedAt} is not null and ${t.printedAt} is null
            when 'printed' then ${t.approvedAt} is not null and ${t.printedAt} is not null
            when 'delivered' then ${t.approvedAt} is not null and ${t.printedAt} is not null
            else ${t.approvedAt} is null and ${t.printedAt} is null end`,
    ),
    check('checkbooks_not_issued_order_ck', sql`${t.approvedAt} >= ${t.requestedAt} and ${t.printedAt} >= ${t.approvedAt}`),
    check('checkbooks_not_issued_counts_ck', sql`${t.chequeras} >= 0 and ${t.cubiertas} >= 0 and ${t.rm} >= 0 and ${t.chequeras} + ${t.cubiertas} + ${t.rm} > 0`),
  ],
);

// ---- Account changes of the 2021 monetary unification ----------------------------------

/** A CUC-era account (16 digits, no longer in the ledger) and the account that replaced it. */
export const accountChanges = pgTable(
  'account_changes',
  {
    id: serial('id').primaryKey(),
    oldNumber: char('old_number', { length: 16 }).notNull().unique(),
    oldCurrency: char('old_currency', { length: 3 }).notNull(),
    newAccountId: integer('new_account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    holder: text('holder').notNull(),
  },
  (t) => [index('account_changes_new_account_idx').on(t.newAccountId)],
);

/**
 * Which edition of the demo bank this database holds (one row, written by the seeder). The
 * seeder runs on an empty database only, so a folder seeded by an older edition keeps working
 * but lacks what later editions added (identity documents, notifications...); the gateway
 * compares this with the current edition at start and says how to rebuild.
 */
export const demoBank = pgTable('demo_bank', {
  edition: integer('edition').primaryKey(),
  seededAt: ts('seeded_at').notNull(),
});
