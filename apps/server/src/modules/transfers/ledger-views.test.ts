import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app.js';
import { NEGOTIATOR, OTHER_COMPANY, SIGNER } from '../../test/client.js';
import { CUP2, SECOND_SIGNER, SOL_CUP, TODAY, credit, form, transferSetup, type TransferCaller } from '../../test/transfers.js';

let t: TestApp;
let c: TransferCaller;
beforeAll(async () => ({ t, c } = await transferSetup([NEGOTIATOR, SIGNER, SECOND_SIGNER, OTHER_COMPANY])));
afterAll(() => t.close());

type Info = { data: { CUENTA: string; CONTABLE: string; DISPONIBLE: string }[] };
type Movements = { data: { OPEN_BALANCE: string; FINAL_BALANCE: string; movements: { TRANS_REFERENCE: string; NARRATIVE: string; AMOUNT_FCY: string; VALUE_DATE: string; BOOKING_DATE: string }[] } };
const accountsCall = <T>(who: string, name: string, body: object) => c.call<T>(who, '', body, { path: `/accounts/${name}` });

describe('an executed transfer, as the account screens and statements show it', () => {
  it('moves the balances and appears in movements, the MT940 and the camt.053 of its period', async () => {
    const info = async (who: string, account: string) => (await accountsCall<Info>(who, 'getInfo', { cuentas: [account] })).body.data[0]!;
    const before = await info(NEGOTIATOR, CUP2);
    const sol = await info(OTHER_COMPANY, SOL_CUP);

    const id = (await c.call(NEGOTIATOR, 'transfer_request_save_and_send', form({ cuenta_debito: CUP2, creditos: [credit({ importe: '1234.56', detalles: 'Pago contrato Sol 2026' })] }))).body.data[0].traspaso_id;
    const shown = await c.shownOf(id);
    await c.call(SIGNER, 'transfer_request_authorize', shown);
    expect((await c.call(SECOND_SIGNER, 'transfer_request_authorize', shown)).body.data[0].respuesta).toBe('request.done.executed');
    const reference = `FTBEL${String(id).padStart(9, '0')}`;

    const minor = (d: string) => BigInt(d.replace('.', ''));
    expect(minor((await info(NEGOTIATOR, CUP2)).CONTABLE) - minor(before.CONTABLE)).toBe(-123456n);
    expect(minor((await info(NEGOTIATOR, CUP2)).DISPONIBLE) - minor(before.DISPONIBLE)).toBe(-123456n);
    expect(minor((await info(OTHER_COMPANY, SOL_CUP)).CONTABLE) - minor(sol.CONTABLE)).toBe(123456n);

    const movements = (await accountsCall<Movements>(NEGOTIATOR, 'getMovements', { cuenta: CUP2, startDate: TODAY, endDate: TODAY })).body.data;
    expect(movements.movements).toContainEqual(expect.objectContaining({ TRANS_REFERENCE: reference, NARRATIVE: 'Pago contrato Sol 2026', AMOUNT_FCY: '-1234.56', VALUE_DATE: TODAY, BOOKING_DATE: TODAY }));
    const theirs = (await accountsCall<Movements>(OTHER_COMPANY, 'getMovements', { cuenta: SOL_CUP, startDate: TODAY, endDate: TODAY })).body.data;
    expect(theirs.movements).toContainEqual(expect.objectContaining({ TRANS_REFERENCE: reference, AMOUNT_FCY: '1234.56' }));

    // The weekly statement that holds Wednesday ends on Friday; it exists from Saturday on.
    t.clock.set(new Date('2026-03-14T09:00:00Z'));
    await c.signIn(NEGOTIATOR);
    const file = async (name: string) => Buffer.from((await accountsCall<{ data: { content: string } }>(NEGOTIATOR, name, { cuenta: CUP2, date: '20260313' })).body.data.content, 'base64').toString('utf8');
    const mt940 = await file('getStatementsTXT');
    expect(mt940).toMatch(/:61:2603110311D1234,56NTRFNONREF\/\/FTBEL\d{9}/);
    expect(mt940).toContain(`NONREF//${reference}`);
    expect(mt940).toContain(':86:Pago contrato Sol 2026');
    const camt = await file('getStatementsXML');
    expect(camt).toContain(`<AcctSvcrRef>${reference}</AcctSvcrRef>`);
    expect(camt).toMatch(/<Amt Ccy="CUP">1234\.56<\/Amt>\s*<CdtDbtInd>DBIT<\/CdtDbtInd>/);
  });
});
