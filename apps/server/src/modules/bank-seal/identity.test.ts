import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { testApp, type TestApp } from '../../test/test-app.js';
import { NEGOTIATOR, client } from '../../test/client.js';
import { loadBankIdentity } from './bank-identity.js';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

describe('the bank identity across instances', () => {
  it('comes out the same for concurrent first uses, stored once', async () => {
    await t.db.execute(sql`delete from bank_certificates`);
    const all = await Promise.all(Array.from({ length: 4 }, () => loadBankIdentity(t.db, t.clock.now())));
    for (const identity of all) expect(identity).toEqual(all[0]);
    const rows = await t.db.execute<{ name: string; certificate_pem: string }>(sql`select name, certificate_pem from bank_certificates order by name`);
    expect(rows.rows.map((r) => r.name)).toEqual(['document-signing', 'root-ca']);
    expect(rows.rows[0]!.certificate_pem).toBe(all[0]!.signing.certificatePem);
  });

  it('answers 500 doc.no.digital.signature when the bank cannot sign, and still 400 for a non-PDF', async () => {
    await t.db.execute(sql`delete from bank_certificates`);
    await t.db.execute(sql`insert into bank_certificates (name, certificate_pem, private_key_pem, created_at)
      values ('root-ca', 'not a certificate', 'not a key', now()), ('document-signing', 'not a certificate', 'not a key', now())`);
    const api = client(t.app);
    const token = await api.signIn(NEGOTIATOR);
    const doc = await PDFDocument.create();
    doc.addPage();
    const pdf = Buffer.from(await doc.save()).toString('base64');
    expect(await api.call('POST', '/signatures/sign', { token, body: { document: `data:application/pdf;base64,${pdf}` } })).toEqual({
      status: 500,
      body: { statusCode: 500, message: 'doc.no.digital.signature' },
    });
    expect((await api.call('POST', '/signatures/sign', { token, body: { document: 'data:application/pdf;base64,aGVsbG8=' } })).body).toMatchObject({ message: 'doc.invalid' });
  });
});
