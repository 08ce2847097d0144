import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { bytea, ts } from './columns.js';
import { companies, users } from './company-schema.js';
import { ledgerAccounts } from './ledger-schema.js';

// ---- Signed requests (architecture §2; spec doc 2 §4) ------------------------------------

/**
 * Who may sign requests on which account: the bank's mandate register (the row flag
 * `autorizador`). A signer (role 22) signs only requests on accounts listed here for them.
 */
export const accountSigners = pgTable(
  'account_signers',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.userId] })],
);

/**
 * One request of any type. The type's payload is validated by the contract's schema before it
 * is stored; `content_hash` is the SHA-256 of its canonical form, which every signature binds.
 * `required_signatures` is the company's count, fixed when the request is sent to sign.
 */
export const requests = pgTable(
  'requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: text('type').notNull(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** The account the signers sign for, when the type has one. */
    accountId: integer('account_id').references(() => ledgerAccounts.id),
    state: integer('state').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    contentHash: bytea('content_hash').notNull(),
    requiredSignatures: integer('required_signatures'),
    negotiatorId: integer('negotiator_id')
      .notNull()
      .references(() => users.id),
    /** The reason of a reversal or cancellation (the spec's `respuesta`). */
    reason: text('reason'),
    /**
     * What the bank answered once it processed the request (an authorization code, an issue
     * date, the reply to an amendment...), by type; null until then.
     */
    bankReply: jsonb('bank_reply').$type<Record<string, unknown>>(),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
    sentAt: ts('sent_at'),
    executedAt: ts('executed_at'),
  },
  (t) => [
    index('requests_company_type_idx').on(t.companyId, t.type, t.id),
    index('requests_state_idx').on(t.type, t.state),
    // A batch id names one batch of a company (ADR 0024), whatever races to save it.
    uniqueIndex('requests_batch_id_uq').on(t.companyId, sql`(${t.payload}->>'idbloque')`).where(sql`type = 'transfer_batch'`),
  ],
);

/**
 * A signer signs a request once: the partial unique index refuses a second live signature in
 * the database, whatever races above it. An edit voids signatures (`voided_at`) instead of
 * deleting them, so the trail keeps who had signed what.
 */
export const requestSignatures = pgTable(
  'request_signatures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    requestId: bigint('request_id', { mode: 'number' })
      .notNull()
      .references(() => requests.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    signedAt: ts('signed_at').notNull(),
    /** The content the signer approved. */
    contentHash: bytea('content_hash').notNull(),
    voidedAt: ts('voided_at'),
  },
  (t) => [uniqueIndex('request_signatures_once_uq').on(t.requestId, t.userId).where(sql`voided_at is null`), index('request_signatures_request_idx').on(t.requestId)],
);

/**
 * A state-changing call sent with an `Idempotency-Key` (a double click, a retried call): the
 * key, per user, with the SHA-256 of the call and its body, and the first answer, written in
 * the transaction of what the call did. A replay with the same body answers `answer`; with
 * another, a refusal (ADR 0024). A refused call writes nothing, so its key stays free.
 */
export const requestIdempotency = pgTable(
  'request_idempotency',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    key: text('key').notNull(),
    /** SHA-256 of the method, the path and the canonical body. */
    callHash: bytea('call_hash').notNull(),
    /** The first answer, replayed as it was. */
    answer: jsonb('answer').$type<unknown>().notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/** Kinds of document a company may ship to the bank (spec doc 2 §3 `tipo_id`, `nombre_tipo`). */
export const documentTypes = pgTable('document_types', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});

/**
 * The file a request carries (a document shipment's PDF), kept apart from the request's
 * payload so lists never load it. `sha256` is part of what the signatures bind.
 */
export const requestDocuments = pgTable('request_documents', {
  requestId: bigint('request_id', { mode: 'number' })
    .primaryKey()
    .references(() => requests.id),
  fileName: text('file_name').notNull(),
  content: bytea('content').notNull(),
  size: integer('size').notNull(),
  sha256: bytea('sha256').notNull(),
});
