import { sql } from 'drizzle-orm';
import { bigserial, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { bytea, ts } from './columns.js';

// ---- The audit trail (spec doc 2 §2 Traces) ----------------------------------------------

/**
 * One row per state change of a request and per sign-in event (success, failure, lock-out),
 * recovery and password change. The person's names are copied, not joined: a trace records
 * what was true when it was written. Append-only and hash-chained in the database (the
 * migration's triggers): each row's `hash` covers its fields and the previous row's hash, so
 * `trace_chain_break()` names the first row that was altered or removed.
 */
export const traces = pgTable(
  'traces',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: ts('at').notNull(),
    /** Null for a sign-in attempt on an e-mail no user has. */
    userId: integer('user_id'),
    companyId: integer('company_id'),
    /** The username, or the e-mail typed when no user has it. */
    username: text('username').notNull(),
    firstName: text('first_name').notNull(),
    lastName1: text('last_name_1').notNull(),
    lastName2: text('last_name_2').notNull(),
    /** A code: `auth.signIn`, `request.checkbook.sign`... */
    operation: text('operation').notNull(),
    ip: text('ip'),
    /** The id of the HTTP request that wrote it (spec `traza_externa_id`). */
    externalId: text('external_id').notNull(),
    /** What happened, as XML (spec §3 `descripcion`). */
    description: text('description').notNull(),
    prevHash: bytea('prev_hash'),
    /** Always set by the database's trigger; the default only lets an insert leave it out. */
    hash: bytea('hash').notNull().default(sql`''::bytea`),
  },
  (t) => [index('traces_company_at_idx').on(t.companyId, t.at), index('traces_username_at_idx').on(t.username, t.at)],
);
