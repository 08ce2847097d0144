import { generateKeyPair, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import forge from 'node-forge';

/**
 * The demo bank's signing identity (ADR 0012, ADR 0028): a root CA and a document-signing
 * certificate it issues. A self-signed leaf would verify as "issuer unknown"; with a CA, a user
 * who trusts the downloadable CA certificate sees the bank's signatures as trusted. The CA is
 * constrained to what the bank does with it: it may issue only end-entity certificates (path
 * length 0) for signing documents (extended key usage), so trusting it trusts nothing else.
 */

export const CA_COMMON_NAME = 'Banco Nacional Demo Root CA (demo)';
export const SIGNING_COMMON_NAME = 'Banco Nacional Demo - Firma de documentos (demo)';

/**
 * Document signing, as each verifier names it: RFC 9336's id-kp-documentSigning, Adobe's
 * Authentic Documents, Microsoft's Document Signing, and e-mail protection (S/MIME), which
 * NSS (pdfsig, Firefox) asks of a PDF signer's certificate.
 */
export const DOCUMENT_SIGNING_EKU = ['1.3.6.1.5.5.7.3.36', '1.2.840.113583.1.1.5', '1.3.6.1.4.1.311.10.3.12', '1.3.6.1.5.5.7.3.4'] as const;

export interface PemPair {
  certificatePem: string;
  privateKeyPem: string;
}

/** What the gateway signs with: the signing key and certificate, and the CA's certificate (never its key). */
export interface BankIdentity {
  caCertificatePem: string;
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

const pemPair = (cert: forge.pki.Certificate, key: forge.pki.rsa.PrivateKey): PemPair => ({ certificatePem: forge.pki.certificateToPem(cert), privateKeyPem: forge.pki.privateKeyToPem(key) });

// forge takes a known OID by its name only (e-mail protection), others as dotted numbers.
const documentSigning = () => ({ name: 'extKeyUsage', ...Object.fromEntries(DOCUMENT_SIGNING_EKU.map((oid) => [(forge.pki.oids[oid] as string | undefined) ?? oid, true])) });

/** A signing key and certificate issued by the CA (a first start, or a rotation). */
export async function issueSigning(ca: PemPair, now: Date): Promise<PemPair> {
  const keys = await rsaKeys();
  const caCert = forge.pki.certificateFromPem(ca.certificatePem);
  const signing = certificate({
    subject: SIGNING_COMMON_NAME,
    publicKey: keys.publicKey,
    issuer: caCert,
    issuerKey: forge.pki.privateKeyFromPem(ca.privateKeyPem),
    now,
    years: 5,
    extensions: [
      { name: 'basicConstraints', cA: false, critical: true },
      { name: 'keyUsage', digitalSignature: true, nonRepudiation: true, critical: true },
      documentSigning(),
      { name: 'authorityKeyIdentifier', keyIdentifier: caCert.generateSubjectKeyIdentifier().getBytes() },
    ],
  });
  return pemPair(signing, keys.privateKey);
}

/**
 * A key and a certificate signed by that key, for `commonName`, with these extensions: the bank's
 * root CA, and the bench's TLS front for localhost (bench/support/tls-front.ts, ADR 0077).
 */
export async function selfSigned(commonName: string, now: Date, years: number, extensions: object[]): Promise<PemPair> {
  const keys = await rsaKeys();
  const cert = certificate({ subject: commonName, publicKey: keys.publicKey, issuer: null, issuerKey: keys.privateKey, now, years, extensions });
  return pemPair(cert, keys.privateKey);
}

/** A fresh CA and a signing certificate it issued; the caller keeps them (ADR 0028). */
export async function createBankIdentity(now: Date): Promise<{ ca: PemPair; signing: PemPair }> {
  const ca = await selfSigned(CA_COMMON_NAME, now, 20, [
    { name: 'basicConstraints', cA: true, pathLenConstraint: 0, critical: true },
    { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
    documentSigning(),
  ]);
  return { ca, signing: await issueSigning(ca, now) };
}

/** True when the signing certificate was issued by this CA and the key is its own. */
export function issuedBy(identity: BankIdentity): boolean {
  try {
    const signing = forge.pki.certificateFromPem(identity.signing.certificatePem);
    const key = forge.pki.privateKeyFromPem(identity.signing.privateKeyPem);
    const samePair = (signing.publicKey as forge.pki.rsa.PublicKey).n.equals(key.n);
    return samePair && forge.pki.certificateFromPem(identity.caCertificatePem).verify(signing);
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
  const chain = [identity.signing.certificatePem, identity.caCertificatePem].map((pem) => forge.pki.certificateFromPem(pem));
  const asn1 = forge.pkcs12.toPkcs12Asn1(key, chain, passphrase, { algorithm: '3des', friendlyName: SIGNING_COMMON_NAME });
  return Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary');
}
