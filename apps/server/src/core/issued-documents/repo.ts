import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { issuedDocuments } from '../../db/schema.js';

// The files the gateway rendered and handed out (ADR 0035): written by the exports, read by
// `signatures/sign`, which answers only for a document found here for its caller.

export interface IssuedDocument {
  userId: number;
  sha256: Buffer;
  viewKey: string;
  format: string;
  language: string;
  reference: string;
  rows: number;
  createdAt: Date;
}

export async function recordIssued(tx: Tx, document: IssuedDocument): Promise<void> {
  await tx.insert(issuedDocuments).values(document);
}

/** Whether the gateway handed this user a file with this hash (any user's copy is not theirs). */
export async function wasIssuedTo(tx: Tx, userId: number, sha256: Buffer): Promise<boolean> {
  const rows = await tx
    .select({ id: issuedDocuments.id })
    .from(issuedDocuments)
    .where(and(eq(issuedDocuments.userId, userId), eq(issuedDocuments.sha256, sha256)))
    .limit(1);
  return rows.length > 0;
}
