import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import forge from 'node-forge';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { buildApp } from '../../app.js';
import { signedInApp } from '../../test/signed-in-app.js';
import { NEGOTIATOR, OTHER_COMPANY, client } from '../../test/client.js';
import { itWithTool, run, withFiles } from '../../test/tools.js';
import { CA_COMMON_NAME, SIGNING_COMMON_NAME } from './identity.js';
import { KEY_FILES } from './bank-identity.js';
import { expectNoSecrets } from '../../test/secrets.js';

const s = signedInApp(NEGOTIATOR);

/** A small PDF like the web app's exports: a header with the export reference, a table line. */
async function samplePdf(reference = 'BEL-aperez-20260311140000-ABC123'): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([842, 595]);
  page.drawText(`Saldo de cuentas · ${reference}`, { x: 40, y: 550, size: 12, font });
  page.drawText('0300001001000101  Importadora Caribe S.A.  CUP  1,234.50', { x: 40, y: 520, size: 10, font });
  return Buffer.from(await doc.save());
}

const dataUri = (bytes: Buffer) => `data:application/pdf;base64,${bytes.toString('base64')}`;

/** A PDF the gateway rendered and sealed for the signed-in user (ADR 0035): the rates panel's list. */
async function exportedPdf(token = s.token): Promise<Buffer> {
  const res = await s.api.call<{ data: { content: string } }>('POST', '/exports', { token, body: { view: 'rates_in_force', language: 'es', format: 'pdf' } });
  expect(res.status, JSON.stringify(res.body).slice(0, 200)).toBe(200);
  return Buffer.from(res.body.data.content, 'base64');
}
const sign = (document: string, token = s.token) => s.api.call<{ data: string }>('POST', '/signatures/sign', { token, body: { format: 'pdf', document } });

/** The PKCS#7 blob in the signature's /Contents <hex>, parsed. */
function signatureOf(pdf: Buffer): forge.pkcs7.PkcsSignedData {
  const hex = pdf.toString('latin1').match(/\/Contents\s*<([0-9a-fA-F]+)>/)![1]!.replace(/(00)+$/, '');
  return forge.pkcs7.messageFromAsn1(forge.asn1.fromDer(forge.util.hexToBytes(hex))) as forge.pkcs7.PkcsSignedData;
}

function pdfsig(pdf: Buffer, args: string[] = []) {
  return withFiles({ 'doc.pdf': pdf }, (dir) => run('pdfsig', [...args, `${dir}/doc.pdf`]));
}

describe('the seal on an exported PDF', () => {
  let signed: Buffer;
  beforeAll(async () => {
    signed = await exportedPdf();
  });

  it('carries the bank certificate chain in the signature', () => {
    expect(signed.subarray(0, 5).toString()).toBe('%PDF-');
    expect(signed.toString('latin1')).toMatch(/\/ByteRange\s*\[\s*0 \d+ \d+ \d+\s*\]/);
    const p7 = signatureOf(signed);
    expect(p7.certificates.map((c) => c.subject.getField('CN').value)).toEqual([SIGNING_COMMON_NAME, CA_COMMON_NAME]);
    const text = signed.toString('latin1');
    expect(text).toContain('/Reason (Documento emitido por BEL)');
    expect(text).toContain('/Location (La Habana, Cuba)');
  });

  itWithTool('pdfsig')('passes pdfsig as a valid signature over the whole document', () => {
    const out = pdfsig(signed);
    expect(out.stdout).toContain('Signature is Valid.');
    expect(out.stdout).toContain(`Signer Certificate Common Name: ${SIGNING_COMMON_NAME}`);
    expect(out.stdout).toContain('Signature Field Name:');
    expect(out.stdout).toMatch(/Signing Time:\s+\w+ 11 2026/);
    expect(out.stdout).toContain('Signature Type: adbe.pkcs7.detached');
    expect(out.stdout).toContain('Total document signed');
  });

  itWithTool('pdfsig')('makes pdfsig report a tampered copy as invalid', () => {
    // Flip one byte inside the signed range: a letter of the reason, so the file still parses.
    const at = signed.indexOf('Documento emitido por BEL') + 1;
    expect(at).toBeGreaterThan(0);
    const tampered = Buffer.from(signed);
    tampered[at] = tampered[at]! ^ 0x20;
    const out = pdfsig(tampered);
    expect(out.stdout).not.toContain('Signature is Valid.');
    expect(out.stdout).toMatch(/Signature is Invalid|Digest Mismatch/);
  });

  itWithTool('pdfsig', 'certutil')('is trusted once the downloaded bank CA is trusted in an NSS database', async () => {
    const ca = await s.t.app.inject({ method: 'GET', url: '/bank-ca.pem' });
    const out = withFiles({ 'ca.pem': ca.body, 'doc.pdf': signed }, (dir) => {
      expect(run('certutil', ['-N', '-d', `sql:${dir}`, '--empty-password']).status).toBe(0);
      expect(run('certutil', ['-A', '-d', `sql:${dir}`, '-n', 'bel-demo-ca', '-t', 'CT,C,C', '-i', `${dir}/ca.pem`]).status).toBe(0);
      return run('pdfsig', ['-nssdir', `sql:${dir}`, `${dir}/doc.pdf`]);
    });
    expect(out.stdout).toContain('Signature is Valid.');
    expect(out.stdout).toContain('Certificate is Trusted.');
  });

  it('uses the same certificate export after export, a new signer every time', async () => {
    const [a, b] = await Promise.all([exportedPdf(), exportedPdf()]);
    const serial = (pdf: Buffer) => signatureOf(pdf).certificates[0]!.serialNumber;
    expect(serial(a)).toBe(serial(b));
    expect(serial(a)).toBe(serial(signed));
  });
});

describe('signatures/sign: no signing oracle (ADR 0035)', () => {
  it('answers a document the gateway issued to the caller as it is, seal intact', async () => {
    const issued = await exportedPdf();
    const res = await sign(dataUri(issued));
    expect(res.status).toBe(200);
    expect(Buffer.from(res.body.data, 'base64').equals(issued)).toBe(true);
  });

  it('refuses a PDF the gateway did not render, signing nothing', async () => {
    const foreign = await sign(dataUri(await samplePdf()));
    expect(foreign).toEqual({ status: 403, body: { statusCode: 403, message: 'doc.notIssued', field: 'document' } });
  });

  it("refuses another user's issued document, even of the same bank", async () => {
    const other = await s.api.signIn(OTHER_COMPANY);
    const theirs = await exportedPdf(other);
    expect((await sign(dataUri(theirs))).status).toBe(403);
    expect((await sign(dataUri(theirs), other)).status).toBe(200);
  });

  it('refuses what is not a PDF with doc.invalid, and bad input with the field named', async () => {
    const notPdf = await sign(`data:application/pdf;base64,${Buffer.from('hello, not a PDF').toString('base64')}`);
    expect(notPdf).toEqual({ status: 400, body: { statusCode: 400, message: 'doc.invalid', field: 'document' } });
    const broken = await sign(`data:application/pdf;base64,${Buffer.from('%PDF-1.7\n%%EOF\n').toString('base64')}`);
    expect(broken).toEqual(notPdf);
    const cases = [
      [{ format: 'pdf' }, 'doc.invalid', 'document'],
      [{ format: 'pdf', document: 'data:text/plain;base64,aGVsbG8=' }, 'doc.invalid', 'document'],
      [{ format: 'xml', document: dataUri(await samplePdf()) }, 'doc.formatInvalid', 'format'],
    ] as const;
    for (const [body, message, field] of cases) {
      expect((await s.api.call('POST', '/signatures/sign', { token: s.token, body })).body, JSON.stringify(body).slice(0, 80)).toEqual({ statusCode: 400, message, field });
    }
  });

  it('needs a session', async () => {
    expect((await s.api.call('POST', '/signatures/sign', { body: { document: dataUri(await samplePdf()) } })).status).toBe(401);
  });
});

describe('the bank signing identity', () => {
  it('is made once, in files outside the database: the CA and a signing certificate it issued', async () => {
    const signing = forge.pki.certificateFromPem(await readFile(path.join(s.t.config.bankKeysDir, KEY_FILES.signingCertificate), 'utf8'));
    const ca = forge.pki.certificateFromPem(await readFile(path.join(s.t.config.bankKeysDir, KEY_FILES.caCertificate), 'utf8'));
    expect(ca.subject.getField('CN').value).toBe(CA_COMMON_NAME);
    expect(ca.getExtension('basicConstraints')).toMatchObject({ cA: true });
    expect(signing.issuer.getField('CN').value).toBe(CA_COMMON_NAME);
    expect(signing.getExtension('keyUsage')).toMatchObject({ digitalSignature: true, nonRepudiation: true, keyCertSign: false });
    expect((signing.publicKey as forge.pki.rsa.PublicKey).n.bitLength()).toBe(2048);
  });

  it('serves the CA at /bank-ca.pem without the API key, and it verifies the signing certificate', async () => {
    const res = await s.t.app.inject({ method: 'GET', url: '/bank-ca.pem' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/x-pem-file/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="banco-nacional-demo-ca.pem"');
    expect(res.body).toMatch(/^-----BEGIN CERTIFICATE-----/);
    const store = forge.pki.createCaStore([res.body]);
    const chain = signatureOf(await exportedPdf()).certificates;
    expect(forge.pki.verifyCertificateChain(store, [chain[0]!])).toBe(true);
    // A CA made elsewhere does not vouch for it.
    const stranger = forge.pki.createCertificate();
    const keys = forge.pki.rsa.generateKeyPair(512);
    stranger.publicKey = keys.publicKey;
    stranger.setSubject([{ name: 'commonName', value: CA_COMMON_NAME }]);
    stranger.setIssuer([{ name: 'commonName', value: CA_COMMON_NAME }]);
    stranger.sign(keys.privateKey, forge.md.sha256.create());
    expect(() => forge.pki.verifyCertificateChain(forge.pki.createCaStore([stranger]), [chain[0]!])).toThrow();
  });
});

describe('auth/getPinUser', () => {
  it('issues an export reference, never a PIN', async () => {
    const res = await s.api.call<{ data: Record<string, string> }>('GET', '/auth/getPinUser', { token: s.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      referencia: expect.stringMatching(/^BEL-aperez-20260311140000-[0-9A-F]{6}$/),
      usuario: 'aperez',
      fecha_servidor_web: '2026-03-11T14:00:00.000Z',
    });
    expectNoSecrets(JSON.stringify(res.body), ['2468']);
    const again = await s.api.call<{ data: Record<string, string> }>('GET', '/auth/getPinUser', { token: s.token });
    expect(again.body.data.referencia).not.toBe(res.body.data.referencia);
  });

  it('needs a session', async () => {
    expect((await s.api.call('GET', '/auth/getPinUser')).status).toBe(401);
  });
});

describe('the audit trail', () => {
  it('logs each export reference and each issued export at info level with the user id', async () => {
    const lines: Record<string, unknown>[] = [];
    const logged = await buildApp({ db: s.t.db, clock: s.t.clock, config: s.t.config }, { level: 'info', stream: { write: (l: string) => void lines.push(JSON.parse(l)) } });
    try {
      const c = client(logged);
      // The session lives in the database, so the token works on this second gateway too.
      const token = s.token;
      const ref = await c.call<{ data: { referencia: string } }>('GET', '/auth/getPinUser', { token });
      await c.call('POST', '/exports', { token, body: { view: 'rates_in_force', language: 'es', format: 'pdf' } });
      const user = await s.t.db.execute<{ id: number }>(sql`select id from users where username = 'aperez'`);
      const issued = lines.find((l) => l.audit === 'export.reference');
      expect(issued).toMatchObject({ level: 30, userId: user.rows[0]!.id, referencia: ref.body.data.referencia });
      expect(lines.find((l) => l.audit === 'export.issued')).toMatchObject({ level: 30, userId: user.rows[0]!.id, format: 'pdf', sha256: expect.stringMatching(/^[0-9a-f]{64}$/) });
      expectNoSecrets(JSON.stringify(lines), ['2468']);
    } finally {
      await logged.close();
    }
  });
});
