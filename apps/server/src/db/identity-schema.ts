import { date, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { users } from './company-schema.js';

// ---- Identity data for password recovery (doc 2 §3, §5; ADR 0018) -----------------------

/** Kinds of identity document a person can prove who they are with (doc 2 §3). */
export const identityDocumentTypes = pgTable('identity_document_types', {
  id: integer('id').primaryKey(),
  /** The abbreviation the spec calls `siglas` (CI, PAS, CR). */
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
});

/**
 * The identity document the bank holds for a user: what /ChangePassword compares. One per
 * user, kept apart from `users` so sign-in never reads it. The number is stored upper-cased.
 */
export const userIdentities = pgTable('user_identities', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id),
  documentTypeId: integer('document_type_id')
    .notNull()
    .references(() => identityDocumentTypes.id),
  documentNumber: text('document_number').notNull(),
  birthDate: date('birth_date', { mode: 'string' }).notNull(),
  documentDueDate: date('document_due_date', { mode: 'string' }).notNull(),
});
