import { and, asc, eq, inArray, isNotNull, like, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { accountChanges, branches, ledgerAccounts, requests } from '../../db/schema.js';

export type LedgerAccount = { id: number; number: string; companyId: number | null; holder: string; currency: string };

const columns = { id: ledgerAccounts.id, number: ledgerAccounts.number, companyId: ledgerAccounts.companyId, holder: ledgerAccounts.holder, currency: ledgerAccounts.currency };

/** The ledger's accounts with these numbers (customer and the bank's own). */
export async function accountsByNumber(tx: Tx, numbers: readonly string[]): Promise<Map<string, LedgerAccount>> {
  if (numbers.length === 0) return new Map();
  const rows = await tx.select(columns).from(ledgerAccounts).where(inArray(ledgerAccounts.number, [...new Set(numbers)]));
  return new Map(rows.map((r) => [r.number, r]));
}

/** The one customer account with this number, if any (the bank's own accounts are not customers'). */
export async function customerAccount(tx: Tx, number: string): Promise<LedgerAccount | undefined> {
  const [row] = await tx.select(columns).from(ledgerAccounts).where(and(eq(ledgerAccounts.number, number), isNotNull(ledgerAccounts.companyId)));
  return row;
}

/** Numbers the bank closed and replaced (the CUC accounts of the 2021 unification). */
export async function closedNumbers(tx: Tx, numbers: readonly string[]): Promise<Set<string>> {
  if (numbers.length === 0) return new Set();
  const rows = await tx.select({ number: accountChanges.oldNumber }).from(accountChanges).where(inArray(accountChanges.oldNumber, [...new Set(numbers)]));
  return new Set(rows.map((r) => r.number));
}

/** The bank's branch codes: an account number starting with one is this bank's. */
export async function branchCodes(tx: Tx): Promise<Set<string>> {
  return new Set((await tx.select({ code: branches.code }).from(branches)).map((b) => b.code));
}

/**
 * Locks the debit account's row for the rest of the transaction, so transfers racing on one
 * account read its balance one after the other and cannot overdraw it together. NO KEY UPDATE,
 * not UPDATE: a posting's foreign key takes KEY SHARE on the account it credits, which UPDATE
 * would block, so two transfers paying each other's debit accounts would deadlock.
 */
export async function lockAccount(tx: Tx, id: number): Promise<LedgerAccount | undefined> {
  const [row] = await tx.select(columns).from(ledgerAccounts).where(eq(ledgerAccounts.id, id)).for('no key update');
  return row;
}

/** The bank's clearing account in a currency (internal series 1: 9999 0000000001 cc). */
export async function clearingAccount(tx: Tx, currency: string): Promise<LedgerAccount | undefined> {
  const [row] = await tx
    .select(columns)
    .from(ledgerAccounts)
    .where(and(like(ledgerAccounts.number, '99990000000001%'), eq(ledgerAccounts.currency, currency)));
  return row;
}

/** Which transfer type a company's request is, if it is one. */
export async function transferTypeOf(tx: Tx, id: number, companyId: number, types: readonly string[]): Promise<string | undefined> {
  const [row] = await tx
    .select({ type: requests.type })
    .from(requests)
    .where(and(eq(requests.id, id), eq(requests.companyId, companyId), inArray(requests.type, [...types])));
  return row?.type;
}

/** The company's batch with this id, if there is one. */
export async function batchRequestId(tx: Tx, companyId: number, batchId: string): Promise<number | undefined> {
  const [row] = await tx
    .select({ id: requests.id })
    .from(requests)
    .where(and(eq(requests.companyId, companyId), eq(requests.type, 'transfer_batch'), sql`${requests.payload}->>'idbloque' = ${batchId}`));
  return row?.id;
}

/** Requests of a type waiting in `state` whose date (payload `fecha`, YYYYMMDD) is on or before `day`, oldest first. */
export async function dueRequests(tx: Tx, type: string, state: number, day: string): Promise<number[]> {
  const rows = await tx
    .select({ id: requests.id })
    .from(requests)
    .where(and(eq(requests.type, type), eq(requests.state, state), sql`${requests.payload}->>'fecha' <= ${day}`))
    .orderBy(asc(requests.id));
  return rows.map((r) => r.id);
}
