import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { LIQUIDITY_AUTHORIZATION_CODES } from '@bel/contract';
import { signedInUsers } from '../../test/signed-in-app.js';
import { ADMIN, NEGOTIATOR, OTHER_COMPANY, SIGNER } from '../../test/client.js';
import { ADVANCE_TASK, authorizationCode, dueDay, toMinor } from './bank-desk.js';

const SECOND_SIGNER = 'maria.fernandez@caribe.example';
const USD = '0300001001000302';
const EUR = '0300001001000403';
const SOL = '0300002002000101';

const app = signedInUsers([NEGOTIATOR, SIGNER, SECOND_SIGNER, OTHER_COMPANY, ADMIN]);

interface Row {
  id_cl: number;
  estado_cl: number;
  nombre_estado_cl: string;
  fecha_registro_cl: string;
  fecha_emision_cl: string | null;
  fecha_listo_cl: string | null;
  fecha_recogido_cl: string | null;
  autorización_cl: string | null;
  facilidad_cl: string;
  referencia_organismo_cl: string;
  cuenta_debito_cl: string;
  importe_cl: string;
  moneda_cl: string;
  p_firmante: string;
  numero_firmas: number;
  respuesta: string | null;
  negociador: number;
  firmante: number;
  autorizador: number;
}
type Answer = { data: { respuesta: string; id?: number } };

const fields = { facilidad: 'CLBC', cuenta: USD, importe: '15000.50', referenciaOrganismo: 'PX-00412' };
const call = <T = Answer>(who: string, method: 'POST' | 'PATCH', path: string, body?: unknown) => app.api.call<T>(method, `/requests/liquidity_letters${path}`, { token: app.tokens[who], body });
const save = async (who = NEGOTIATOR, body: object = fields, id = 0) => {
  const res = await call(who, 'POST', '/save', { id, ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.id!;
};
const act = (who: string, action: string, id: number, extra: object = {}) => call(who, 'PATCH', `/${action}`, { id, ...fields, ...extra });
const list = async (who = NEGOTIATOR) => (await call<{ data: Row[] }>(who, 'POST', '/list', { userId: '', client: '', token: '' })).body.data;
const rowOf = async (id: number, who = NEGOTIATOR) => (await list(who)).find((r) => r.id_cl === id);
/** The bank's run as of 09:00 on `day`; the clock comes back, so the test's sessions stay fresh. */
const advanceOn = async (day: string) => {
  const before = app.t.clock.now();
  app.t.clock.set(new Date(`${day}T09:00:00Z`));
  try {
    await app.t.app.bankJobs.runNow(ADVANCE_TASK);
  } finally {
    app.t.clock.set(before);
  }
};
const reference = (id: number) => `CRL-${String(id).padStart(6, '0')}`;
/** Signed by both signers of Importadora Caribe: processing (3) from then on. */
const signedLetter = async (body: object = fields) => {
  const id = await save(NEGOTIATOR, body);
  const shown = { ...fields, ...body };
  await call(NEGOTIATOR, 'PATCH', '/sendToSign', { id });
  expect((await call(SIGNER, 'PATCH', '/sign', { id, ...shown })).body.data.respuesta).toBe('request.done.signed');
  expect((await call(SECOND_SIGNER, 'PATCH', '/sign', { id, ...shown })).body.data.respuesta).toBe('request.done.executed');
  return id;
};

describe('the bank’s calendar for a letter', () => {
  it('decides the working day after the last signature, has it at the branch the next, collected two later', () => {
    const closed = new Set<string>();
    expect(dueDay(3, new Date('2026-03-11T14:00:00Z'), {}, closed)).toBe('2026-03-12');
    expect(dueDay(3, new Date('2026-03-13T14:00:00Z'), {}, closed)).toBe('2026-03-16');
    expect(dueDay(4, new Date(0), { fecha_emision: '20260312' }, closed)).toBe('2026-03-13');
    expect(dueDay(7, new Date(0), { listo: '20260313' }, closed)).toBe('2026-03-17');
    expect(dueDay(3, new Date('2026-12-24T10:00:00Z'), {}, new Set(['2026-12-25']))).toBe('2026-12-28');
    expect(toMinor('15000.5', 'USD')).toBe(1_500_050n);
    expect(toMinor('7', 'JPY')).toBe(7n);
    expect(LIQUIDITY_AUTHORIZATION_CODES).toContain(authorizationCode(12));
  });
});

describe('liquidity letters, from the request to the branch', () => {
  it('is signed, then authorized with a code on the next bank day, ready the day after, collected later; each step told', async () => {
    const id = await save();
    expect(await rowOf(id)).toMatchObject({ estado_cl: 1, nombre_estado_cl: 'Pendiente', fecha_registro_cl: '20260311', importe_cl: '15000.50', moneda_cl: 'USD', numero_firmas: 2, negociador: 1, autorización_cl: null });
    expect((await call(NEGOTIATOR, 'PATCH', '/sendToSign', { id })).body).toEqual({ data: { respuesta: 'request.done.sent' } });
    expect(await rowOf(id, SIGNER)).toMatchObject({ estado_cl: 2, firmante: 1, autorizador: 1 });
    await act(SIGNER, 'sign', id);
    expect(await act(SIGNER, 'sign', id)).toMatchObject({ status: 409, body: { message: 'request.already.signed' } });
    expect((await act(SECOND_SIGNER, 'sign', id)).body).toEqual({ data: { respuesta: 'request.done.executed' } });
    expect(await rowOf(id)).toMatchObject({ estado_cl: 3, nombre_estado_cl: 'Procesando', p_firmante: 'crodriguez*mfernandez' });

    const held = async () => Number((await app.t.db.execute<{ n: string }>(sql`select count(*) as n from holds where reason = ${`Carta de respaldo de liquidez ${reference(id)}`} and amount_minor = 1500050`)).rows[0]!.n);
    // The same day: nothing is due yet.
    await app.t.app.bankJobs.runNow(ADVANCE_TASK);
    expect(await rowOf(id)).toMatchObject({ estado_cl: 3 });

    await advanceOn('2026-03-12');
    expect(await rowOf(id)).toMatchObject({ estado_cl: 4, nombre_estado_cl: 'Autorizado', autorización_cl: authorizationCode(id), fecha_emision_cl: '20260312', fecha_listo_cl: null });
    expect(await held()).toBe(1);
    await advanceOn('2026-03-12');
    expect(await held()).toBe(1);

    await advanceOn('2026-03-13');
    expect(await rowOf(id)).toMatchObject({ estado_cl: 7, nombre_estado_cl: 'Listo para recoger', fecha_listo_cl: '20260313' });
    await advanceOn('2026-03-16');
    expect(await rowOf(id)).toMatchObject({ estado_cl: 7 });
    await advanceOn('2026-03-17');
    expect(await rowOf(id)).toMatchObject({ estado_cl: 8, nombre_estado_cl: 'Recogido', fecha_recogido_cl: '20260317' });

    const notices = await app.t.db.execute<{ code: string; username: string }>(
      sql`select n.code, u.username from notifications n join users u on u.id = n.user_id where n.operation = ${reference(id)} and n.code like 'notifications.liquidity%' order by n.id`,
    );
    const codes = ['liquidityAuthorized', 'liquidityReady', 'liquidityCollected'].flatMap((c) => ['aperez', 'crodriguez', 'mfernandez'].map((username) => ({ code: `notifications.${c}`, username })));
    expect(notices.rows).toEqual(codes);
    const steps = await app.t.db.execute<{ username: string; description: string }>(sql`select username, description from traces where operation = 'request.liquidityLetter.bank' and description like ${`%<id>${id}</id>%`} order by id`);
    expect(steps.rows.map((r) => [r.username, /<to>(\d)<\/to>/.exec(r.description)![1]])).toEqual([
      ['bank', '4'],
      ['bank', '7'],
      ['bank', '8'],
    ]);
  });

  it('catches up after days without a run, dating each step the day it fell due', async () => {
    const id = await signedLetter({ ...fields, importe: '100' });
    await advanceOn('2026-03-20');
    expect(await rowOf(id)).toMatchObject({ estado_cl: 8, fecha_emision_cl: '20260312', fecha_listo_cl: '20260313', fecha_recogido_cl: '20260317' });
  });

  it('is rejected by the bank when the account cannot cover it, or the reference is a letter of another category', async () => {
    const poor = await signedLetter({ ...fields, importe: '999999999.99' });
    const other = await signedLetter({ ...fields, facilidad: 'AUTO' });
    await advanceOn('2026-03-12');
    expect(await rowOf(poor)).toMatchObject({ estado_cl: 5, nombre_estado_cl: 'Rechazado', respuesta: 'liquidity.rejected.funds', autorización_cl: null, fecha_emision_cl: null });
    expect(await rowOf(other)).toMatchObject({ estado_cl: 5, respuesta: 'liquidity.rejected.facility' });
    expect(await app.t.db.execute(sql`select 1 from holds where reason like ${`%${reference(poor)}`}`)).toMatchObject({ rows: [] });
    expect(await app.t.db.execute<{ params: Record<string, string> }>(sql`select params from notifications where code = 'notifications.liquidityRejected' and operation = ${reference(poor)} limit 1`)).toMatchObject({
      rows: [{ params: { reference: reference(poor), reason: 'liquidity.rejected.funds' } }],
    });
    await advanceOn('2026-03-20');
    expect(await rowOf(poor)).toMatchObject({ estado_cl: 5 });
  });

  it('lets a negotiator who signs the account authorize and send at once (one signature needed)', async () => {
    const id = await save(OTHER_COMPANY, { ...fields, cuenta: SOL, importe: '2500', referenciaOrganismo: 'PX-00502', facilidad: 'AUTO' });
    expect((await act(OTHER_COMPANY, 'authorizeAndSend', id, { cuenta: SOL, importe: '2500', referenciaOrganismo: 'PX-00502', facilidad: 'AUTO' })).body).toEqual({ data: { respuesta: 'request.done.executed' } });
    expect(await rowOf(id, OTHER_COMPANY)).toMatchObject({ estado_cl: 3, p_firmante: 'jcastillo', numero_firmas: 1, moneda_cl: 'CUP' });
  });

  it('binds a signature to what the signer was shown, and voids signatures on an edit', async () => {
    const id = await save();
    await call(NEGOTIATOR, 'PATCH', '/sendToSign', { id });
    expect(await act(SIGNER, 'sign', id, { importe: '15000.51' })).toMatchObject({ status: 409, body: { message: 'request.changed' } });
    expect((await call(NEGOTIATOR, 'POST', '/save', { id, ...fields, importe: '20000' })).body).toEqual({ data: { id, respuesta: 'request.done.saved' } });
    expect(await rowOf(id)).toMatchObject({ estado_cl: 1, importe_cl: '20000' });
    await call(NEGOTIATOR, 'PATCH', '/sendToSign', { id });
    await act(SIGNER, 'sign', id, { importe: '20000' });
    expect(await call(NEGOTIATOR, 'POST', '/save', { id, ...fields })).toMatchObject({ status: 409, body: { message: 'request.has.signatures' } });
  });

  it('reverses with a reason and deletes', async () => {
    const id = await save();
    await call(NEGOTIATOR, 'PATCH', '/sendToSign', { id });
    expect(await act(SIGNER, 'reverse', id, { respuesta: ' ' })).toMatchObject({ status: 400, body: { message: 'request.reason.required', field: 'respuesta' } });
    expect((await act(SIGNER, 'reverse', id, { respuesta: 'Importe equivocado' })).body).toEqual({ data: { respuesta: 'request.done.reversed' } });
    expect(await rowOf(id)).toMatchObject({ estado_cl: 5, respuesta: 'Importe equivocado' });
    expect((await call(NEGOTIATOR, 'PATCH', '/delete', { id })).body).toEqual({ data: { respuesta: 'request.done.deleted' } });
    expect(await rowOf(id)).toBeUndefined();
  });

  it('appears in the signer’s inbox with its amount', async () => {
    const id = await save();
    await call(NEGOTIATOR, 'PATCH', '/sendToSign', { id });
    const inbox = (await app.api.call<{ data: { id: number; tipo: string; vista: string; importe: string; moneda: string }[] }>('POST', '/requests/inbox', { token: app.tokens[SIGNER] })).body.data;
    expect(inbox.find((r) => r.id === id)).toMatchObject({ tipo: 'liquidityLetter', vista: 'll_summary_request', importe: '15000.50', moneda: 'USD' });
  });
});

describe('what the gateway refuses', () => {
  it('refuses bad fields with the field and its code, storing nothing', async () => {
    const before = Number((await app.t.db.execute<{ n: string }>(sql`select count(*) as n from requests`)).rows[0]!.n);
    const cases: [object, string, string][] = [
      [{ facilidad: '' }, 'request.liquidity.facilityRequired', 'facilidad'],
      [{ cuenta: '' }, 'request.liquidity.accountRequired', 'cuenta'],
      [{ cuenta: '12' }, 'querie.ac.accountInvalid', 'cuenta'],
      [{ importe: '' }, 'request.liquidity.amountRequired', 'importe'],
      [{ importe: '0.00' }, 'request.liquidity.amountInvalid', 'importe'],
      [{ importe: '12,345.00' }, 'request.liquidity.amountInvalid', 'importe'],
      [{ importe: 15000 }, 'request.liquidity.amountRequired', 'importe'],
      [{ referenciaOrganismo: '' }, 'request.liquidity.referenceRequired', 'referenciaOrganismo'],
      [{ referenciaOrganismo: 'P' }, 'request.liquidity.referenceInvalid', 'referenciaOrganismo'],
      [{ id: -1 }, 'request.id.invalid', 'id'],
    ];
    for (const [change, message, field] of cases) {
      expect((await call(NEGOTIATOR, 'POST', '/save', { id: 0, ...fields, ...change })).body, JSON.stringify(change)).toEqual({ statusCode: 400, message, field });
    }
    expect(Number((await app.t.db.execute<{ n: string }>(sql`select count(*) as n from requests`)).rows[0]!.n)).toBe(before);
  });

  it("answers another company's letter and account as missing", async () => {
    const id = await save();
    for (const action of ['sendToSign', 'delete', 'sign', 'reverse']) {
      expect(await act(OTHER_COMPANY, action, id, { cuenta: SOL, respuesta: 'x' }), action).toMatchObject({ status: 404 });
    }
    expect(await call(OTHER_COMPANY, 'PATCH', '/sendToSign', { id })).toMatchObject({ status: 404, body: { message: 'request.not.found' } });
    expect((await list(OTHER_COMPANY)).some((r) => r.id_cl === id)).toBe(false);
    expect(await call(NEGOTIATOR, 'POST', '/save', { id: 0, ...fields, cuenta: SOL })).toMatchObject({ status: 404, body: { message: 'account.not.found' } });
    expect(await call(OTHER_COMPANY, 'POST', '/save', { id, ...fields, cuenta: SOL })).toMatchObject({ status: 404, body: { message: 'request.not.found' } });
  });

  it('refuses roles that may not act and signers off the account’s register', async () => {
    expect(await call(SIGNER, 'POST', '/save', { id: 0, ...fields })).toMatchObject({ status: 403, body: { message: 'request.not.allowed' } });
    const id = await save(NEGOTIATOR, { ...fields, cuenta: EUR });
    expect(await call(SIGNER, 'PATCH', '/sendToSign', { id })).toMatchObject({ status: 403, body: { message: 'request.not.allowed' } });
    expect(await act(NEGOTIATOR, 'authorizeAndSend', id, { cuenta: EUR })).toMatchObject({ status: 403, body: { message: 'request.not.allowed' } });
    await call(NEGOTIATOR, 'PATCH', '/sendToSign', { id });
    expect(await act(NEGOTIATOR, 'sign', id, { cuenta: EUR })).toMatchObject({ status: 403, body: { message: 'request.not.allowed' } });
    expect(await act(SECOND_SIGNER, 'sign', id, { cuenta: EUR })).toMatchObject({ status: 403, body: { message: 'request.not.allowed' } });
    expect(await call(ADMIN, 'POST', '/list', {})).toMatchObject({ status: 403, body: { message: 'access.denied' } });
  });

  it('offers the letters of credit’s liquidity-support categories as facilities', async () => {
    const options = (await app.api.call<{ data: { sigla: string; text: string }[] }>('GET', '/credit-letter/liquiditySupport?language=en', { token: app.tokens[OTHER_COMPANY] })).body.data;
    expect(options.map((o) => o.sigla)).toEqual(['AUTO', 'CLBC', 'CRED', 'FCEX']);
  });
});
