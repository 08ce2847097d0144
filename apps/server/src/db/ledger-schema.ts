import { bigint, bigserial, char, date, foreignKey, index, integer, pgTable, primaryKey, serial, text, unique } from 'drizzle-orm/pg-core';
import { ts } from './columns.js';
import { companies } from './company-schema.js';

// ---- The bank: ledger and calendar ------------------------------------------------------

/** Customer accounts carry a company; the bank's own (clearing, capital) do not. */
export const ledgerAccounts = pgTable('ledger_accounts', {
  id: serial('id').primaryKey(),
  number: char('number', { length: 16 }).notNull().unique(),
  companyId: integer('company_id').references(() => companies.id),
  holder: text('holder').notNull(),
  currency: char('currency', { length: 3 }).notNull(),
  openedOn: date('opened_on', { mode: 'string' }).notNull(),
  /** How often the bank issues a statement (spec §3 codes: BSN, WEE, TWM, M01..M12). */
  statementFrequency: text('statement_frequency').notNull().default('M01'),
});

export const journalEntries = pgTable(
  'journal_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bookingDate: date('booking_date', { mode: 'string' }).notNull(),
    valueDate: date('value_date', { mode: 'string' }).notNull(),
    reference: text('reference').notNull().unique(),
    narrative: text('narrative').notNull(),
  },
  // The target of the postings' (entry, booking day) key: a posting's day is its entry's.
  (t) => [unique('journal_entries_id_booking_date_uq').on(t.id, t.bookingDate)],
);

/**
 * Signed minor units: positive credits the account, negative debits it. The entries of one
 * journal entry sum to zero per currency; a deferred constraint trigger enforces it at commit.
 * A posting carries its entry's booking day (the key to the entry includes it, so the two never
 * differ): an account's postings of a range of days are then one index range, read without
 * touching the entries (ADR 0043). A posting into a closed month is refused by a trigger.
 */
export const postings = pgTable(
  'postings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    entryId: bigint('entry_id', { mode: 'number' }).notNull(),
    bookingDate: date('booking_date', { mode: 'string' }).notNull(),
    accountId: integer('account_id').notNull().references(() => ledgerAccounts.id),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
  },
  (t) => [
    foreignKey({ name: 'postings_entry_day_fk', columns: [t.entryId, t.bookingDate], foreignColumns: [journalEntries.id, journalEntries.bookingDate] }),
    // In booking order; the amount rides in the index so a range's sum is an index-only scan.
    index('postings_account_day_idx').on(t.accountId, t.bookingDate, t.entryId, t.id, t.amountMinor),
    index('postings_entry_idx').on(t.entryId),
  ],
);

/**
 * The months the bank has closed (its period close, ADR 0043): every month up to the latest
 * row is closed, for every account, and a posting booked in one is refused.
 */
export const ledgerClosedMonths = pgTable('ledger_closed_months', {
  /** The month's first day. */
  month: date('month', { mode: 'string' }).primaryKey(),
  closedAt: ts('closed_at').notNull(),
});

/**
 * Each account's balance at the end of each closed month, so a balance is the latest closing
 * before the day plus the postings since, never a sum from the account's first day.
 */
export const ledgerMonthClosings = pgTable(
  'ledger_month_closings',
  {
    accountId: integer('account_id').notNull().references(() => ledgerAccounts.id),
    /** The month's first day. */
    month: date('month', { mode: 'string' }).notNull().references(() => ledgerClosedMonths.month),
    /** Every posting booked up to the month's last day. */
    closingMinor: bigint('closing_minor', { mode: 'bigint' }).notNull(),
    /** Postings booked in the month. */
    postingCount: integer('posting_count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.month] })],
);

/** Money set aside (cheques in clearing, pending orders): current minus holds is available. */
export const holds = pgTable('holds', {
  id: serial('id').primaryKey(),
  accountId: integer('account_id').notNull().references(() => ledgerAccounts.id),
  amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
  reason: text('reason').notNull(),
  releasedAt: ts('released_at'),
});

export const holidays = pgTable('holidays', {
  day: date('day', { mode: 'string' }).primaryKey(),
  name: text('name').notNull(),
});
