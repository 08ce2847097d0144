import { generateKeyPair, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import forge from 'node-forge';

/**
 * The demo bank's signing identity (ADR 0012): a root CA and a document-signing certificate
 * it issues. A self-signed leaf would verify as "issuer unknown"; with a CA, a user who
 * trusts the downloadable CA certificate sees the bank's signatures as trusted.
 */

export const CA_NAME = 'root-ca';
export const SIGNING_NAME = 'document-signing';
export const CA_COMMON_NAME = 'Banco Nacional Demo Root CA (demo)';
export const SIGNING_COMMON_NAME = 'Banco Nacional Demo - Firma de documentos (demo)';

export interface PemPair {
  certificatePem: string;
  privateKeyPem: string;
}
export interface BankIdentity {
  ca: PemPair;
  signing: PemPair;
}

const DAY = 86_400_000;
const generate = promisify(generateKeyPair);

/** RSA 2048 from Node's native generator (forge's pure-JS one takes seconds and blocks). */
async function rsaKeys() {
  const { privateKey, publicKey } = await generate('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
  });
  return { privateKey: forge.pki.privateKeyFromPem(privateKey), publicKey: forge.pki.publicKeyFromPem(publicKey) };
}

/** 128 random bits, first bit clear so the DER integer stays positive. */
function serialNumber(): string {
  const bytes = randomBytes(16);
  bytes[0]! &= 0x7f;
  return bytes.toString('hex');
}

const distinguishedName = (commonName: string) => [
  { name: 'commonName', value: commonName },
  { name: 'organizationName', value: 'Banco Nacional Demo' },
  { name: 'countryName', value: 'CU' },
];

function certificate(opts: {
  subject: string;
  publicKey: forge.pki.rsa.PublicKey;
  issuer: forge.pki.Certificate | null;
  issuerKey: forge.pki.rsa.PrivateKey;
  now: Date;
  years: number;
  extensions: object[];
}): forge.pki.Certificate {
  const cert = forge.pki.createCertificate();
  cert.publicKey = opts.publicKey;
  cert.serialNumber = serialNumber();
  // Back-dated a day so a clock slightly behind the one that made it still accepts it.
  cert.validity.notBefore = new Date(opts.now.getTime() - DAY);
  cert.validity.notAfter = new Date(opts.now.getTime() + opts.years * 365 * DAY);
  cert.setSubject(distinguishedName(opts.subject));
  cert.setIssuer(opts.issuer ? opts.issuer.subject.attributes : distinguishedName(opts.subject));
  cert.setExtensions([...opts.extensions, { name: 'subjectKeyIdentifier' }]);
  cert.sign(opts.issuerKey, forge.md.sha256.create());
  return cert;
}

/** A fresh CA and signing certificate; the caller stores them (once, for every instance). */
export async function createBankIdentity(now: Date): Promise<BankIdentity> {
  const [caKeys, signingKeys] = await Promise.all([rsaKeys(), rsaKeys()]);
  const ca = certificate({
    subject: CA_COMMON_NAME,
    publicKey: caKeys.publicKey,
    issuer: null,
    issuerKey: caKeys.privateKey,
    now,
    years: 20,
    extensions: [
      { name: 'basicConstraints', cA: true, critical: true },
      { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
    ],
  });
  const signing = certificate({
    subject: SIGNING_COMMON_NAME,
    publicKey: signingKeys.publicKey,
    issuer: ca,
    issuerKey: caKeys.privateKey,
    now,
    years: 10,
    extensions: [
      { name: 'basicConstraints', cA: false, critical: true },
      { name: 'keyUsage', digitalSignature: true, nonRepudiation: true, critical: true },
      { name: 'authorityKeyIdentifier', keyIdentifier: ca.generateSubjectKeyIdentifier().getBytes() },
    ],
  });
  return {
    ca: { certificatePem: forge.pki.certificateToPem(ca), privateKeyPem: forge.pki.privateKeyToPem(caKeys.privateKey) },
    signing: { certificatePem: forge.pki.certificateToPem(signing), privateKeyPem: forge.pki.privateKeyToPem(signingKeys.privateKey) },
  };
}

/** True when the signing certificate was issued by this CA (its signature verifies). */
export function issuedBy(identity: BankIdentity): boolean {
  try {
    return forge.pki.certificateFromPem(identity.ca.certificatePem).verify(forge.pki.certificateFromPem(identity.signing.certificatePem));
  } catch {
    return false;
  }
}

/**
 * The signing key with its chain as PKCS#12, in memory only, for @signpdf's P12Signer. It
 * reads only password-protected ("shrouded") key bags, hence the throwaway passphrase.
 */
export function toP12(identity: BankIdentity, passphrase: string): Buffer {
  const key = forge.pki.privateKeyFromPem(identity.signing.privateKeyPem);
  const chain = [identity.signing.certificatePem, identity.ca.certificatePem].map((pem) => forge.pki.certificateFromPem(pem));
  const asn1 = forge.pkcs12.toPkcs12Asn1(key, chain, passphrase, { algorithm: '3des', friendlyName: SIGNING_COMMON_NAME });
  return Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary');
}
