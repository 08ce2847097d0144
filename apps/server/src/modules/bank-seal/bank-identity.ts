import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createBankIdentity, issuedBy, type BankIdentity, type PemPair } from './identity.js';

/**
 * The files of the bank's identity in its folder (ADR 0028). The gateway reads only the first
 * three; the CA's key is written once, for rotation, and belongs offline in a real bank.
 */
export const KEY_FILES = {
  caCertificate: 'ca-cert.pem',
  signingCertificate: 'seal-cert.pem',
  signingKey: 'seal-key.pem',
  caKey: 'ca-key.pem',
} as const;

/** A key file anyone but its owner can read is refused, as ssh refuses one. */
export class KeyFileError extends Error {}

async function privateFile(file: string): Promise<string> {
  const { mode } = await stat(file);
  if ((mode & 0o077) !== 0) throw new KeyFileError(`${file} is readable by others (mode ${(mode & 0o777).toString(8)}): chmod 600 it`);
  return readFile(file, 'utf8');
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

/** Writes a whole identity into a new folder, so no reader ever sees half of one. */
async function writeIdentity(dir: string, identity: { ca: PemPair; signing: PemPair }): Promise<void> {
  await mkdir(dir, { mode: 0o700 });
  const put = async (name: string, text: string, mode: number) => {
    await writeFile(path.join(dir, name), text, { mode, flag: 'wx' });
    await chmod(path.join(dir, name), mode);
  };
  await put(KEY_FILES.caCertificate, identity.ca.certificatePem, 0o644);
  await put(KEY_FILES.signingCertificate, identity.signing.certificatePem, 0o644);
  await put(KEY_FILES.signingKey, identity.signing.privateKeyPem, 0o600);
  await put(KEY_FILES.caKey, identity.ca.privateKeyPem, 0o600);
}

/**
 * The bank's identity from its folder, made on first use. Several gateways starting at once on
 * the same folder end up with one identity: each writes a candidate into a folder of its own
 * and renames it into place, which only the first can do; the others read the winner's.
 */
export async function loadBankIdentity(dir: string, now: Date): Promise<BankIdentity> {
  if (!(await exists(path.join(dir, KEY_FILES.signingKey)))) {
    // Only the keys' own folder is private (writeIdentity). Its parent is shared: by default
    // .data/, which also holds PostgreSQL's folder, and a root-started gateway runs initdb as
    // another user, who could not reach .data/pg through a 0700 .data/ (a fresh `npm start`).
    await mkdir(path.dirname(dir), { recursive: true });
    const candidate = `${dir}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await writeIdentity(candidate, await createBankIdentity(now));
      await rename(candidate, dir);
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code !== 'ENOTEMPTY' && code !== 'EEXIST') throw err;
    } finally {
      await rm(candidate, { recursive: true, force: true });
    }
  }
  const identity: BankIdentity = {
    caCertificatePem: await readFile(path.join(dir, KEY_FILES.caCertificate), 'utf8'),
    signing: {
      certificatePem: await readFile(path.join(dir, KEY_FILES.signingCertificate), 'utf8'),
      privateKeyPem: await privateFile(path.join(dir, KEY_FILES.signingKey)),
    },
  };
  if (!issuedBy(identity)) throw new KeyFileError(`${dir}: the signing certificate was not issued by the CA, or the key is not its own`);
  return identity;
}
