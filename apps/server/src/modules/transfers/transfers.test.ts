import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TestApp } from '../../test/test-app.js';
import { ADMIN, NEGOTIATOR, OTHER_COMPANY, SIGNER } from '../../test/client.js';
import { CUP, CUP2, OTHER_BANK, SECOND_SIGNER, SOL_CUP, SOL_USD, USD, balancesOf, count, credit, form, shownFromRows, transferSetup, type TransferCaller, type Row } from '../../test/transfers.js';

let t: TestApp;
let c: TransferCaller;
beforeAll(async () => ({ t, c } = await transferSetup([NEGOTIATOR, SIGNER, SECOND_SIGNER, OTHER_COMPANY, ADMIN])));
afterAll(() => t.close());

type List = { data: Row[]; numeroFirmas: number; total: number };
const list = async (who = NEGOTIATOR) => (await c.call<List>(who, 'transfer_request_list', { start: 0, limit: 10000 })).body;
const rowsOf = async (id: number, who = NEGOTIATOR) => (await list(who)).data.filter((r) => r.traspaso_id === id);
const save = async (body: object = form(), name = 'transfer_request_save', who = NEGOTIATOR) => {
  const res = await c.call(who, name, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data[0].traspaso_id;
};
const authorize = async (who: string, id: number, change: object = {}, opts: { pin?: string | null } = {}) => c.call(who, 'transfer_request_authorize', { ...(await c.shownOf(id)), ...change }, opts);
const entryOf = async (id: number) =>
  (await t.db.execute<{ reference: string; booking_date: string; value_date: string; narrative: string }>(sql`select reference, booking_date::text, value_date::text, narrative from journal_entries where reference = ${`FTBEL${String(id).padStart(9, '0')}`}`)).rows;

describe('a single transfer, from the negotiator’s draft to the ledger', () => {
  it('saves two credits, sends them, takes two signatures with PINs and posts one balanced entry', async () => {
    const before = await balancesOf(t, [CUP, CUP2, SOL_CUP]);
    const two = form({ creditos: [credit({ ownAccount: true, cuenta_credito: CUP2, titular: 'Importadora Caribe S.A.', importe: '2500.5', detalles: 'Fondo de caja' }), credit()] });
    const saved = await c.call(NEGOTIATOR, 'transfer_request_save', two);
    const id = saved.body.data[0].traspaso_id;
    expect(saved.body).toEqual({ data: [{ error: 1, respuesta: 'request.done.saved', traspaso_id: id, id_transaccion: `FTBEL${String(id).padStart(9, '0')}`, estado: 'Pendiente', estado_id: 1 }] });
    const rows = await rowsOf(id);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ linea: 1, creditos: 2, cuenta_credito: CUP2, importe: '2500.50', importe_total: '4000.50', estado: 'Pendiente', negociador: 'aperez', firmante: '', es_firmante: 0, firmas: 0, numero_firmas: 2, id_bloque: null });
    expect(rows[1]).toMatchObject({ linea: 2, cuenta_credito: SOL_CUP, importe: '1500.00' });

    const sent = await c.call(NEGOTIATOR, 'transfer_request_save_and_send', { ...two, traspaso_id: id });
    expect(sent.body.data[0]).toMatchObject({ respuesta: 'request.done.sent', traspaso_id: id, estado: 'Pendiente a firmar', estado_id: 2 });
    expect((await rowsOf(id, SIGNER))[0]).toMatchObject({ es_firmante: 1 });
    // The signer's inbox lists it, with its total, opening the transfers' view.
    const inbox = (await c.call<{ data: object[] }>(SIGNER, '', undefined, { path: '/requests/inbox' })).body.data;
    expect(inbox).toContainEqual(expect.objectContaining({ tipo: 'transfer', vista: 'monetary_transfer', id, cuenta: CUP, importe: '4000.50', moneda: 'CUP', firmas: 0, numero_firmas: 2 }));

    const first = await authorize(SIGNER, id);
    expect(first.body.data[0]).toMatchObject({ error: 1, respuesta: 'ACTUALIZADA FIRMA 1', firmas: 1, numero_firmas: 2, estado: 'Pendiente a firmar' });
    expect(await authorize(SIGNER, id)).toMatchObject({ status: 409, body: { message: 'request.already.signed' } });
    expect(await entryOf(id)).toEqual([]);

    const last = await authorize(SECOND_SIGNER, id);
    expect(last.body.data[0]).toMatchObject({ respuesta: 'request.done.executed', estado: 'Ejecutada', estado_id: 3, firmas: 2, numero_firmas: 2 });
    expect((await rowsOf(id))[0]).toMatchObject({ estado: 'Ejecutada', firmante: 'crodriguez*mfernandez', firmas: 2 });

    const after = await balancesOf(t, [CUP, CUP2, SOL_CUP]);
    expect(after[CUP]!.current - before[CUP]!.current).toBe(-400050n);
    expect(after[CUP2]!.current - before[CUP2]!.current).toBe(250050n);
    expect(after[SOL_CUP]!.current - before[SOL_CUP]!.current).toBe(150000n);
    expect(await entryOf(id)).toEqual([{ reference: `FTBEL${String(id).padStart(9, '0')}`, booking_date: '2026-03-11', value_date: '2026-03-11', narrative: `Pago múltiple FTBEL${String(id).padStart(9, '0')}: 2 créditos` }]);

    const told = await t.db.execute<{ username: string; code: string }>(sql`select u.username, n.code from notifications n join users u on u.id = n.user_id where n.operation = ${`FTBEL${String(id).padStart(9, '0')}`} order by n.id`);
    expect(told.rows).toEqual([
      { username: 'crodriguez', code: 'notifications.awaitingSignature' },
      { username: 'mfernandez', code: 'notifications.awaitingSignature' },
      { username: 'aperez', code: 'notifications.requestExecuted' },
      { username: 'crodriguez', code: 'notifications.requestExecuted' },
    ]);
    const ops = await t.db.execute<{ operation: string; username: string }>(sql`select operation, username from traces where description like ${`%<id>${id}</id>%`} order by id`);
    expect(ops.rows).toEqual([
      { operation: 'request.transfer.create', username: 'aperez' },
      { operation: 'request.transfer.save', username: 'aperez' },
      { operation: 'request.transfer.sendToSign', username: 'aperez' },
      { operation: 'request.transfer.sign', username: 'crodriguez' },
      { operation: 'request.transfer.sign', username: 'mfernandez' },
    ]);
    // Executed: nothing more to do, for anyone.
    expect(await c.call(NEGOTIATOR, 'transfer_request_delete', { id })).toMatchObject({ status: 409, body: { message: 'request.wrong.state' } });
  });

  it('pays another bank through the clearing account, with one signature where the company needs one', async () => {
    const clearing = '999900000000010' + '2';
    const before = await balancesOf(t, [SOL_USD, clearing]);
    const id = await save(form({ cuenta_debito: SOL_USD, creditos: [credit({ cuenta_credito: OTHER_BANK, titular: 'Proveedor Externo S.L.', importe: '100', moneda: 'USD', detalles: 'Factura 77' })] }), 'transfer_request_save_and_send', OTHER_COMPANY);
    const rows = (await c.call<List>(OTHER_COMPANY, 'transfer_request_list', { start: 0, limit: 10 })).body.data.filter((r) => r.traspaso_id === id);
    const done = await c.call(OTHER_COMPANY, 'transfer_request_authorize', shownFromRows(rows));
    expect(done.body.data[0]).toMatchObject({ respuesta: 'request.done.executed', firmas: 1, numero_firmas: 1 });
    const after = await balancesOf(t, [SOL_USD, clearing]);
    expect(after[SOL_USD]!.current - before[SOL_USD]!.current).toBe(-10000n);
    expect(after[clearing]!.current - before[clearing]!.current).toBe(10000n);
    expect((await entryOf(id))[0]).toMatchObject({ narrative: 'Factura 77' });
  });

  it('binds each signature to what the signer was shown, and an edit voids the signatures given', async () => {
    const id = await save(form(), 'transfer_request_save_and_send');
    for (const change of [{ creditos: [credit({ importe: '1500.01' })] }, { creditos: [credit({ cuenta_credito: CUP2 })] }, { fecha: '20260312' }, { creditos: [credit(), credit()] }, { idbloque: 'B1' }]) {
      expect(await authorize(SIGNER, id, change), JSON.stringify(change)).toMatchObject({ status: 409, body: { message: 'request.changed' } });
    }
    expect(await count(t, 'request_signatures', sql`request_id = ${id}`)).toBe(0);
    expect((await authorize(SIGNER, id)).body.data[0].respuesta).toBe('ACTUALIZADA FIRMA 1');
    // The negotiator changes the amount after the first signature: it is void, and the transfer is a draft again.
    const edited = await c.call(NEGOTIATOR, 'transfer_request_save_and_send', form({ traspaso_id: id, creditos: [credit({ importe: '1600' })] }));
    expect(edited.body.data[0]).toMatchObject({ estado: 'Pendiente a firmar' });
    expect((await rowsOf(id))[0]).toMatchObject({ firmante: '', firmas: 0, importe: '1600.00' });
    expect(await count(t, 'request_signatures', sql`request_id = ${id} and voided_at is not null`)).toBe(1);
    expect((await authorize(SIGNER, id)).body.data[0].respuesta).toBe('ACTUALIZADA FIRMA 1');
  });

  it('refuses the last signature when the available balance does not cover it, posting nothing', async () => {
    const { [CUP2]: before } = await balancesOf(t, [CUP2]);
    const tooMuch = (before!.available + 1n).toString();
    const id = await save(form({ cuenta_debito: CUP2, creditos: [credit({ importe: `${tooMuch.slice(0, -2)}.${tooMuch.slice(-2)}` })] }), 'transfer_request_save_and_send');
    await authorize(SIGNER, id);
    expect(await authorize(SECOND_SIGNER, id)).toMatchObject({ status: 409, body: { message: 'request.transfer.insufficientFunds' } });
    expect((await rowsOf(id))[0]).toMatchObject({ estado: 'Pendiente a firmar', firmas: 1 });
    expect(await entryOf(id)).toEqual([]);
    expect((await balancesOf(t, [CUP2]))[CUP2]).toEqual(before);
  });

  it('rejects with a reason the negotiator is told, and deletes', async () => {
    const id = await save(form(), 'transfer_request_save_and_send');
    expect(await c.call(SIGNER, 'transfer_request_reject', { id, respuesta: ' ' })).toMatchObject({ status: 400, body: { message: 'request.reason.required', field: 'respuesta' } });
    const rejected = await c.call(SIGNER, 'transfer_request_reject', { id, respuesta: 'Importe equivocado' });
    expect(rejected.body.data[0]).toMatchObject({ respuesta: 'request.done.reversed', estado: 'Rechazada', estado_id: 5 });
    expect((await rowsOf(id))[0]).toMatchObject({ estado: 'Rechazada', respuesta: 'Importe equivocado' });
    expect(await count(t, 'notifications', sql`code = 'notifications.requestRejected' and params->>'reason' = 'Importe equivocado'`)).toBe(1);
    expect((await c.call(NEGOTIATOR, 'transfer_request_delete', { id })).body.data[0]).toMatchObject({ respuesta: 'request.done.deleted', estado: 'Eliminada' });
    expect(await rowsOf(id)).toEqual([]);
    expect(await c.call(NEGOTIATOR, 'transfer_request_delete', { id })).toMatchObject({ status: 404, body: { message: 'request.not.found' } });
  });
});

describe('who may do what', () => {
  it('answers another company’s transfer as missing, everywhere', async () => {
    const id = await save(form(), 'transfer_request_save_and_send');
    for (const [name, body] of [
      ['transfer_request_delete', { id }],
      ['transfer_request_reject', { id, respuesta: 'x' }],
      ['transfer_request_save', form({ traspaso_id: id, cuenta_debito: SOL_CUP, creditos: [credit({ cuenta_credito: CUP })] })],
    ] as const) {
      expect(await c.call(OTHER_COMPANY, name, body), name).toMatchObject({ status: 404, body: { message: 'request.not.found' } });
    }
    expect(await c.call(OTHER_COMPANY, 'transfer_request_authorize', await c.shownOf(id))).toMatchObject({ status: 404, body: { message: 'request.not.found' } });
    expect(await c.call(OTHER_COMPANY, 'transfer_request_delete', { id: 987654 })).toMatchObject({ status: 404, body: { message: 'request.not.found' } });
    expect((await list(OTHER_COMPANY)).data.some((r) => r.traspaso_id === id)).toBe(false);
    // Nor may one debit another company's account.
    expect(await c.call(NEGOTIATOR, 'transfer_request_save', form({ cuenta_debito: SOL_CUP, creditos: [credit({ cuenta_credito: CUP })] }))).toMatchObject({ status: 404, body: { message: 'account.not.found' } });
  });

  it('refuses roles that may not, changing nothing', async () => {
    const before = await count(t, 'requests');
    expect(await c.call(SIGNER, 'transfer_request_save', form())).toMatchObject({ status: 403, body: { message: 'request.not.allowed' } });
    expect(await c.call(ADMIN, 'transfer_request_list', { start: 0, limit: 10 })).toMatchObject({ status: 403, body: { message: 'access.denied' } });
    expect(await c.call(ADMIN, 'transfer_request_save', form())).toMatchObject({ status: 403, body: { message: 'access.denied' } });
    const id = await save(form(), 'transfer_request_save_and_send');
    expect(await authorize(NEGOTIATOR, id)).toMatchObject({ status: 403, body: { message: 'request.not.allowed' } });
    expect(await c.call(SIGNER, 'transfer_request_delete', { id })).toMatchObject({ status: 403, body: { message: 'request.not.allowed' } });
    expect(await c.call(NEGOTIATOR, 'transfer_request_reject', { id, respuesta: 'no' })).toMatchObject({ status: 403, body: { message: 'request.not.allowed' } });
    expect(await count(t, 'requests')).toBe(before + 1);
  });
});

describe('the rules of §5 and the bank’s, as bad input', () => {
  it('refuses each with its code and field, storing nothing', async () => {
    const before = await count(t, 'requests');
    const cases: [object, string, string][] = [
      [{ fecha: '' }, 'request.transfer.dateRequired', 'fecha'],
      [{ fecha: '20260230' }, 'forms.date.invalid', 'fecha'],
      [{ fecha: '20260310' }, 'forms.date.outOfRange', 'fecha'],
      [{ fecha: '20260413' }, 'forms.date.outOfRange', 'fecha'],
      [{ fecha: '20260314' }, 'request.transfer.notWorkingDay', 'fecha'],
      [{ tipoCuenta: '' }, 'request.transfer.accountTypeRequired', 'tipoCuenta'],
      [{ cuenta_debito: '' }, 'request.transfer.debitAccountRequired', 'cuenta_debito'],
      [{ cuenta_debito: '123' }, 'querie.ac.accountInvalid', 'cuenta_debito'],
      [{ creditos: [] }, 'request.transfer.creditsRequired', 'creditos'],
      [{ creditos: Array.from({ length: 51 }, () => credit()) }, 'request.transfer.tooManyCredits', 'creditos'],
      [{ traspaso_id: -1 }, 'request.id.invalid', 'traspaso_id'],
    ];
    for (const [change, message, field] of cases) {
      expect((await c.call(NEGOTIATOR, 'transfer_request_save', form(change))).body, JSON.stringify(change).slice(0, 80)).toEqual({ statusCode: 400, message, field });
    }
    const creditCases: [object, string, string][] = [
      [{ ownAccount: undefined }, 'request.transfer.ownAccountRequired', 'ownAccount'],
      [{ cuenta_credito: '' }, 'request.transfer.creditAccountRequired', 'cuenta_credito'],
      [{ cuenta_credito: '03000020020001' }, 'request.transfer.creditAccountInvalid', 'cuenta_credito'],
      [{ cuenta_credito: '03000020020001AB' }, 'request.transfer.creditAccountInvalid', 'cuenta_credito'],
      [{ titular: ' ' }, 'request.transfer.holderRequired', 'titular'],
      [{ importe: '' }, 'request.transfer.amountRequired', 'importe'],
      [{ importe: '0' }, 'request.transfer.amountPositive', 'importe'],
      [{ importe: '-5' }, 'request.transfer.amountInvalid', 'importe'],
      [{ importe: '1.234' }, 'request.transfer.amountInvalid', 'importe'],
      [{ importe: 15 }, 'request.transfer.amountRequired', 'importe'],
      [{ moneda: '' }, 'request.transfer.currencyRequired', 'moneda'],
      [{ detalles: '' }, 'request.transfer.detailsRequired', 'detalles'],
      [{ detalles: 'x'.repeat(166) }, 'request.transfer.detailsTooLong', 'detalles'],
      // The bank's checks.
      [{ moneda: 'USD' }, 'request.transfer.currencyMismatch', 'moneda'],
      [{ cuenta_credito: USD, moneda: 'CUP' }, 'request.transfer.currencyMismatch', 'cuenta_credito'],
      [{ cuenta_credito: '0300001001009901' }, 'request.transfer.creditAccountUnknown', 'cuenta_credito'],
      [{ cuenta_credito: '9999000000000101' }, 'request.transfer.creditAccountUnknown', 'cuenta_credito'],
      [{ cuenta_credito: '0300002002000904' }, 'request.transfer.creditAccountClosed', 'cuenta_credito'],
      [{ cuenta_credito: SOL_CUP, ownAccount: true }, 'request.transfer.creditAccountNotOwn', 'cuenta_credito'],
      [{ cuenta_credito: CUP }, 'request.transfer.creditAccountSameAsDebit', 'cuenta_credito'],
    ];
    for (const [change, message, name] of creditCases) {
      const res = await c.call(NEGOTIATOR, 'transfer_request_save', form({ creditos: [credit(), credit(change)] }));
      expect(res.body, JSON.stringify(change)).toMatchObject({ statusCode: 400, message, field: 'creditos', issues: [{ field: `creditos.1.${name}`, message }] });
    }
    // Every bad credit at once, each by its place.
    const many = await c.call(NEGOTIATOR, 'transfer_request_validate', form({ creditos: [credit({ importe: '0' }), credit(), credit({ detalles: '' }), credit({ importe: 'x' })] }));
    expect(many.body.issues).toEqual([
      { field: 'creditos.0.importe', message: 'request.transfer.amountPositive' },
      { field: 'creditos.2.detalles', message: 'request.transfer.detailsRequired' },
      { field: 'creditos.3.importe', message: 'request.transfer.amountInvalid' },
    ]);
    expect(await count(t, 'requests')).toBe(before);
  });

  it('validates without storing, and gives the day range and the holders of an account', async () => {
    const before = await count(t, 'requests');
    const valid = await c.call(NEGOTIATOR, 'transfer_request_validate', form({ fecha: '20260410', creditos: [credit(), credit({ importe: '0.5' })] }));
    expect(valid.body).toEqual({ data: [{ error: 0, respuesta: 'request.transfer.valid', importe_total: '1500.50', moneda: 'CUP', creditos: 2 }] });
    expect(await count(t, 'requests')).toBe(before);
    expect((await c.call(NEGOTIATOR, 'transfer_request_get_rango_dias')).body).toEqual({ data: [30] });

    const holders = (account: string) => c.call(NEGOTIATOR, '', { account }, { path: '/bank/dataCustomerAccountXId' });
    expect((await holders(SOL_CUP)).body).toEqual({ data: [{ titular1: 'Servicios Turísticos del Sol S.A.', titular2: '' }] });
    expect(await holders(OTHER_BANK)).toMatchObject({ status: 404, body: { message: 'account.not.found' } });
    expect(await holders('9999000000000101')).toMatchObject({ status: 404, body: { message: 'account.not.found' } });
    expect(await holders('12')).toMatchObject({ status: 400, body: { message: 'querie.ac.accountInvalid', field: 'account' } });
    const traced = await t.db.execute<{ username: string; description: string }>(sql`select username, description from traces where operation = 'bank.accountHolders' order by id`);
    expect(traced.rows.map((r) => r.description)).toEqual([
      `<accountHolders><account>${SOL_CUP}</account><found>1</found></accountHolders>`,
      `<accountHolders><account>${OTHER_BANK}</account><found>0</found></accountHolders>`,
      '<accountHolders><account>9999000000000101</account><found>0</found></accountHolders>',
    ]);
    // Thirty a minute per user: it reveals names.
    const answers = await Promise.all(Array.from({ length: 30 }, () => holders(SOL_CUP)));
    expect(answers.filter((a) => a.status === 429)).toHaveLength(3);
    expect(answers.find((a) => a.status === 429)?.body).toEqual({ statusCode: 429, message: 'too.many.requests' });
    expect((await c.call(SIGNER, '', { account: SOL_CUP }, { path: '/bank/dataCustomerAccountXId' })).status).toBe(200);
  });
});
