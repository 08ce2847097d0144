import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { testApp, type TestApp } from '../../test/test-app.js';
import { NEGOTIATOR, OTHER_COMPANY, SIGNER, client } from '../../test/client.js';

const SECOND_SIGNER = 'maria.fernandez@caribe.example';
const CUP = '0300001001000101';
const EUR = '0300001001000403';
const SOL = '0300002002000101';

let t: TestApp;
let api: ReturnType<typeof client>;
const tok: Record<string, string> = {};
beforeAll(async () => {
  t = await testApp();
  api = client(t.app);
  for (const who of [NEGOTIATOR, SIGNER, SECOND_SIGNER, OTHER_COMPANY]) tok[who] = await api.signIn(who);
});
afterAll(() => t.close());

const fields = { cuenta: CUP, destino: '0301', tipoCheque: 1, chequeras: 2, cubiertas: 0, rm: 1 };
type Out = { data: [{ error: number; respuesta: string; solicitud_chequera_id?: number }] };
const call = <T = Out>(who: string, method: 'POST' | 'PATCH' | 'GET', path: string, body?: unknown, headers?: Record<string, string>) =>
  headers
    ? t.app.inject({ method, url: `/api${path}`, headers: { 'x-api-key': 'test-api-key', authorization: `Bearer ${tok[who]}`, ...headers }, payload: body as object }).then((r) => ({ status: r.statusCode, body: JSON.parse(r.body) as T & { message?: string; field?: string } }))
    : api.call<T>(method, path, { token: tok[who], body });
const create = async (body: object = fields) => {
  const res = await call(NEGOTIATOR, 'POST', '/checkbooks/save', { solicitudChequeraId: 0, ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data[0].solicitud_chequera_id!;
};
const act = (who: string, action: string, id: number, extra: object = {}) => call(who, 'PATCH', `/checkbooks/${action}`, { solicitudChequeraId: id, ...fields, ...extra });
interface Row {
  solicitud_chequera_id: number;
  estado: number;
  nombre_estado: string;
  p_negociador: string;
  p_firmante: string;
  numero_firmas: number;
  negociador: number;
  firmante: number;
  autorizador: number;
  respuesta: string | null;
  nombre_destino: string;
  tipo_cheque_nombre: string;
}
const list = async (who = NEGOTIATOR) => (await call<{ data: Row[]; numeroFirmas: number }>(who, 'POST', '/checkbooks/listRequests', { roles: ['21', '22'] })).body;
const rowOf = async (id: number, who = NEGOTIATOR) => (await list(who)).data.find((r) => r.solicitud_chequera_id === id);
const count = async (table: string, where = sql`true`) => Number((await t.db.execute<{ n: string }>(sql`select count(*) as n from ${sql.raw(table)} where ${where}`)).rows[0]!.n);

describe('checkbook requests, from draft to the bank', () => {
  it('walks the whole machine: save, send, two signatures, the bank takes it; notices and traces on the way', async () => {
    const issuedBefore = await count('checkbooks_not_issued');
    const id = await create();
    expect(await rowOf(id)).toMatchObject({ estado: 1, nombre_estado: 'Pendiente', p_negociador: 'aperez', p_firmante: '', numero_firmas: 2, negociador: 1, firmante: 0, autorizador: 0, nombre_destino: 'Sucursal Miramar', tipo_cheque_nombre: 'Cheque estándar' });

    expect((await act(NEGOTIATOR, 'sendToSign', id)).body).toEqual({ data: [{ error: 1, respuesta: 'request.done.sent' }] });
    expect(await rowOf(id, SIGNER)).toMatchObject({ estado: 2, negociador: 0, firmante: 1, autorizador: 1 });
    const waiting = await t.db.execute<{ username: string }>(sql`select u.username from notifications n join users u on u.id = n.user_id where n.code = 'notifications.awaitingSignature' and n.operation = ${`CHQ-${String(id).padStart(6, '0')}`} order by u.username`);
    expect(waiting.rows.map((r) => r.username)).toEqual(['crodriguez', 'mfernandez']);

    expect((await act(SIGNER, 'sign', id)).body).toEqual({ data: [{ error: 1, respuesta: 'request.done.signed' }] });
    expect(await act(SIGNER, 'sign', id)).toEqual({ status: 409, body: { statusCode: 409, message: 'request.already.signed' } });
    expect((await call(NEGOTIATOR, 'POST', '/checkbooks/save', { solicitudChequeraId: id, ...fields, rm: 5 })).body).toEqual({ statusCode: 409, message: 'request.has.signatures' });
    expect(await rowOf(id)).toMatchObject({ estado: 2, p_firmante: 'crodriguez' });

    expect((await act(SECOND_SIGNER, 'sign', id)).body).toEqual({ data: [{ error: 1, respuesta: 'request.done.executed' }] });
    expect(await rowOf(id)).toMatchObject({ estado: 3, nombre_estado: 'Enviada al banco', p_firmante: 'crodriguez*mfernandez' });
    expect(await count('checkbooks_not_issued')).toBe(issuedBefore + 1);
    const notIssued = (await api.call<{ data: { cuenta: string; nombre_destino: string; chequeras: number; rm: number; fecha_solicitada: string }[] }>('POST', '/checkbooks/getRequests', { token: tok[NEGOTIATOR], body: { cuentas: [CUP], startDate: '20260311', endDate: '20260311' } })).body.data;
    expect(notIssued).toContainEqual(expect.objectContaining({ cuenta: CUP, nombre_destino: 'Sucursal Miramar', chequeras: 2, rm: 1, fecha_solicitada: '2026-03-11 14:00:00' }));
    expect(await count('notifications', sql`code = 'notifications.requestExecuted' and user_id = (select id from users where username = 'aperez')`)).toBe(1);
    const ops = await t.db.execute<{ operation: string; username: string }>(sql`select operation, username from traces where description like ${`%<id>${id}</id>%`} order by id`);
    expect(ops.rows).toEqual([
      { operation: 'request.checkbook.create', username: 'aperez' },
      { operation: 'request.checkbook.sendToSign', username: 'aperez' },
      { operation: 'request.checkbook.sign', username: 'crodriguez' },
      { operation: 'request.checkbook.sign', username: 'mfernandez' },
    ]);
    expect(await act(SECOND_SIGNER, 'reverse', id, { respuesta: 'tarde' })).toMatchObject({ status: 409, body: { message: 'request.wrong.state' } });
  });

  it('lets a negotiator edit a draft and a request sent but not yet signed, and delete it', async () => {
    const id = await create();
    const edited = await call(NEGOTIATOR, 'POST', '/checkbooks/save', { solicitudChequeraId: id, ...fields, cubiertas: 3 });
    expect(edited.body).toEqual({ data: [{ error: 1, solicitud_chequera_id: id, respuesta: 'request.done.saved' }] });
    await act(NEGOTIATOR, 'sendToSign', id);
    expect((await call(NEGOTIATOR, 'POST', '/checkbooks/save', { solicitudChequeraId: id, ...fields })).status).toBe(200);
    expect(await rowOf(id)).toMatchObject({ estado: 1 });
    expect((await act(NEGOTIATOR, 'delete', id)).body).toEqual({ data: [{ error: 1, respuesta: 'request.done.deleted' }] });
    expect(await rowOf(id)).toBeUndefined();
    expect(await act(NEGOTIATOR, 'delete', id)).toEqual({ status: 404, body: { statusCode: 404, message: 'request.not.found' } });
  });

  it('binds a signature to what the signer was shown', async () => {
    const id = await create();
    await act(NEGOTIATOR, 'sendToSign', id);
    expect(await act(SIGNER, 'sign', id, { chequeras: 9 })).toEqual({ status: 409, body: { statusCode: 409, message: 'request.changed' } });
    expect(await count('request_signatures', sql`request_id = ${id}`)).toBe(0);
  });

  it('reverses with a reason the negotiator is told and the list shows', async () => {
    const id = await create();
    await act(NEGOTIATOR, 'sendToSign', id);
    expect(await act(SIGNER, 'reverse', id, { respuesta: '  ' })).toEqual({ status: 400, body: { statusCode: 400, message: 'request.reason.required', field: 'respuesta' } });
    expect(await act(SIGNER, 'reverse', id, { respuesta: 'x'.repeat(1001) })).toEqual({ status: 400, body: { statusCode: 400, message: 'request.reason.tooLong', field: 'respuesta' } });
    expect((await act(SIGNER, 'reverse', id, { respuesta: 'Cuenta equivocada' })).body).toEqual({ data: { success: true } });
    expect(await rowOf(id)).toMatchObject({ estado: 5, nombre_estado: 'Rechazada', respuesta: 'Cuenta equivocada' });
    expect(await count('notifications', sql`code = 'notifications.requestRejected' and params->>'reason' = 'Cuenta equivocada'`)).toBe(1);
  });

  it('lets only signers on the bank’s register sign an account', async () => {
    const id = await create({ ...fields, cuenta: EUR });
    await act(NEGOTIATOR, 'sendToSign', id);
    expect(await rowOf(id, SECOND_SIGNER)).toMatchObject({ autorizador: 0 });
    expect(await act(SECOND_SIGNER, 'sign', id, { cuenta: EUR })).toEqual({ status: 403, body: { statusCode: 403, message: 'request.not.allowed' } });
    expect(await act(NEGOTIATOR, 'sign', id, { cuenta: EUR })).toEqual({ status: 403, body: { statusCode: 403, message: 'request.not.allowed' } });
    expect((await act(SIGNER, 'sign', id, { cuenta: EUR })).body.data[0].respuesta).toBe('request.done.signed');
  });

  it('refuses roles that may not act, changing nothing', async () => {
    const before = await count('requests');
    expect(await call(SIGNER, 'POST', '/checkbooks/save', { solicitudChequeraId: 0, ...fields })).toEqual({ status: 403, body: { statusCode: 403, message: 'request.not.allowed' } });
    const id = await create();
    expect(await act(SIGNER, 'sendToSign', id)).toEqual({ status: 403, body: { statusCode: 403, message: 'request.not.allowed' } });
    expect(await act(SIGNER, 'sign', id)).toEqual({ status: 409, body: { statusCode: 409, message: 'request.wrong.state' } });
    expect(await count('requests')).toBe(before + 1);
  });

  it("answers another company's request and account as missing", async () => {
    const id = await create();
    expect(await act(OTHER_COMPANY, 'sendToSign', id)).toEqual({ status: 404, body: { statusCode: 404, message: 'request.not.found' } });
    expect(await act(OTHER_COMPANY, 'sendToSign', 999_999)).toEqual({ status: 404, body: { statusCode: 404, message: 'request.not.found' } });
    expect((await list(OTHER_COMPANY)).data.some((r) => r.solicitud_chequera_id === id)).toBe(false);
    expect(await call(NEGOTIATOR, 'POST', '/checkbooks/save', { solicitudChequeraId: 0, ...fields, cuenta: SOL })).toEqual({ status: 404, body: { statusCode: 404, message: 'account.not.found' } });
    expect(await call(OTHER_COMPANY, 'POST', '/checkbooks/save', { solicitudChequeraId: id, ...fields, cuenta: SOL })).toEqual({ status: 404, body: { statusCode: 404, message: 'request.not.found' } });
    expect(await rowOf(id)).toMatchObject({ estado: 1 });
  });

  it('refuses bad input with the field and its code, storing nothing', async () => {
    const before = await count('requests');
    const cases: [object, string, string][] = [
      [{ cuenta: '' }, 'request.checkbook.accountRequired', 'cuenta'],
      [{ cuenta: '123' }, 'querie.ac.accountInvalid', 'cuenta'],
      [{ destino: '' }, 'request.checkbook.destinationRequired', 'destino'],
      [{ destino: '9999' }, 'request.checkbook.destinationRequired', 'destino'],
      [{ tipoCheque: 0 }, 'request.checkbook.typeRequired', 'tipoCheque'],
      [{ tipoCheque: 77 }, 'request.checkbook.typeRequired', 'tipoCheque'],
      [{ chequeras: 0, cubiertas: 0, rm: 0 }, 'request.checkbook.countRequired', 'chequeras'],
      [{ cubiertas: 1.5 }, 'request.checkbook.countInvalid', 'cubiertas'],
      [{ rm: -1 }, 'request.checkbook.countInvalid', 'rm'],
      [{ chequeras: '2' }, 'request.checkbook.countInvalid', 'chequeras'],
      [{ solicitudChequeraId: -1 }, 'request.id.invalid', 'solicitudChequeraId'],
    ];
    for (const [change, message, field] of cases) {
      expect((await call(NEGOTIATOR, 'POST', '/checkbooks/save', { solicitudChequeraId: 0, ...fields, ...change })).body, JSON.stringify(change)).toEqual({ statusCode: 400, message, field });
    }
    expect((await call(NEGOTIATOR, 'PATCH', '/checkbooks/sendToSign', { solicitudChequeraId: 'x' })).body).toEqual({ statusCode: 400, message: 'request.id.invalid', field: 'solicitudChequeraId' });
    expect((await call(NEGOTIATOR, 'POST', '/checkbooks/listRequests', { roles: ['x'] })).body).toMatchObject({ statusCode: 400, field: 'roles' });
    expect(await count('requests')).toBe(before);
  });

  it('lists nothing for roles the caller does not hold, and gives the count and the types', async () => {
    expect((await call<{ data: Row[]; numeroFirmas: number }>(NEGOTIATOR, 'POST', '/checkbooks/listRequests', { roles: ['22'] })).body).toEqual({ data: [], numeroFirmas: 2 });
    expect((await call(NEGOTIATOR, 'GET', '/checkbooks/types')).body).toEqual({
      data: [
        { tipo_cheque_id: 1, tipo_cheque_nombre: 'Cheque estándar' },
        { tipo_cheque_id: 2, tipo_cheque_nombre: 'Cheque certificado' },
        { tipo_cheque_id: 3, tipo_cheque_nombre: 'Cheque de nómina' },
        { tipo_cheque_id: 4, tipo_cheque_nombre: 'Cheque en moneda extranjera' },
      ],
    });
    const branches = (await call<{ data: { codigo: string; nombre: string }[] }>(NEGOTIATOR, 'GET', '/configuration/branch')).body.data;
    expect(branches[0]).toEqual({ codigo: '0300', nombre: 'Oficina Central, La Habana' });
  });
});

describe('the same submission twice', () => {
  it('makes one request from ten concurrent creates with one idempotency key', async () => {
    const before = await count('requests');
    const key = 'k-0123456789abcdef';
    const answers = await Promise.all(Array.from({ length: 10 }, () => call(NEGOTIATOR, 'POST', '/checkbooks/save', { solicitudChequeraId: 0, ...fields }, { 'idempotency-key': key })));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((a) => a.body.data[0].solicitud_chequera_id)).size).toBe(1);
    expect(await count('requests')).toBe(before + 1);
  });

  it('sends to sign once when ten identical calls race, with one trace and one notice per signer', async () => {
    const id = await create();
    const answers = await Promise.all(Array.from({ length: 10 }, () => act(NEGOTIATOR, 'sendToSign', id)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409 && a.body.message === 'request.wrong.state')).toHaveLength(9);
    expect(await count('traces', sql`operation = 'request.checkbook.sendToSign' and description like ${`%<id>${id}</id>%`}`)).toBe(1);
    expect(await count('notifications', sql`code = 'notifications.awaitingSignature' and operation = ${`CHQ-${String(id).padStart(6, '0')}`}`)).toBe(2);
  });
});

describe('people and the inbox', () => {
  it('shows a colleague’s profile and hides everyone else', async () => {
    expect((await call(NEGOTIATOR, 'POST', '/external-user?username=crodriguez')).body).toEqual({ data: { fullname: 'Carlos Rodríguez Díaz', picture: null } });
    expect(await call(NEGOTIATOR, 'POST', '/external-user?username=jcastillo')).toEqual({ status: 404, body: { statusCode: 404, message: 'user.not.found' } });
    expect(await call(NEGOTIATOR, 'POST', '/external-user?username=nobody')).toEqual({ status: 404, body: { statusCode: 404, message: 'user.not.found' } });
    expect((await call(NEGOTIATOR, 'POST', '/external-user?username=Bad.Name')).body).toMatchObject({ statusCode: 400, message: 'request.user.invalid', field: 'username' });
  });

  it('lists what awaits the signer, oldest first, and drops it once signed', async () => {
    const first = await create();
    await act(NEGOTIATOR, 'sendToSign', first);
    t.clock.advance(60_000);
    const second = await create({ ...fields, cuenta: EUR });
    await act(NEGOTIATOR, 'sendToSign', second);
    type Inbox = { data: { id: number; tipo: string; vista: string; referencia: string; cuenta: string; negociador: string; firmas: number; numero_firmas: number }[] };
    const carlos = (await call<Inbox>(SIGNER, 'POST', '/requests/inbox')).body.data;
    const ids = carlos.map((r) => r.id);
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second));
    expect(carlos.find((r) => r.id === second)).toMatchObject({ tipo: 'checkbook', vista: 'checks', referencia: `CHQ-${String(second).padStart(6, '0')}`, cuenta: EUR, negociador: 'aperez', firmas: 0, numero_firmas: 2 });
    const maria = (await call<Inbox>(SECOND_SIGNER, 'POST', '/requests/inbox')).body.data.map((r) => r.id);
    expect(maria).toContain(first);
    expect(maria).not.toContain(second);
    await act(SIGNER, 'sign', first);
    expect((await call<Inbox>(SIGNER, 'POST', '/requests/inbox')).body.data.map((r) => r.id)).not.toContain(first);
    expect(await call(NEGOTIATOR, 'POST', '/requests/inbox')).toEqual({ status: 403, body: { statusCode: 403, message: 'access.denied' } });
  });
});
