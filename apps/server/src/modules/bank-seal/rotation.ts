import { randomBytes } from 'node:crypto';
import { chmod, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import forge from 'node-forge';
import { KEY_FILES, KeyFileError } from './bank-identity.js';
import { issueSigning } from './identity.js';

/**
 * Replaces the bank's signing key and certificate with new ones the same CA issues (ADR 0037,
 * docs/runbooks/bank-key-rotation.md). The CA certificate users trust stays as it is, so
 * documents signed before and after both verify. Each file is written beside its place and
 * renamed over it; the key goes first, and a gateway that reads in between refuses the
 * mismatched pair rather than sign with it (loadBankIdentity's check). Gateways keep the
 * identity they loaded until restarted.
 */
export async function rotateSigningKey(dir: string, now: Date): Promise<{ serial: string; notAfter: Date }> {
  const caKeyFile = path.join(dir, KEY_FILES.caKey);
  if (((await stat(caKeyFile)).mode & 0o077) !== 0) throw new KeyFileError(`${caKeyFile} is readable by others: chmod 600 it`);
  const ca = { certificatePem: await readFile(path.join(dir, KEY_FILES.caCertificate), 'utf8'), privateKeyPem: await readFile(caKeyFile, 'utf8') };
  const signing = await issueSigning(ca, now);
  const replace = async (name: string, text: string, mode: number) => {
    const next = path.join(dir, `${name}.${randomBytes(6).toString('hex')}.new`);
    await writeFile(next, text, { mode, flag: 'wx' });
    await chmod(next, mode);
    await rename(next, path.join(dir, name));
  };
  await replace(KEY_FILES.signingKey, signing.privateKeyPem, 0o600);
  await replace(KEY_FILES.signingCertificate, signing.certificatePem, 0o644);
  const cert = forge.pki.certificateFromPem(signing.certificatePem);
  return { serial: cert.serialNumber, notAfter: cert.validity.notAfter };
}
