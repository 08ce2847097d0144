import { connect as tcp } from 'node:net';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DOCUMENT_MAX_BYTES } from '@bel/contract';
import { signedInUsers } from '../../test/signed-in-app.js';
import { TEST_API_KEY } from '../../test/constants.js';
import { ADMIN, NEGOTIATOR, OTHER_COMPANY, SIGNER } from '../../test/client.js';
import { pdfOfBytes, samplePdf } from '../../test/pdfs.js';
import { RECEIVE_TASK } from './request-type.js';
import { SHIPMENT_BODY_LIMIT } from './routes.js';

const SECOND_SIGNER = 'maria.fernandez@caribe.example';
const CUP = '0300001001000101';
const EUR = '0300001001000403';
const SOL = '0300002002000101';

const app = signedInUsers([NEGOTIATOR, SIGNER, SECOND_SIGNER, OTHER_COMPANY, ADMIN]);
let pdf: string;
beforeAll(async () => {
  pdf = (await samplePdf('Factura 12')).toString('base64');
});

type Answer = { data: { respuesta: string; solicitud_id?: number } };
interface Row {
  solicitud_id: number;
  estado_solicitud: number;
  nombre_estado: string;
  nombre_tipo: string;
  nombreFichero: string;
  asunto_solicitud: string;
  cuenta_solicitud: string;
  sha256_fichero: string;
  tamano_fichero: number;
  usuario_solicitud: string;
  firmantes_solicitud: string;
  n_firmantes_solicitud: number;
  motivo_cancel_solicitud: string | null;
  firmante: number;
  negociador: number;
  autorizador: number;
  registro_banco: string | null;
  fecha_recepcion: string | null;
}

const call = <T = Answer>(who: string, method: 'POST' | 'PATCH' | 'GET' | 'DELETE', path: string, body?: unknown) => app.api.call<T>(method, path, { token: app.tokens[who], body });
const fields = () => ({ docType: 2, account: CUP, subject: 'Factura comercial de la importación de repuestos', document: pdf, nombreFichero: 'factura 12.pdf' });
const create = async (who = NEGOTIATOR, body: object = fields()) => {
  const res = await call(who, 'POST', '/document-shipment', body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.solicitud_id!;
};
const authorize = (who: string, docId: number, shown: object = {}) => call(who, 'PATCH', '/document-shipment/authorize', { docId, ...shown });
const list = async (who = NEGOTIATOR) => (await call<{ data: Row[] }>(who, 'POST', '/document-shipment/user')).body.data;
const rowOf = async (id: number, who = NEGOTIATOR) => (await list(who)).find((r) => r.solicitud_id === id);
const count = async (table: string, where = sql`true`) => Number((await app.t.db.execute<{ n: string }>(sql`select count(*) as n from ${sql.raw(table)} where ${where}`)).rows[0]!.n);
const reference = (id: number) => `ENV-${String(id).padStart(6, '0')}`;

describe('document shipments, from the negotiator to the bank’s registry', () => {
  it('creates waiting for signatures, collects two, sends it to the bank, whose registry receives it once', async () => {
    const id = await create();
    expect(await rowOf(id)).toMatchObject({
      estado_solicitud: 1,
      nombre_estado: 'Pendiente de firma',
      nombre_tipo: 'Factura comercial',
      nombreFichero: 'factura_12.pdf',
      cuenta_solicitud: CUP,
      usuario_solicitud: 'aperez',
      firmantes_solicitud: '',
      n_firmantes_solicitud: 2,
      negociador: 1,
      firmante: 0,
      registro_banco: null,
    });
    const notified = await app.t.db.execute<{ username: string }>(
      sql`select u.username from notifications n join users u on u.id = n.user_id where n.code = 'notifications.awaitingSignature' and n.operation = ${reference(id)} order by u.username`,
    );
    expect(notified.rows.map((r) => r.username)).toEqual(['crodriguez', 'mfernandez']);
    // The PDF comes back as it went, alone, by id.
    expect((await call<{ data: { archivo_solicitud: string; nombreFichero: string } }>(SIGNER, 'POST', `/document-shipment/document/${id}`)).body.data).toEqual({ archivo_solicitud: pdf, nombreFichero: 'factura_12.pdf' });

    const row = (await rowOf(id, SIGNER))!;
    expect(row).toMatchObject({ firmante: 1, autorizador: 1, negociador: 0 });
    const shown = { docType: 2, account: CUP, subject: row.asunto_solicitud, sha256: row.sha256_fichero };
    expect((await authorize(SIGNER, id, shown)).body).toEqual({ data: { respuesta: 'request.done.signed' } });
    expect(await authorize(SIGNER, id, shown)).toMatchObject({ status: 409, body: { message: 'request.already.signed' } });
    expect((await authorize(SECOND_SIGNER, id, shown)).body).toEqual({ data: { respuesta: 'request.done.executed' } });
    expect(await rowOf(id)).toMatchObject({ estado_solicitud: 2, nombre_estado: 'Enviado al banco', firmantes_solicitud: 'crodriguez*mfernandez' });
    // The last signature queued the registry's job in its transaction.
    const queued = await app.t.db.execute<{ n: string }>(
      sql`select count(*) as n from graphile_worker._private_jobs j join graphile_worker._private_tasks k on k.id = j.task_id where k.identifier = ${RECEIVE_TASK} and j.payload->>'id' = ${String(id)}`,
    );
    expect(Number(queued.rows[0]!.n)).toBe(1);

    app.t.clock.advance(90_000);
    await app.t.app.bankJobs.runNow(RECEIVE_TASK, { id });
    const received = (await rowOf(id))!;
    expect(received).toMatchObject({ estado_solicitud: 5, nombre_estado: 'Recibido por el banco', registro_banco: `RD-2026-${String(id).padStart(6, '0')}`, fecha_recepcion: '2026-03-11 14:01:30' });
    await app.t.app.bankJobs.runNow(RECEIVE_TASK, { id });
    await app.t.app.bankJobs.runNow(RECEIVE_TASK, {});
    const notices = await app.t.db.execute<{ username: string; params: Record<string, string> }>(
      sql`select u.username, n.params from notifications n join users u on u.id = n.user_id where n.code = 'notifications.documentReceived' and n.operation = ${reference(id)}`,
    );
    expect(notices.rows).toEqual([{ username: 'aperez', params: { reference: reference(id), receipt: received.registro_banco } }]);
    const ops = await app.t.db.execute<{ operation: string; username: string }>(sql`select operation, username from traces where description like ${`%<id>${id}</id>%`} and operation like 'request.documentShipment.%' order by id`);
    expect(ops.rows).toEqual([
      { operation: 'request.documentShipment.create', username: 'aperez' },
      { operation: 'request.documentShipment.sign', username: 'crodriguez' },
      { operation: 'request.documentShipment.sign', username: 'mfernandez' },
      { operation: 'request.documentShipment.receive', username: 'bank' },
    ]);
    // Nothing more can happen to it.
    expect(await call(SIGNER, 'PATCH', '/document-shipment/cancel', { docId: id, reason: 'tarde' })).toMatchObject({ status: 409, body: { message: 'request.wrong.state' } });
    expect(await call(NEGOTIATOR, 'PATCH', '/document-shipment', { docId: id, ...fields() })).toMatchObject({ status: 409, body: { message: 'request.wrong.state' } });
  });

  it('lets a negotiator who signs the account authorize and send at once (one signature needed)', async () => {
    const id = await create(OTHER_COMPANY, { ...fields(), account: SOL });
    expect((await authorize(OTHER_COMPANY, id)).body).toEqual({ data: { respuesta: 'request.done.executed' } });
    expect(await rowOf(id, OTHER_COMPANY)).toMatchObject({ estado_solicitud: 2, firmantes_solicitud: 'jcastillo', negociador: 1, firmante: 1, autorizador: 1 });
    await app.t.app.bankJobs.runNow(RECEIVE_TASK, {});
    expect(await rowOf(id, OTHER_COMPANY)).toMatchObject({ estado_solicitud: 5 });
  });

  it('binds a signature to the type, account, details and PDF the signer was shown', async () => {
    const id = await create();
    const row = (await rowOf(id, SIGNER))!;
    expect(await authorize(SIGNER, id, { sha256: 'f'.repeat(64) })).toMatchObject({ status: 409, body: { message: 'request.changed' } });
    expect(await authorize(SIGNER, id, { subject: 'Otra cosa' })).toMatchObject({ status: 409, body: { message: 'request.changed' } });
    expect(await authorize(SIGNER, id, { docType: 3 })).toMatchObject({ status: 409, body: { message: 'request.changed' } });
    expect(await count('request_signatures', sql`request_id = ${id}`)).toBe(0);
    expect((await authorize(SIGNER, id, { sha256: row.sha256_fichero, subject: row.asunto_solicitud })).status).toBe(200);
  });

  it('modifies with no signers (keeping or replacing the PDF), cancels with a reason, sends again, deletes only when cancelled', async () => {
    const id = await create();
    const before = (await rowOf(id))!;
    const kept = await call(NEGOTIATOR, 'PATCH', '/document-shipment', { docId: id, docType: 4, account: CUP, subject: 'Certificado de origen' });
    expect(kept.body).toEqual({ data: { solicitud_id: id, respuesta: 'request.done.saved' } });
    expect(await rowOf(id)).toMatchObject({ estado_solicitud: 1, nombre_tipo: 'Certificado de origen', sha256_fichero: before.sha256_fichero, nombreFichero: 'factura_12.pdf' });
    const other = (await samplePdf('Certificado')).toString('base64');
    await call(NEGOTIATOR, 'PATCH', '/document-shipment', { docId: id, docType: 4, account: CUP, subject: 'Certificado de origen', document: other, nombreFichero: 'certificado.pdf' });
    const replaced = (await rowOf(id))!;
    expect(replaced.sha256_fichero).not.toBe(before.sha256_fichero);
    expect((await call<{ data: { archivo_solicitud: string } }>(NEGOTIATOR, 'POST', `/document-shipment/document/${id}`)).body.data.archivo_solicitud).toBe(other);
    expect(await call(NEGOTIATOR, 'DELETE', `/document-shipment/${id}`)).toMatchObject({ status: 409, body: { message: 'request.wrong.state' } });

    expect(await call(SIGNER, 'PATCH', '/document-shipment/cancel', { docId: id, reason: ' ' })).toMatchObject({ status: 400, body: { message: 'request.reason.required', field: 'reason' } });
    expect((await call(SIGNER, 'PATCH', '/document-shipment/cancel', { docId: id, reason: 'Falta la firma del proveedor' })).body).toEqual({ data: { respuesta: 'request.done.reversed' } });
    expect(await rowOf(id)).toMatchObject({ estado_solicitud: 3, nombre_estado: 'Cancelado', motivo_cancel_solicitud: 'Falta la firma del proveedor' });
    expect(await count('notifications', sql`code = 'notifications.requestRejected' and operation = ${reference(id)}`)).toBe(1);

    app.t.clock.advance(60_000);
    await call(NEGOTIATOR, 'PATCH', '/document-shipment', { docId: id, docType: 4, account: CUP, subject: 'Certificado de origen, firmado' });
    expect(await rowOf(id)).toMatchObject({ estado_solicitud: 1, motivo_cancel_solicitud: null });
    expect(await count('notifications', sql`code = 'notifications.awaitingSignature' and operation = ${reference(id)}`)).toBe(4);

    await authorize(SIGNER, id);
    expect(await call(NEGOTIATOR, 'PATCH', '/document-shipment', { docId: id, docType: 4, account: CUP, subject: 'x' })).toMatchObject({ status: 409, body: { message: 'request.has.signatures' } });
    await call(SECOND_SIGNER, 'PATCH', '/document-shipment/cancel', { docId: id, reason: 'No procede' });
    expect((await call(NEGOTIATOR, 'DELETE', `/document-shipment/${id}`)).body).toEqual({ data: { respuesta: 'request.done.deleted' } });
    expect(await rowOf(id)).toBeUndefined();
    expect(await call(NEGOTIATOR, 'POST', `/document-shipment/document/${id}`)).toMatchObject({ status: 404, body: { message: 'request.not.found' } });
  });

  it('lists the bank’s document types', async () => {
    expect((await call<{ data: unknown[] }>(NEGOTIATOR, 'GET', '/document-shipment/types')).body.data).toEqual([
      { tipo_id: 1, nombre_tipo: 'Carta de instrucción' },
      { tipo_id: 2, nombre_tipo: 'Factura comercial' },
      { tipo_id: 3, nombre_tipo: 'Conocimiento de embarque' },
      { tipo_id: 4, nombre_tipo: 'Certificado de origen' },
      { tipo_id: 5, nombre_tipo: 'Póliza de seguro' },
      { tipo_id: 6, nombre_tipo: 'Otro documento' },
    ]);
  });
});

describe('the PDF', () => {
  it('accepts exactly 2 MB and refuses one byte more, storing nothing', async () => {
    const before = await count('requests');
    const exact = await pdfOfBytes(DOCUMENT_MAX_BYTES);
    const id = await create(NEGOTIATOR, { ...fields(), document: exact.toString('base64') });
    expect(await rowOf(id)).toMatchObject({ tamano_fichero: DOCUMENT_MAX_BYTES });
    const over = await pdfOfBytes(DOCUMENT_MAX_BYTES + 1);
    expect((await call(NEGOTIATOR, 'POST', '/document-shipment', { ...fields(), document: over.toString('base64') })).body).toEqual({ statusCode: 400, message: 'request.document.tooLarge', field: 'document' });
    expect(await count('requests')).toBe(before + 1);
  });

  it('refuses a 2.5 MB one by the route’s body limit, with the size code', async () => {
    const big = (await pdfOfBytes(2.5 * 1024 * 1024)).toString('base64');
    expect(big.length).toBeGreaterThan(SHIPMENT_BODY_LIMIT);
    expect(await call(NEGOTIATOR, 'POST', '/document-shipment', { ...fields(), document: big })).toEqual({ status: 413, body: { statusCode: 413, message: 'request.document.tooLarge', field: 'document' } });
    expect(await call(NEGOTIATOR, 'PATCH', '/document-shipment', { docId: 1, ...fields(), document: big })).toMatchObject({ status: 413, body: { message: 'request.document.tooLarge' } });
  });

  it('answers 413 on the Content-Length alone, before the body is sent', async () => {
    await app.t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.t.app.server.address() as AddressInfo;
    const reply = await new Promise<string>((resolve, reject) => {
      const socket = tcp(port, '127.0.0.1', () => {
        socket.write(
          `POST /api/document-shipment HTTP/1.1\r\nHost: x\r\nx-api-key: ${TEST_API_KEY}\r\nauthorization: Bearer ${app.tokens[NEGOTIATOR]}\r\ncontent-type: application/json\r\ncontent-length: ${50 * 1024 * 1024}\r\n\r\n{"docType":`,
        );
      });
      let text = '';
      socket.on('data', (chunk) => {
        text += chunk.toString();
        if (text.includes('\r\n\r\n') && text.includes('}')) socket.destroy();
      });
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
      setTimeout(() => reject(new Error('no answer before the body was sent')), 5000);
    });
    expect(reply).toMatch(/^HTTP\/1\.1 413/);
    expect(reply).toContain('"message":"request.document.tooLarge"');
  });

  it('refuses what is not a PDF, whatever its name says', async () => {
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAHElEQVR4nGNgaPhPEmIY1TCqYVTDqIZRDUNUAwAeVfRwL8mmYQAAAABJRU5ErkJggg==', 'base64').toString('base64');
    const fakePdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(4096, 0x41)]).toString('base64');
    const before = await count('requests');
    for (const document of [png, fakePdf, 'no es base64!', `data:application/pdf;base64,${png}`]) {
      expect((await call(NEGOTIATOR, 'POST', '/document-shipment', { ...fields(), document, nombreFichero: 'foto.pdf' })).body, document.slice(0, 20)).toEqual({
        statusCode: 400,
        message: 'request.document.notPdf',
        field: 'document',
      });
    }
    expect(await count('requests')).toBe(before);
  });

  it('removes a data-URL prefix (spec §5) and neutralises the file name', async () => {
    const id = await create(NEGOTIATOR, { ...fields(), document: `data:application/pdf;base64,${pdf}`, nombreFichero: '../../Año fiscal\u0000<2026>.PDF' });
    expect(await rowOf(id)).toMatchObject({ nombreFichero: 'Ano_fiscal_2026.pdf' });
    expect((await call<{ data: { archivo_solicitud: string } }>(NEGOTIATOR, 'POST', `/document-shipment/document/${id}`)).body.data.archivo_solicitud).toBe(pdf);
    const unnamed = await create(NEGOTIATOR, { ...fields(), nombreFichero: undefined });
    expect(await rowOf(unnamed)).toMatchObject({ nombreFichero: 'documento.pdf' });
  });
});

describe('what the gateway refuses', () => {
  it('refuses bad fields with the field and its code, storing nothing', async () => {
    const before = await count('requests');
    const cases: [object, string, string][] = [
      [{ docType: 0 }, 'request.document.typeRequired', 'docType'],
      [{ docType: 99 }, 'request.document.typeRequired', 'docType'],
      [{ docType: '2' }, 'request.document.typeRequired', 'docType'],
      [{ account: '' }, 'request.document.accountRequired', 'account'],
      [{ account: '123' }, 'querie.ac.accountInvalid', 'account'],
      [{ subject: '   ' }, 'request.document.subjectRequired', 'subject'],
      [{ subject: 'x'.repeat(1001) }, 'request.document.subjectTooLong', 'subject'],
      [{ document: undefined }, 'request.document.fileRequired', 'document'],
      [{ document: '' }, 'request.document.fileRequired', 'document'],
    ];
    for (const [change, message, field] of cases) {
      expect((await call(NEGOTIATOR, 'POST', '/document-shipment', { ...fields(), ...change })).body, JSON.stringify(change)).toEqual({ statusCode: 400, message, field });
    }
    expect((await call(NEGOTIATOR, 'DELETE', '/document-shipment/abc')).body).toMatchObject({ statusCode: 400, message: 'request.id.invalid', field: 'id' });
    expect((await call(NEGOTIATOR, 'PATCH', '/document-shipment/authorize', { docId: -3 })).body).toMatchObject({ statusCode: 400, message: 'request.id.invalid', field: 'docId' });
    expect((await call(SIGNER, 'PATCH', '/document-shipment/cancel', { docId: 1, reason: 'x'.repeat(1001) })).body).toMatchObject({ statusCode: 400, message: 'request.reason.tooLong', field: 'reason' });
    expect(await count('requests')).toBe(before);
  });

  it("answers another company's shipment and account as missing", async () => {
    const id = await create();
    for (const [method, path, body] of [
      ['POST', `/document-shipment/document/${id}`, undefined],
      ['PATCH', '/document-shipment/authorize', { docId: id }],
      ['PATCH', '/document-shipment/cancel', { docId: id, reason: 'x' }],
      ['PATCH', '/document-shipment', { docId: id, ...fields(), account: SOL }],
      ['DELETE', `/document-shipment/${id}`, undefined],
    ] as const) {
      expect(await call(OTHER_COMPANY, method, path, body), path).toMatchObject({ status: 404, body: { message: 'request.not.found' } });
    }
    expect((await list(OTHER_COMPANY)).some((r) => r.solicitud_id === id)).toBe(false);
    expect(await call(NEGOTIATOR, 'POST', '/document-shipment', { ...fields(), account: SOL })).toMatchObject({ status: 404, body: { message: 'account.not.found' } });
    expect(await rowOf(id)).toMatchObject({ estado_solicitud: 1 });
  });

  it('refuses roles that may not act, and signers not on the account’s register', async () => {
    expect(await call(SIGNER, 'POST', '/document-shipment', fields())).toMatchObject({ status: 403, body: { message: 'request.not.allowed' } });
    const id = await create();
    expect(await authorize(NEGOTIATOR, id)).toMatchObject({ status: 403, body: { message: 'request.not.allowed' } });
    expect(await call(NEGOTIATOR, 'PATCH', '/document-shipment/cancel', { docId: id, reason: 'no' })).toMatchObject({ status: 403, body: { message: 'request.not.allowed' } });
    expect(await call(SIGNER, 'PATCH', '/document-shipment', { docId: id, ...fields() })).toMatchObject({ status: 403, body: { message: 'request.not.allowed' } });
    const euro = await create(NEGOTIATOR, { ...fields(), account: EUR });
    expect(await rowOf(euro, SECOND_SIGNER)).toMatchObject({ firmante: 1, autorizador: 0 });
    expect(await authorize(SECOND_SIGNER, euro)).toMatchObject({ status: 403, body: { message: 'request.not.allowed' } });
    for (const [method, path] of [
      ['POST', '/document-shipment/user'],
      ['GET', '/document-shipment/types'],
    ] as const) {
      expect(await call(ADMIN, method, path), path).toMatchObject({ status: 403, body: { message: 'access.denied' } });
    }
  });

  it('makes one shipment from five concurrent creates with one idempotency key', async () => {
    const before = await count('requests');
    const send = () =>
      app.t.app.inject({ method: 'POST', url: '/api/document-shipment', headers: { 'x-api-key': TEST_API_KEY, authorization: `Bearer ${app.tokens[NEGOTIATOR]}`, 'idempotency-key': 'ship-0123456789' }, payload: fields() });
    const answers = await Promise.all(Array.from({ length: 5 }, send));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => (JSON.parse(a.body) as Answer).data.solicitud_id)).size).toBe(1);
    expect(await count('requests')).toBe(before + 1);
    expect(await count('request_documents')).toBe(await count('requests', sql`type = 'documentShipment'`));
  });

  it('shows a shipment awaiting a signer in their inbox', async () => {
    const id = await create();
    const inbox = (await call<{ data: { id: number; tipo: string; vista: string; referencia: string }[] }>(SIGNER, 'POST', '/requests/inbox')).body.data;
    expect(inbox.find((r) => r.id === id)).toMatchObject({ tipo: 'documentShipment', vista: 'envio_documento', referencia: reference(id) });
  });
});
