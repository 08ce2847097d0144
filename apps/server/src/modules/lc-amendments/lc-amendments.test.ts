import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ADMIN, NEGOTIATOR, OTHER_COMPANY, SIGNER } from '../../test/client.js';
import { SECOND_SIGNER, amendmentApp, plusDays, type Letter } from '../../test/lc-amendments.js';

let a: Awaited<ReturnType<typeof amendmentApp>>;
/** Import letters current on the test day: each test takes its own, so their amendments never meet. */
let walk: Letter;
let rules: Letter;
let edits: Letter;
beforeAll(async () => {
  a = await amendmentApp();
  walk = await a.letter('TF1001000003');
  rules = await a.letter('TF1001000006');
  edits = await a.letter('TF1001000008');
});
afterAll(() => a.t.close());

describe('credit-letter/amendment/getData', () => {
  it('answers an import letter current today as VALID, with its summary', async () => {
    expect(walk).toMatchObject({ LC_NUMBER: 'TF1001000003', LC_TYPE: 'IMP', LC_CURRENCY: 'USD', LC_AMOUNT: '500000.00', BENEFICIARY: 'Agroinsumos del Pacífico S.A., Lima', VALID: true });
    expect(walk.ISSUE_DATE < walk.LATEST_SHIPMENT! && walk.LATEST_SHIPMENT! < walk.EXPIRY_DATE).toBe(true);
    expect((await a.call(NEGOTIATOR, 'getData', { reference: 'TF1001000003', cuentas: [walk.APPLICANT_ACC] })).body.data).toEqual([walk]);
  });

  it('answers VALID false for a letter that may not be amended here: export, standby, expired or cancelled', async () => {
    const exported = await a.letter('TF1001000005');
    expect(exported).toMatchObject({ LC_TYPE: 'EXP', VALID: false });
    expect(await a.letter('TF1001000004')).toMatchObject({ LC_TYPE: 'SBY', LATEST_SHIPMENT: null, VALID: false });
    expect(await a.letter('TF1001000002')).toMatchObject({ LC_TYPE: 'IMP', VALID: false });
    expect(await a.letter('TF1001000007')).toMatchObject({ LC_TYPE: 'IMP', VALID: false });
  });

  it('answers nothing for an unknown letter, another company’s, or one on none of the accounts named', async () => {
    for (const reference of ['TF1001000099', 'TF2002000001']) expect((await a.call(NEGOTIATOR, 'getData', { reference })).body).toEqual({ data: [] });
    const other = (await a.letter('TF1001000006')).APPLICANT_ACC;
    expect(other).not.toBe(walk.APPLICANT_ACC);
    expect((await a.call(NEGOTIATOR, 'getData', { reference: 'TF1001000003', cuentas: [other] })).body).toEqual({ data: [] });
    expect((await a.call(OTHER_COMPANY, 'getData', { reference: 'TF1001000003' })).body).toEqual({ data: [] });
    expect(await a.call(NEGOTIATOR, 'getData', { reference: 'TF1001000003', cuentas: ['0300002002000202'] })).toEqual({ status: 404, body: { statusCode: 404, message: 'account.not.found' } });
    expect((await a.call(NEGOTIATOR, 'getData', { reference: 'TF10010' })).body).toEqual({ statusCode: 400, message: 'request.lc.incorrectRef', field: 'reference' });
  });
});

describe('an amendment from draft to the bank', () => {
  it('validates, saves, sends, collects two signatures and leaves it processing; notices, audit and traces on the way', async () => {
    const body = a.bodyFor(walk, { partyCharged: 'OTHR' });
    expect((await a.call(NEGOTIATOR, 'validate', body)).body).toEqual({ data: [{ error: 1, respuesta: 'request.lc.valid' }] });
    expect(await a.count('requests', sql`type = 'lcAmendment'`)).toBe(0);
    const id = await a.create(body);
    expect(await a.rowOf(id)).toMatchObject({
      referencia: 'TF1001000003',
      cuenta: walk.APPLICANT_ACC,
      estado: 1,
      nombre_estado: 'Pendiente',
      negociador: 1,
      firmante: 0,
      p_negociador: 'aperez',
      p_firmante: '',
      numero_firmas: 2,
      fichero_swift: null,
      respuesta: null,
      latestShipment: body.latestShipment,
      expiryDate: body.expiryDate,
      partyCharged: 'OTHR',
    });
    // Changes to a pending one, then save-and-send in one call.
    const later = { ...body, enmiendaId: id, latestShipment: plusDays(body.latestShipment, 2), expiryDate: plusDays(body.expiryDate, 30) };
    expect((await a.call(NEGOTIATOR, 'saveAndSendToSign', later)).body).toEqual({ data: [{ error: 1, enmienda_id: id, respuesta: 'request.done.sent' }] });
    expect(await a.rowOf(id, SIGNER)).toMatchObject({ estado: 2, nombre_estado: 'Pendiente a firmar', negociador: 0, firmante: 1, autorizador: 1, latestShipment: later.latestShipment });
    const waiting = await a.t.db.execute<{ username: string }>(
      sql`select u.username from notifications n join users u on u.id = n.user_id where n.code = 'notifications.awaitingSignature' and n.operation = 'TF1001000003' order by u.username`,
    );
    expect(waiting.rows.map((r) => r.username)).toEqual(['crodriguez', 'mfernandez']);
    // Status 2 is read-only for the negotiator.
    expect((await a.call(NEGOTIATOR, 'save', later)).body).toEqual({ statusCode: 409, message: 'request.wrong.state' });

    expect((await a.call(SIGNER, 'sign', later)).body).toEqual({ data: [{ error: 1, respuesta: 'request.done.signed' }] });
    expect((await a.call(SIGNER, 'sign', later)).body).toEqual({ statusCode: 409, message: 'request.already.signed' });
    const audit = (await a.call<{ data: object[] }>(NEGOTIATOR, 'getDataPending', { reference: 'TF1001000003' })).body.data;
    expect(audit).toEqual([{ ENMIENDA_ID: id, NEGOCIADOR: ['aperez'], FECHA_REGISTRO: ['20260311'], FIRMANTE: ['crodriguez'], FECHA_FIRMA: ['20260311'], NO_SIGNA_NEEDED: 2 }]);
    // Ours: the audit of one amendment of the letter; an amendment of another letter is none.
    expect((await a.call<{ data: object[] }>(NEGOTIATOR, 'getDataPending', { reference: 'TF1001000003', enmiendaId: id })).body.data).toEqual(audit);
    expect((await a.call(NEGOTIATOR, 'getDataPending', { reference: 'TF1001000006', enmiendaId: id })).body).toEqual({ data: [] });
    expect((await a.call(NEGOTIATOR, 'getDataPending', { reference: 'TF1001000003', enmiendaId: 0 })).body).toEqual({ statusCode: 400, message: 'request.id.invalid', field: 'enmiendaId' });
    // A signer signs what they were shown.
    expect((await a.call(SECOND_SIGNER, 'sign', { ...later, expiryDate: plusDays(later.expiryDate, 1) })).body).toEqual({ statusCode: 409, message: 'request.changed' });
    expect((await a.call(SECOND_SIGNER, 'sign', later)).body).toEqual({ data: [{ error: 1, respuesta: 'request.done.executed' }] });
    expect(await a.rowOf(id)).toMatchObject({ estado: 3, nombre_estado: 'Procesando', p_firmante: 'crodriguez*mfernandez' });
    expect(await a.count('notifications', sql`code = 'notifications.requestExecuted' and user_id = (select id from users where username = 'aperez')`)).toBe(1);
    const ops = await a.t.db.execute<{ operation: string; username: string }>(sql`select operation, username from traces where operation like 'request.lcAmendment.%' order by id`);
    expect(ops.rows).toEqual([
      { operation: 'request.lcAmendment.create', username: 'aperez' },
      { operation: 'request.lcAmendment.save', username: 'aperez' },
      { operation: 'request.lcAmendment.sendToSign', username: 'aperez' },
      { operation: 'request.lcAmendment.sign', username: 'crodriguez' },
      { operation: 'request.lcAmendment.sign', username: 'mfernandez' },
    ]);
    // Processing: nobody may act on it, and the letter may not have another amendment yet.
    expect((await a.call(SECOND_SIGNER, 'reverse', { ...later, cancelarLc: 'tarde', firmante: [] })).body).toEqual({ statusCode: 409, message: 'request.wrong.state' });
    expect((await a.call(NEGOTIATOR, 'save', body)).body).toEqual({ statusCode: 409, message: 'request.lc.amendmentOpen.3', field: 'lcNumber' });
  });
});

describe('the new-amendment rule (spec §4)', () => {
  it('refuses a new amendment while the latest is pending or waiting for signatures, naming its state, and allows one once it is finished', async () => {
    const body = a.bodyFor(rules);
    const first = await a.create(body);
    expect(await a.call(NEGOTIATOR, 'save', body)).toEqual({ status: 409, body: { statusCode: 409, message: 'request.lc.amendmentOpen.1', field: 'lcNumber' } });
    expect((await a.call(NEGOTIATOR, 'validate', body)).body).toEqual({ statusCode: 409, message: 'request.lc.amendmentOpen.1', field: 'lcNumber' });
    expect((await a.call(NEGOTIATOR, 'saveAndSendToSign', { ...body, enmiendaId: first })).status).toBe(200);
    expect((await a.call(NEGOTIATOR, 'saveAndSendToSign', body)).body).toEqual({ statusCode: 409, message: 'request.lc.amendmentOpen.2', field: 'lcNumber' });
    // A signer rejects it (5): a new one may start.
    expect((await a.call(SIGNER, 'reverse', { ...body, enmiendaId: first, cancelarLc: ' ' })).body).toEqual({ statusCode: 400, message: 'request.reason.required', field: 'cancelarLc' });
    expect((await a.call(SIGNER, 'reverse', { ...body, enmiendaId: first, firmante: [], cancelarLc: 'La fecha de embarque no es la acordada' })).body).toEqual({
      data: [{ error: true, respuesta: 'request.done.reversed' }],
    });
    expect(await a.rowOf(first)).toMatchObject({ estado: 5, nombre_estado: 'Rechazada', respuesta: 'La fecha de embarque no es la acordada' });
    const second = await a.create(body, true);
    expect(await a.rowOf(second)).toMatchObject({ estado: 2 });
    // The negotiator deletes it with a reason while nobody has signed (6): still listed, with its reason.
    expect((await a.call(NEGOTIATOR, 'cancel', { lcNumber: rules.LC_NUMBER, enmiendaId: second, usuario: ['aperez'], cancelarLc: 'Se negoció otra fecha' })).body).toEqual({
      data: [{ error: true, respuesta: 'request.done.cancelled' }],
    });
    expect(await a.rowOf(second)).toMatchObject({ estado: 6, nombre_estado: 'Eliminada', respuesta: 'Se negoció otra fecha' });
    const third = await a.create(body);
    expect(third).toBeGreaterThan(second);
    // Deleting after a signature is refused.
    await a.call(NEGOTIATOR, 'saveAndSendToSign', { ...body, enmiendaId: third });
    await a.call(SIGNER, 'sign', { ...body, enmiendaId: third });
    expect((await a.call(NEGOTIATOR, 'cancel', { lcNumber: rules.LC_NUMBER, enmiendaId: third, cancelarLc: 'x' })).body).toEqual({ statusCode: 409, message: 'request.has.signatures' });
  });

  it('lets two racing new amendments of one letter make one', async () => {
    const body = a.bodyFor(edits);
    const answers = await Promise.all(Array.from({ length: 6 }, () => a.call(NEGOTIATOR, 'save', body)));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 409).map((r) => r.body.message)).toEqual(Array(5).fill('request.lc.amendmentOpen.1'));
    const id = answers.find((r) => r.status === 200)!.body.data[0].enmienda_id!;
    await a.call(NEGOTIATOR, 'cancel', { lcNumber: edits.LC_NUMBER, enmiendaId: id, cancelarLc: 'Prueba' });
  });
});

describe('refusals', () => {
  it('refuses each bad field with its code, storing nothing', async () => {
    const before = await a.count('requests');
    const body = a.bodyFor(edits);
    const cases: [object, string, string][] = [
      [{ lcNumber: 'TF123' }, 'request.lc.incorrectRef', 'lcNumber'],
      [{ lcNumber: '' }, 'request.lc.incorrectRef', 'lcNumber'],
      [{ latestShipment: '' }, 'management.traces.dateFromRequired', 'latestShipment'],
      [{ latestShipment: '20260231' }, 'forms.date.invalid', 'latestShipment'],
      [{ expiryDate: '' }, 'request.lc.expiryRequired', 'expiryDate'],
      [{ expiryDate: '2026-06-01' }, 'forms.date.invalid', 'expiryDate'],
      [{ latestShipment: plusDays(edits.LATEST_SHIPMENT!, -1), expiryDate: plusDays(edits.EXPIRY_DATE, 30) }, 'forms.date.outOfRange', 'latestShipment'],
      [{ expiryDate: plusDays(body.latestShipment, 20) }, 'request.lc.expiryTooSoon', 'expiryDate'],
      [{ latestShipment: edits.LATEST_SHIPMENT, expiryDate: edits.EXPIRY_DATE }, 'request.lc.nothingChanged', 'latestShipment'],
      [{ partyCharged: 'XXX' }, 'request.lc.partyChargedRequired', 'partyCharged'],
      [{ partyCharged: undefined }, 'request.lc.partyChargedRequired', 'partyCharged'],
      [{ enmiendaType: 'MONTO' }, 'request.lc.typeInvalid', 'enmiendaType'],
      [{ applicantAcc: walk.APPLICANT_ACC === edits.APPLICANT_ACC ? rules.APPLICANT_ACC : walk.APPLICANT_ACC }, 'request.lc.accountMismatch', 'applicantAcc'],
      [{ applicantAcc: '12' }, 'querie.ac.accountInvalid', 'applicantAcc'],
      [{ enmiendaId: -1 }, 'request.id.invalid', 'enmiendaId'],
    ];
    for (const [change, message, field] of cases) {
      for (const path of ['validate', 'save', 'saveAndSendToSign']) {
        expect((await a.call(NEGOTIATOR, path, { ...body, ...change })).body, `${path} ${JSON.stringify(change)}`).toEqual({ statusCode: 400, message, field });
      }
    }
    expect(await a.count('requests')).toBe(before);
  });

  it('refuses letters that may not be amended, and answers another company’s letter and amendments as missing', async () => {
    const exported = await a.letter('TF1001000005');
    const onExport = { ...a.bodyFor(walk), lcNumber: exported.LC_NUMBER, applicantAcc: exported.APPLICANT_ACC };
    expect((await a.call(NEGOTIATOR, 'save', onExport)).body).toEqual({ statusCode: 409, message: 'request.lc.notAmendable', field: 'lcNumber' });
    const theirs = await a.letter('TF2002000001', OTHER_COMPANY);
    expect(theirs.VALID).toBe(true);
    const onTheirs = a.bodyFor(theirs);
    expect(await a.call(NEGOTIATOR, 'save', onTheirs)).toEqual({ status: 404, body: { statusCode: 404, message: 'request.lc.notFound', field: 'lcNumber' } });
    expect((await a.call(NEGOTIATOR, 'save', { ...onTheirs, lcNumber: 'TF1001000099' })).body).toEqual({ statusCode: 404, message: 'request.lc.notFound', field: 'lcNumber' });

    // Jorge's own amendment works; Ana cannot see, sign or delete it, and he cannot reach hers.
    const jorge = (await a.call(OTHER_COMPANY, 'saveAndSendToSign', onTheirs)).body.data[0].enmienda_id!;
    const ana = await a.create(a.bodyFor(edits));
    expect((await a.list()).some((r) => r.enmienda_id === jorge)).toBe(false);
    expect((await a.list(OTHER_COMPANY)).map((r) => r.enmienda_id)).toEqual([jorge]);
    expect((await a.call(SIGNER, 'sign', { ...onTheirs, enmiendaId: jorge })).body).toEqual({ statusCode: 404, message: 'request.not.found' });
    expect((await a.call(OTHER_COMPANY, 'cancel', { lcNumber: edits.LC_NUMBER, enmiendaId: ana, cancelarLc: 'x' })).body).toEqual({ statusCode: 404, message: 'request.not.found' });
    expect((await a.call(OTHER_COMPANY, 'save', { ...a.bodyFor(edits), enmiendaId: ana })).body).toEqual({ statusCode: 404, message: 'request.not.found' });
    expect((await a.call(OTHER_COMPANY, 'getDataPending', { reference: edits.LC_NUMBER })).body).toEqual({ data: [] });
    expect((await a.call(OTHER_COMPANY, 'getDataPending', { reference: edits.LC_NUMBER, enmiendaId: ana })).body).toEqual({ data: [] });
    expect((await a.call(OTHER_COMPANY, 'getSwift', { enmiendaId: ana })).body).toEqual({ statusCode: 404, message: 'request.not.found' });
    // An amendment stays with its letter.
    expect((await a.call(NEGOTIATOR, 'save', { ...a.bodyFor(rules), enmiendaId: ana })).body).toEqual({ statusCode: 404, message: 'request.not.found' });
    expect((await a.call(NEGOTIATOR, 'getSwift', { enmiendaId: ana })).body).toEqual({ statusCode: 409, message: 'request.wrong.state' });
    await a.call(NEGOTIATOR, 'cancel', { lcNumber: edits.LC_NUMBER, enmiendaId: ana, cancelarLc: 'Prueba' });
  });

  it('refuses roles that may not act', async () => {
    const body = a.bodyFor(edits);
    for (const path of ['validate', 'save', 'saveAndSendToSign']) expect((await a.call(SIGNER, path, body)).body, path).toEqual({ statusCode: 403, message: 'request.not.allowed' });
    const id = await a.create(body, true);
    expect((await a.call(NEGOTIATOR, 'sign', { ...body, enmiendaId: id })).body).toEqual({ statusCode: 403, message: 'request.not.allowed' });
    expect((await a.call(SIGNER, 'cancel', { lcNumber: edits.LC_NUMBER, enmiendaId: id, cancelarLc: 'x' })).body).toEqual({ statusCode: 403, message: 'request.not.allowed' });
    for (const path of ['getAll', 'getData', 'getDataPending', 'save', 'sign', 'getSwift']) {
      expect((await a.call(ADMIN, path, { roles: ['21'], reference: edits.LC_NUMBER, ...body, enmiendaId: id })).body, path).toEqual({ statusCode: 403, message: 'access.denied' });
    }
    expect((await a.call(NEGOTIATOR, 'getAll', { roles: ['22'] })).body).toEqual({ data: [] });
    await a.call(SIGNER, 'reverse', { ...body, enmiendaId: id, cancelarLc: 'Prueba' });
  });

  it('makes one amendment of a save sent twice with one Idempotency-Key', async () => {
    const body = a.bodyFor(edits);
    const headers = { 'idempotency-key': 'lc-amendment-0001' };
    const [first, again] = await Promise.all([a.call(NEGOTIATOR, 'save', body, headers), a.call(NEGOTIATOR, 'save', body, headers)]);
    expect(first.status, JSON.stringify([first, again])).toBe(200);
    expect(again.body).toEqual(first.body);
    expect((await a.list()).filter((r) => r.referencia === edits.LC_NUMBER && r.estado === 1)).toHaveLength(1);
  });
});
