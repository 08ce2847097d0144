import type { Db } from '../../db/client.js';
import { createBankIdentity, issuedBy, type BankIdentity } from './identity.js';
import { insertIdentity, readIdentity } from './repo.js';

/**
 * The bank's identity from the database, made on first use. Any number of calls, in one
 * gateway or several sharing the database, end up with the same stored pair: each inserts
 * its own candidate with "on conflict do nothing" and then reads back whichever won.
 */
export async function loadBankIdentity(db: Db, now: Date): Promise<BankIdentity> {
  let identity = await readIdentity(db);
  if (!identity) {
    await insertIdentity(db, await createBankIdentity(now), now);
    identity = await readIdentity(db);
  }
  if (!identity || !issuedBy(identity)) throw new Error('the stored signing certificate was not issued by the stored CA');
  return identity;
}
