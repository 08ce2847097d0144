import { chmod, mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import forge from 'node-forge';
import { sql } from 'drizzle-orm';
import { View } from '@bel/contract';
import { testApp, type TestApp } from '../../test/test-app.js';
import { NEGOTIATOR, client } from '../../test/client.js';
import { KEY_FILES, KeyFileError, loadBankIdentity } from './bank-identity.js';
import { CA_COMMON_NAME, DOCUMENT_SIGNING_EKU, SIGNING_COMMON_NAME } from './identity.js';

let parent: string;
beforeAll(async () => {
  parent = await mkdtemp(path.join(tmpdir(), 'bel-keys-test-'));
});
afterAll(() => rm(parent, { recursive: true, force: true }));

const NOW = new Date('2026-03-11T14:00:00Z');
const mode = async (file: string) => (await stat(file)).mode & 0o777;

describe('the bank identity in files (ADR 0028)', () => {
  it('comes out the same for concurrent first uses, in one folder, keys readable by the owner only', async () => {
    // A parent it makes stays reachable by others: PostgreSQL's folder may be its sibling.
    const dir = path.join(parent, 'shared', 'race');
    const all = await Promise.all(Array.from({ length: 4 }, () => loadBankIdentity(dir, NOW)));
    for (const identity of all) expect(identity).toEqual(all[0]);
    expect((await readdir(dir)).sort()).toEqual(Object.values(KEY_FILES).sort());
    // No candidate folder is left behind by the instances that lost.
    expect(await readdir(path.dirname(dir))).toEqual(['race']);
    expect(await mode(path.dirname(dir)) & 0o005).toBe(0o005);
    expect(await mode(dir)).toBe(0o700);
    expect(await mode(path.join(dir, KEY_FILES.signingKey))).toBe(0o600);
    expect(await mode(path.join(dir, KEY_FILES.caKey))).toBe(0o600);
    expect(await readFile(path.join(dir, KEY_FILES.signingCertificate), 'utf8')).toBe(all[0]!.signing.certificatePem);
    // The gateway never holds the CA's key.
    expect(JSON.stringify(all[0])).not.toContain(await readFile(path.join(dir, KEY_FILES.caKey), 'utf8'));
  });

  it('constrains the CA to issuing document-signing certificates, and the signing certificate to signing', async () => {
    const identity = await loadBankIdentity(path.join(parent, 'race'), NOW);
    const ca = forge.pki.certificateFromPem(identity.caCertificatePem);
    const signing = forge.pki.certificateFromPem(identity.signing.certificatePem);
    expect(ca.subject.getField('CN').value).toBe(CA_COMMON_NAME);
    expect(ca.getExtension('basicConstraints')).toMatchObject({ cA: true, pathLenConstraint: 0, critical: true });
    expect(ca.getExtension('keyUsage')).toMatchObject({ keyCertSign: true, cRLSign: true, digitalSignature: false, critical: true });
    expect(signing.subject.getField('CN').value).toBe(SIGNING_COMMON_NAME);
    expect(signing.getExtension('basicConstraints')).toMatchObject({ cA: false, critical: true });
    expect(signing.getExtension('keyUsage')).toMatchObject({ digitalSignature: true, nonRepudiation: true, keyCertSign: false });
    for (const cert of [ca, signing]) {
      const eku = cert.getExtension('extKeyUsage') as Record<string, unknown>;
      expect(Object.keys(eku).filter((k) => /^\d+(\.\d+)+$/.test(k) || k === 'emailProtection').length).toBe(DOCUMENT_SIGNING_EKU.length);
      expect(eku).not.toHaveProperty('serverAuth');
      expect(eku).not.toHaveProperty('codeSigning');
    }
    expect(ca.verify(signing)).toBe(true);
  });

  it('refuses a signing key others can read, and a key that is not the certificate’s', async () => {
    const dir = path.join(parent, 'open');
    await loadBankIdentity(dir, NOW);
    await chmod(path.join(dir, KEY_FILES.signingKey), 0o644);
    await expect(loadBankIdentity(dir, NOW)).rejects.toThrow(KeyFileError);
    await chmod(path.join(dir, KEY_FILES.signingKey), 0o600);
    const other = path.join(parent, 'other');
    await loadBankIdentity(other, NOW);
    await writeFile(path.join(dir, KEY_FILES.signingKey), await readFile(path.join(other, KEY_FILES.signingKey), 'utf8'));
    await expect(loadBankIdentity(dir, NOW)).rejects.toThrow(/not issued by the CA, or the key is not its own/);
  });
});

describe('a gateway whose keys cannot be read', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dir = path.join(parent, 'broken');
    await loadBankIdentity(dir, NOW);
    await writeFile(path.join(dir, KEY_FILES.signingCertificate), 'not a certificate');
    t = await testApp({ bankKeysDir: dir });
  });
  afterAll(() => t.close());

  it('answers 500 doc.no.digital.signature when it cannot seal an export, records no file, and keeps no key in the database', async () => {
    const api = client(t.app);
    const token = await api.signIn(NEGOTIATOR);
    // Since ADR 0035 the bank seals only what it renders: an export is what asks for the seal.
    const search = { cuenta: '0300001001000101', startDate: '20260201', endDate: '20260303' };
    expect(await api.call('POST', '/exports', { token, body: { view: View.accountMovements, search, language: 'es', format: 'pdf' } })).toEqual({
      status: 500,
      body: { statusCode: 500, message: 'doc.no.digital.signature' },
    });
    const issued = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from issued_documents`);
    expect(issued.rows).toEqual([{ n: 0 }]);
    const tables = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from information_schema.columns where column_name like '%private_key%'`);
    expect(tables.rows).toEqual([{ n: 0 }]);
  });
});
