import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { bytea, ts } from './columns.js';
import { users } from './company-schema.js';

// ---- The portal's own records ------------------------------------------------------------

/**
 * A notice for one user (ADR 0017): a catalogue key and its parameters, never prose. Made by
 * the gateway from real events (a sign-in from a new address; later, requests awaiting a
 * signature). `seen_at` is set once, the first time the user marks it seen.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    code: text('code').notNull(),
    params: jsonb('params').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
    /** The reference of what it is about (an account, a loan contract), if anything. */
    operation: text('operation'),
    createdAt: ts('created_at').notNull(),
    seenAt: ts('seen_at'),
  },
  (t) => [index('notifications_user_created_idx').on(t.userId, t.createdAt)],
);

/**
 * Every export the gateway rendered for a user (ADR 0035): the SHA-256 of the file it handed
 * out, what it was (view, format, language) and its printed reference. `signatures/sign`
 * answers only a PDF found here for the caller, so the bank's seal never goes on bytes the
 * bank did not render; a file a customer shows can be matched to who exported it and when.
 */
export const issuedDocuments = pgTable(
  'issued_documents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    sha256: bytea('sha256').notNull(),
    viewKey: text('view_key').notNull(),
    format: text('format').notNull(),
    language: text('language').notNull(),
    reference: text('reference').notNull(),
    rows: integer('rows').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('issued_documents_user_sha_idx').on(t.userId, t.sha256)],
);
