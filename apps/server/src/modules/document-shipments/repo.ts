import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { documentTypes, requestDocuments, requests } from '../../db/schema.js';

export async function documentTypeRows(tx: Tx) {
  return tx.select().from(documentTypes).orderBy(asc(documentTypes.id));
}

export async function documentTypeExists(tx: Tx, id: number): Promise<boolean> {
  return (await tx.select({ id: documentTypes.id }).from(documentTypes).where(eq(documentTypes.id, id))).length > 0;
}

/** The shipment's payload, locked for the caller's transaction, if it is one of the company's and listed. */
export async function lockShipment(tx: Tx, input: { id: number; companyId: number; type: string; hidden: readonly number[] }) {
  const [row] = await tx
    .select({ payload: requests.payload })
    .from(requests)
    .where(and(eq(requests.id, input.id), eq(requests.companyId, input.companyId), eq(requests.type, input.type), notInArray(requests.state, [...input.hidden])))
    .for('update');
  return row;
}

/** Keeps the shipment's PDF (a modification replaces it), in the transaction that stores its payload. */
export async function storeDocument(tx: Tx, requestId: number, file: { fileName: string; content: Buffer; size: number; sha256: string }) {
  const values = { fileName: file.fileName, content: file.content, size: file.size, sha256: Buffer.from(file.sha256, 'hex') };
  await tx
    .insert(requestDocuments)
    .values({ requestId, ...values })
    .onConflictDoUpdate({ target: requestDocuments.requestId, set: values });
}

/** The PDF of one of the company's listed shipments. */
export async function documentOf(tx: Tx, input: { id: number; companyId: number; type: string; hidden: readonly number[] }) {
  const [row] = await tx
    .select({ fileName: requestDocuments.fileName, content: requestDocuments.content })
    .from(requestDocuments)
    .innerJoin(requests, eq(requests.id, requestDocuments.requestId))
    .where(and(eq(requests.id, input.id), eq(requests.companyId, input.companyId), eq(requests.type, input.type), notInArray(requests.state, [...input.hidden])));
  return row;
}

/** Shipments sent to the bank and not yet received: one, or all of them (the registry's catch-up). */
export async function sentShipmentIds(tx: Tx, input: { type: string; state: number; id?: number }): Promise<number[]> {
  const rows = await tx
    .select({ id: requests.id })
    .from(requests)
    .where(and(eq(requests.type, input.type), eq(requests.state, input.state), input.id === undefined ? sql`true` : eq(requests.id, input.id)))
    .orderBy(asc(requests.id));
  return rows.map((r) => r.id);
}

/** Locks a shipment still in `state` (another run may have received it already: then nothing). */
export async function lockSent(tx: Tx, input: { id: number; type: string; state: number }) {
  const [row] = await tx
    .select({ id: requests.id, negotiatorId: requests.negotiatorId })
    .from(requests)
    .where(and(eq(requests.id, input.id), eq(requests.type, input.type), eq(requests.state, input.state)))
    .for('update');
  return row;
}

export async function markReceived(tx: Tx, id: number, input: { state: number; reply: Record<string, unknown>; at: Date }) {
  await tx.update(requests).set({ state: input.state, bankReply: input.reply, updatedAt: input.at }).where(eq(requests.id, id));
}
