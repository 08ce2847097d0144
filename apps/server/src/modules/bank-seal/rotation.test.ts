import { execFileSync } from 'node:child_process';
import { X509Certificate } from 'node:crypto';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEY_FILES, loadBankIdentity } from './bank-identity.js';
import { DOCUMENT_SIGNING_EKU } from './identity.js';
import { rotateSigningKey } from './rotation.js';

let dir: string;
beforeAll(async () => {
  dir = path.join(await mkdtemp(path.join(tmpdir(), 'bel-rotation-')), 'keys');
});
afterAll(() => rm(path.dirname(dir), { recursive: true, force: true }));

const NOW = new Date('2026-03-11T14:00:00Z');

/** OpenSSL's own reading of the certificate's extensions, not the library that wrote them. */
const opensslText = (pem: string) => execFileSync('openssl', ['x509', '-noout', '-text'], { input: pem }).toString();

describe('the bank CA, as OpenSSL and Node read it (issue 12 item 5)', () => {
  it('is a CA for end-entity certificates only, signing documents only', async () => {
    const { caCertificatePem, signing } = await loadBankIdentity(dir, NOW);
    const ca = new X509Certificate(caCertificatePem);
    const leaf = new X509Certificate(signing.certificatePem);
    expect(ca.ca).toBe(true);
    expect(leaf.ca).toBe(false);
    expect(leaf.checkIssued(ca)).toBe(true);
    expect(leaf.verify(ca.publicKey)).toBe(true);
    // Node lists the extended key usages: document signing and nothing else (no TLS, no code).
    for (const cert of [ca, leaf]) expect([...(cert.keyUsage ?? [])].sort()).toEqual([...DOCUMENT_SIGNING_EKU].sort());
    const caText = opensslText(caCertificatePem);
    expect(caText).toMatch(/X509v3 Basic Constraints: critical\s+CA:TRUE, pathlen:0/);
    expect(caText).toMatch(/X509v3 Key Usage: critical\s+Certificate Sign, CRL Sign\n/);
    const leafText = opensslText(signing.certificatePem);
    expect(leafText).toMatch(/X509v3 Basic Constraints: critical\s+CA:FALSE/);
    expect(leafText).toMatch(/X509v3 Key Usage: critical\s+Digital Signature, Non Repudiation\n/);
  });

  it('verifies the chain with OpenSSL, which refuses the signing certificate for TLS', async () => {
    const caFile = path.join(dir, KEY_FILES.caCertificate);
    const leafFile = path.join(dir, KEY_FILES.signingCertificate);
    const verify = (purpose: string) => execFileSync('openssl', ['verify', '-attime', String(NOW.getTime() / 1000), '-purpose', purpose, '-CAfile', caFile, leafFile], { stdio: 'pipe' }).toString();
    expect(verify('any')).toContain('OK');
    expect(() => verify('sslserver')).toThrow();
  });
});

describe('rotating the signing key (ADR 0037)', () => {
  it('issues a new key and certificate from the same CA, which the gateway then loads', async () => {
    const before = await loadBankIdentity(dir, NOW);
    const { serial } = await rotateSigningKey(dir, NOW);
    const after = await loadBankIdentity(dir, NOW);
    expect(after.caCertificatePem).toBe(before.caCertificatePem);
    expect(after.signing.privateKeyPem).not.toBe(before.signing.privateKeyPem);
    const leaf = new X509Certificate(after.signing.certificatePem);
    expect(BigInt(`0x${leaf.serialNumber}`)).toBe(BigInt(`0x${serial}`));
    expect(leaf.serialNumber).not.toBe(new X509Certificate(before.signing.certificatePem).serialNumber);
    expect(leaf.checkIssued(new X509Certificate(after.caCertificatePem))).toBe(true);
    expect((await stat(path.join(dir, KEY_FILES.signingKey))).mode & 0o777).toBe(0o600);
    // No half-written file is left beside the four.
    expect((await readdir(dir)).sort()).toEqual(Object.values(KEY_FILES).sort());
  });
});
