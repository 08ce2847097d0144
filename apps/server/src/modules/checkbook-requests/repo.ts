import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { branches, checkTypes } from '../../db/schema.js';

export async function checkTypeRows(tx: Tx) {
  return tx.select().from(checkTypes);
}

export async function branchNames(tx: Tx): Promise<Map<string, string>> {
  return new Map((await tx.select().from(branches).orderBy(asc(branches.code))).map((b) => [b.code, b.name]));
}

export async function branchExists(tx: Tx, code: string): Promise<boolean> {
  return (await tx.select({ code: branches.code }).from(branches).where(eq(branches.code, code))).length > 0;
}
