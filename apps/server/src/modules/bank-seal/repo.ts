import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { bankCertificates, users } from '../../db/schema.js';
import { CA_NAME, SIGNING_NAME, type BankIdentity } from './identity.js';

export async function readIdentity(tx: Tx): Promise<BankIdentity | undefined> {
  const rows = await tx
    .select({ name: bankCertificates.name, certificatePem: bankCertificates.certificatePem, privateKeyPem: bankCertificates.privateKeyPem })
    .from(bankCertificates)
    .where(inArray(bankCertificates.name, [CA_NAME, SIGNING_NAME]));
  const ca = rows.find((r) => r.name === CA_NAME);
  const signing = rows.find((r) => r.name === SIGNING_NAME);
  if (!ca && !signing) return undefined;
  if (!ca || !signing) throw new Error('bank_certificates holds only half of the bank identity');
  return { ca, signing };
}

/**
 * Stores both certificates in ONE statement that does nothing on conflict: of two instances
 * racing, the first commits its pair and the other's insert skips both rows (it waits on the
 * first's CA row), so a CA and a signing certificate from different runs never mix.
 */
export async function insertIdentity(tx: Tx, identity: BankIdentity, at: Date): Promise<void> {
  await tx
    .insert(bankCertificates)
    .values([
      { name: CA_NAME, ...identity.ca, createdAt: at },
      { name: SIGNING_NAME, ...identity.signing, createdAt: at },
    ])
    .onConflictDoNothing();
}

export async function findUsername(tx: Tx, userId: number): Promise<string | undefined> {
  const [row] = await tx.select({ username: users.username }).from(users).where(eq(users.id, userId));
  return row?.username;
}
