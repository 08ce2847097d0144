import { bigint, bigserial, char, date, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
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

export const journalEntries = pgTable('journal_entries', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  bookingDate: date('booking_date', { mode: 'string' }).notNull(),
  valueDate: date('value_date', { mode: 'string' }).notNull(),
  reference: text('reference').notNull().unique(),
  narrative: text('narrative').notNull(),
});

/**
 * Signed minor units: positive credits the account, negative debits it. The entries of one
 * journal entry sum to zero per currency; a deferred constraint trigger enforces it at commit.
 */
export const postings = pgTable(
  'postings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    entryId: bigint('entry_id', { mode: 'number' }).notNull().references(() => journalEntries.id),
    accountId: integer('account_id').notNull().references(() => ledgerAccounts.id),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
  },
  (t) => [index('postings_account_idx').on(t.accountId, t.entryId), index('postings_entry_idx').on(t.entryId)],
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
