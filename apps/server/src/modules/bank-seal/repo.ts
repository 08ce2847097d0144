import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { users } from '../../db/schema.js';

export async function findUsername(tx: Tx, userId: number): Promise<string | undefined> {
  const [row] = await tx.select({ username: users.username }).from(users).where(eq(users.id, userId));
  return row?.username;
}
