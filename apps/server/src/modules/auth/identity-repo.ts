import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { identityDocumentTypes, userIdentities, users } from '../../db/schema.js';

export async function listDocumentTypes(tx: Tx) {
  return tx.select({ id: identityDocumentTypes.id, code: identityDocumentTypes.code }).from(identityDocumentTypes).orderBy(asc(identityDocumentTypes.id));
}

/** The user with that user name and the identity document the bank holds for them, if any. */
export async function findIdentityByUsername(tx: Tx, username: string) {
  const [row] = await tx
    .select({ userId: users.id, email: users.email, identity: userIdentities })
    .from(users)
    .leftJoin(userIdentities, eq(userIdentities.userId, users.id))
    .where(eq(users.username, username));
  return row;
}
