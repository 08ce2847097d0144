import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { NEGOTIATOR, SIGNER } from '../../test/client.js';
import { SECOND_SIGNER, amendmentApp, plusDays, type Letter } from '../../test/lc-amendments.js';
import { itWithTool, run, withFiles } from '../../test/tools.js';

let a: Awaited<ReturnType<typeof amendmentApp>>;
beforeAll(async () => {
  a = await amendmentApp();
});
afterAll(() => a.t.close());

/** Saves, sends and signs twice: the amendment is processing (3). */
async function signedAmendment(body: ReturnType<typeof a.bodyFor>): Promise<number> {
  const id = await a.create(body, true);
  const signed = { ...body, enmiendaId: id };
  expect((await a.call(SIGNER, 'sign', signed)).status).toBe(200);
  const last = await a.call(SECOND_SIGNER, 'sign', signed);
  expect(last.body.data?.[0].respuesta, JSON.stringify(last.body)).toBe('request.done.executed');
  return id;
}

const summary = async (reference: string) =>
  (await a.api.call<{ data: { EXPIRY_DATE: string }[] }>('POST', '/credit-letter/summary', { token: a.tokens[NEGOTIATOR], body: { reference } })).body.data[0]!;
/** Document 1's statistics of the letters issued on that day, as of the bank's today. */
const issuedOn = async (day: string) =>
  (await a.api.call<{ data: { REFERENCE: string; EXPIRY_DATE: string }[] }>('POST', '/credit-letter/stadistics', { token: a.tokens[NEGOTIATOR], body: { startDate: day, endDate: day } })).body.data;

describe('the bank processes a signed amendment on its next bank day', () => {
  let letter: Letter;
  let id: number;
  let body: ReturnType<typeof a.bodyFor>;

  it('leaves it processing on the day it was signed, and authorizes it on the next bank day: the letter takes the new dates', async () => {
    letter = await a.letter('TF1001000003');
    // Signed on Wednesday 11 March 2026.
    body = a.bodyFor(letter, { latestShipment: plusDays(letter.LATEST_SHIPMENT!, 15), expiryDate: plusDays(letter.EXPIRY_DATE, 45), partyCharged: 'BENE' });
    id = await signedAmendment(body);
    await a.runBankOn('20260311');
    expect(await a.rowOf(id)).toMatchObject({ estado: 3, fichero_swift: null });
    expect((await a.letter('TF1001000003')).EXPIRY_DATE).toBe(letter.EXPIRY_DATE);

    await a.runBankOn('20260312');
    expect(await a.rowOf(id)).toMatchObject({ estado: 4, nombre_estado: 'Autorizada', fichero_swift: 'ECC_TF1001000003.pdf', respuesta: null });
    expect(await a.letter('TF1001000003')).toMatchObject({ EXPIRY_DATE: body.expiryDate, LATEST_SHIPMENT: body.latestShipment, VALID: true });
    // The document-1 queries read the same letter.
    expect((await summary('TF1001000003')).EXPIRY_DATE).toBe(body.expiryDate);
    expect((await issuedOn(letter.ISSUE_DATE)).find((r) => r.REFERENCE === 'TF1001000003')).toMatchObject({ EXPIRY_DATE: body.expiryDate });
    const notices = await a.t.db.execute<{ username: string; params: Record<string, string> }>(
      sql`select u.username, n.params from notifications n join users u on u.id = n.user_id where n.code = 'notifications.lcAmendmentAuthorized' order by u.username`,
    );
    expect(notices.rows.map((r) => r.username)).toContain('aperez');
    expect(notices.rows[0]!.params).toMatchObject({ reference: 'TF1001000003', date: '20260312' });
    const traced = await a.t.db.execute<{ username: string; description: string }>(sql`select username, description from traces where operation = 'bank.scheduledRun' order by id`);
    expect(traced.rows).toHaveLength(1);
    expect(traced.rows[0]!.description).toContain('<to>4</to>');
  });

  it('does it once: a second run changes nothing', async () => {
    await a.runBankOn('20260313');
    expect(await a.count('traces', sql`operation = 'bank.scheduledRun'`)).toBe(1);
    expect(await a.rowOf(id)).toMatchObject({ estado: 4 });
  });

  it('keeps the MT707 in the reply and serves it as ECC_{reference}.pdf', async () => {
    const [stored] = (await a.t.db.execute<{ reply: { decision: string; day: string; previous: object; mt707: { text: string } } }>(sql`select bank_reply as reply from requests where id = ${id}`)).rows;
    expect(stored!.reply).toMatchObject({ decision: 'AUTHORIZED', day: '20260312', previous: { expiryDate: letter.EXPIRY_DATE, latestShipment: letter.LATEST_SHIPMENT } });
    expect(stored!.reply.mt707.text.split('\r\n')).toEqual([
      '{4:',
      ':27:1/1',
      ':20:TF1001000003',
      ':21:NONREF',
      ':52A:BNDMCUHHXXX',
      `:31C:${letter.ISSUE_DATE.slice(2)}`,
      ':26E:1',
      ':30:260312',
      ':22A:ISSU',
      `:31D:${body.expiryDate.slice(2)}LIMA`,
      `:44C:${body.latestShipment.slice(2)}`,
      ':71N:BENE',
      '-}',
    ]);
    const file = await a.call<{ data: { fileName: string; mimeType: string; content: string } }>(NEGOTIATOR, 'getSwift', { enmiendaId: id });
    expect(file.body.data).toMatchObject({ fileName: 'ECC_TF1001000003.pdf', mimeType: 'application/pdf' });
    const bytes = Buffer.from(file.body.data.content, 'base64');
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });

  itWithTool('pdftotext')('is a PDF whose text shows the MT707 fields', async () => {
    const file = await a.call<{ data: { content: string } }>(SIGNER, 'getSwift', { enmiendaId: id });
    const text = withFiles({ 'e.pdf': Buffer.from(file.body.data.content, 'base64') }, (dir) => run('pdftotext', ['-layout', `${dir}/e.pdf`, '-'])).stdout;
    for (const expected of [
      'Enmienda de carta de crédito TF1001000003',
      'SWIFT MT707',
      'Agroinsumos del Pacífico S.A., Lima',
      ':31D:',
      'Date and Place of Expiry',
      ':44C:',
      'Latest Date of Shipment',
      ':71N:',
      'Beneficiario (BENE)',
      ':26E:1',
      `${body.expiryDate.slice(6, 8)}/${body.expiryDate.slice(4, 6)}/${body.expiryDate.slice(0, 4)}`,
    ]) {
      expect(text).toContain(expected);
    }
  });

  itWithTool('pdfsig')('is sealed by the bank', async () => {
    const file = await a.call<{ data: { content: string } }>(NEGOTIATOR, 'getSwift', { enmiendaId: id });
    const out = withFiles({ 'e.pdf': Buffer.from(file.body.data.content, 'base64') }, (dir) => run('pdfsig', [`${dir}/e.pdf`])).stdout;
    expect(out).toContain('Signature is Valid.');
  });

  it('numbers the letter’s next authorized amendment 2 in 26E', async () => {
    const now = await a.letter('TF1001000003');
    const next = await signedAmendment(a.bodyFor(now));
    await a.runBankOn('20260316');
    expect(await a.rowOf(next)).toMatchObject({ estado: 4 });
    const [stored] = (await a.t.db.execute<{ text: string }>(sql`select bank_reply->'mt707'->>'text' as text from requests where id = ${next}`)).rows;
    expect(stored!.text).toContain(':26E:2\r\n');
  });
});

describe('bank days and the bank’s rules', () => {
  // TF1001000008 is kept on the USD account both signers sign (TF1001000006's EUR account only Carlos does).
  it('rejects a latest shipment date already gone by the day it processes it, leaving the letter as it was', async () => {
    const letter = await a.letter('TF1001000008');
    expect(letter.LATEST_SHIPMENT! < '20260317').toBe(true);
    const id = await signedAmendment(a.bodyFor(letter, { latestShipment: letter.LATEST_SHIPMENT, expiryDate: plusDays(letter.EXPIRY_DATE, 5) }));
    await a.runBankOn('20260317');
    expect(await a.rowOf(id)).toMatchObject({ estado: 5, nombre_estado: 'Rechazada', respuesta: 'request.lc.bank.shipmentPassed', fichero_swift: null });
    expect(await a.letter('TF1001000008')).toMatchObject({ EXPIRY_DATE: letter.EXPIRY_DATE, LATEST_SHIPMENT: letter.LATEST_SHIPMENT });
    expect(await a.count('notifications', sql`code = 'notifications.lcAmendmentRejected' and params->>'reason' = 'request.lc.bank.shipmentPassed'`)).toBeGreaterThan(0);
    expect((await a.call(NEGOTIATOR, 'getSwift', { enmiendaId: id })).body).toEqual({ statusCode: 409, message: 'request.wrong.state' });
  });

  it('waits over the weekend: signed on a Friday, decided on Monday', async () => {
    await a.runBankOn('20260320');
    const letter = await a.letter('TF1001000008');
    const id = await signedAmendment(a.bodyFor(letter, { latestShipment: '20260330', expiryDate: '20260430' }));
    for (const day of ['20260321', '20260322']) {
      await a.runBankOn(day);
      expect(await a.rowOf(id), day).toMatchObject({ estado: 3 });
    }
    await a.runBankOn('20260323');
    expect(await a.rowOf(id)).toMatchObject({ estado: 4 });
    expect(await a.letter('TF1001000008')).toMatchObject({ LATEST_SHIPMENT: '20260330', EXPIRY_DATE: '20260430' });
  });

  it('rejects an expiry beyond two years from the issue', async () => {
    const letter = await a.letter('TF1001000008');
    const id = await signedAmendment(a.bodyFor(letter, { latestShipment: plusDays(letter.LATEST_SHIPMENT!, 1), expiryDate: plusDays(letter.ISSUE_DATE, 731) }));
    await a.runBankOn('20260324');
    expect(await a.rowOf(id)).toMatchObject({ estado: 5, respuesta: 'request.lc.bank.expiryBeyondLimit' });
    expect(await a.letter('TF1001000008')).toMatchObject({ EXPIRY_DATE: '20260430' });
  });
});
