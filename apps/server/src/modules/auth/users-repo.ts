import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { companies, userRoles, users } from '../../db/schema.js';

export async function findUserByEmail(tx: Tx, emailKey: string) {
  const [row] = await tx
    .select({ user: users, clientCode: companies.clientCode })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.email, emailKey));
  return row;
}

export async function findUserProfile(tx: Tx, userId: number) {
  const [row] = await tx
    .select({ user: users, requiredSignatures: companies.requiredSignatures })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId));
  if (!row) return undefined;
  const roleRows = await tx.select({ roleId: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, userId));
  return { ...row, roles: roleRows.map((r) => r.roleId).sort() };
}

export async function recordSignIn(tx: Tx, userId: number, at: Date): Promise<void> {
  await tx.update(users).set({ lastLoginAt: at }).where(eq(users.id, userId));
}
