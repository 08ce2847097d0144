import { inArray } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { identityDocumentTypes, userIdentities, users } from '../db/schema.js';
import { demoDocumentTypes, demoIdentities } from './demo-identity.js';

/** Identity document types, and the document each demo user would prove who they are with. */
export async function seedIdentities(tx: Tx): Promise<void> {
  await tx.insert(identityDocumentTypes).values(demoDocumentTypes.map((t) => ({ ...t })));
  const people = await tx
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(
      inArray(
        users.username,
        demoIdentities.map((i) => i.username),
      ),
    );
  const userId = new Map(people.map((p) => [p.username, p.id]));
  const typeId = new Map<string, number>(demoDocumentTypes.map((t) => [t.code, t.id]));
  await tx.insert(userIdentities).values(
    demoIdentities.map((i) => {
      const id = userId.get(i.username);
      if (id === undefined) throw new Error(`demo identity names user ${i.username}, who does not exist`);
      return { userId: id, documentTypeId: typeId.get(i.documentType)!, documentNumber: i.documentNumber, birthDate: i.birthDate, documentDueDate: i.documentDueDate };
    }),
  );
}
