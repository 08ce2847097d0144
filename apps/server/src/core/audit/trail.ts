import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Tx } from '../../db/client.js';
import { escapeXml } from '../../lib/xml.js';

/** Where an event came from: the caller's address and the HTTP request's id (`traza_externa_id`). */
export interface Origin {
  ip: string | null;
  externalId: string;
}

export function originOf(request: FastifyRequest): Origin {
  return { ip: request.ip ?? null, externalId: String(request.id) };
}

/** Who did it: a user, or (a sign-in on an unknown e-mail) only the name typed. */
export type TraceSubject = { userId: number } | { username: string };

export interface TraceEntry {
  subject: TraceSubject;
  /** A code: `auth.signIn`, `request.checkbook.sign`... */
  operation: string;
  /** What happened, as an element name and its fields; written as XML. */
  description: { element: string; fields: Record<string, string | number | null | undefined> };
  at: Date;
  origin: Origin;
}

/** `<element><name>value</name>...</element>`; names are code-chosen identifiers, values escaped. */
export function describeXml({ element, fields }: TraceEntry['description']): string {
  const body = Object.entries(fields)
    .filter(([, v]) => v !== undefined && v !== null)
    .map(([name, v]) => `<${name}>${escapeXml(String(v))}</${name}>`)
    .join('');
  return `<${element}>${body}</${element}>`;
}

/**
 * Appends one row to the audit trail inside the caller's transaction, so the trail holds an
 * event exactly when the event was committed. The database chains and guards the row
 * (migration 0008); the person's names are copied as they are now.
 */
export async function appendTrace(tx: Tx, entry: TraceEntry): Promise<void> {
  const { subject, origin } = entry;
  const description = describeXml(entry.description);
  if ('userId' in subject) {
    await tx.execute(sql`
      insert into traces (at, user_id, company_id, username, first_name, last_name_1, last_name_2, operation, ip, external_id, description)
      select ${entry.at}, u.id, u.company_id, u.username, u.first_name, u.last_name_1, u.last_name_2, ${entry.operation}, ${origin.ip}, ${origin.externalId}, ${description}
        from users u where u.id = ${subject.userId}`);
  } else {
    await tx.execute(sql`
      insert into traces (at, username, first_name, last_name_1, last_name_2, operation, ip, external_id, description)
      values (${entry.at}, ${subject.username}, '', '', '', ${entry.operation}, ${origin.ip}, ${origin.externalId}, ${description})`);
  }
}

/** The first row of the trail that was altered or unlinked from the one before, or null. */
export async function traceChainBreak(tx: Tx): Promise<{ id: number; problem: 'altered' | 'unlinked' } | null> {
  const [row] = (await tx.execute<{ id: string | null; problem: 'altered' | 'unlinked' | null }>(sql`select id, problem from trace_chain_break()`)).rows;
  return row?.id ? { id: Number(row.id), problem: row.problem! } : null;
}
