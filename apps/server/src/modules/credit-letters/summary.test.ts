import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { signedInApp } from '../../test/signed-in-app.js';
import { NEGOTIATOR, OTHER_COMPANY, client } from '../../test/client.js';
import { CARIBE_ACCOUNTS, SOL_USD, letterCalls, rows } from '../../test/credit-letters.js';

let post: ReturnType<typeof letterCalls>;
const s = signedInApp(NEGOTIATOR);
beforeAll(async () => {
  post = letterCalls(s.api);
});

describe('credit-letter/summary', () => {
  it('answers the letter’s header, one item', async () => {
    const res = await post('summary', s.token, { reference: 'TF1001000005' });
    expect(res).toEqual({
      status: 200,
      body: {
        data: [
          {
            REFERENCIA: 'TF1001000005',
            EXPIRY_DATE: '20260301',
            TIPO_LC: 'EXP',
            ISSUE_DATE: '20251002',
            LC_AMOUNT: '120000.00',
            MONEDA: 'USD',
            APPLICANT: 'Caribbean Foods Trading Ltd., Kingston',
            LIAB_AMT: '126000.00',
            BENE: 'Importadora Caribe S.A.',
            ADV_ISS: 'Harbour Commercial Bank, Kingston',
            DESC_GOODS: 'Ron añejo embotellado, 12 000 cajas',
          },
        ],
      },
    });
    // Surrounding spaces are the form's, not the reference's.
    expect(await post('summary', s.token, { reference: ' TF1001000005 ', cuentas: [] })).toEqual(res);
    expect((await post('summary', s.token, { reference: 'TF1001000099' })).body).toEqual({ data: [] });
  });
});

describe('credit-letter/summary {cuentas, reference} (doc 1 §7)', () => {
  /** Every account the screen loads for Importadora Caribe, as it sends them when none is chosen. */
  const ALL = ['0300001001000101', '0300001001000201', CARIBE_ACCOUNTS.usd, CARIBE_ACCOUNTS.eur];
  const found = async (body: object) => (await post<{ REFERENCIA: string }>('summary', s.token, body)).body.data?.map((h) => h.REFERENCIA);

  it('finds the letter through all the loaded accounts or through the account that holds it', async () => {
    expect(await found({ cuentas: ALL, reference: 'TF1001000002' })).toEqual(['TF1001000002']);
    expect(await found({ cuentas: [CARIBE_ACCOUNTS.eur], reference: 'TF1001000002' })).toEqual(['TF1001000002']);
    expect(await found({ cuentas: [CARIBE_ACCOUNTS.usd, CARIBE_ACCOUNTS.eur], reference: 'TF1001000002' })).toEqual(['TF1001000002']);
  });

  it('narrows within the company: accounts that do not hold the letter find nothing', async () => {
    expect(await found({ cuentas: [CARIBE_ACCOUNTS.usd], reference: 'TF1001000002' })).toEqual([]);
    expect(await found({ cuentas: ['0300001001000101', '0300001001000201', CARIBE_ACCOUNTS.usd], reference: 'TF1001000002' })).toEqual([]);
  });

  it("answers another company's letter like one never issued, whatever accounts are sent", async () => {
    const foreign = await post('summary', s.token, { cuentas: ALL, reference: 'TF2002000001' });
    expect(foreign).toEqual({ status: 200, body: { data: [] } });
    expect(await post('summary', s.token, { cuentas: ALL, reference: 'TF9999000001' })).toEqual(foreign);
  });

  it("answers another company's account, or one never opened, as missing", async () => {
    const foreign = await post('summary', s.token, { cuentas: [CARIBE_ACCOUNTS.eur, SOL_USD], reference: 'TF1001000002' });
    expect(foreign).toEqual({ status: 404, body: { statusCode: 404, message: 'account.not.found' } });
    expect(await post('summary', s.token, { cuentas: [CARIBE_ACCOUNTS.eur, '0300009999000103'], reference: 'TF1001000002' })).toEqual(foreign);
    // Even when the letter is on that other company's account.
    expect(await post('summary', s.token, { cuentas: [SOL_USD], reference: 'TF2002000001' })).toEqual(foreign);
  });

  it('refuses malformed accounts with the field', async () => {
    for (const cuentas of [['123'], 'all', [CARIBE_ACCOUNTS.eur, 42], Array(501).fill(CARIBE_ACCOUNTS.eur)]) {
      expect((await post('summary', s.token, { cuentas, reference: 'TF1001000002' })).body, JSON.stringify(cuentas).slice(0, 60)).toEqual({
        statusCode: 400,
        message: 'querie.ac.accountInvalid',
        field: 'cuentas',
      });
    }
  });
});

describe('credit-letter/details', () => {
  it('answers the opening, then each drawing, with the unutilised balance after each', async () => {
    const res = await post('details', s.token, { refPECEX: 'TF1001000002' });
    expect(res.body.data).toEqual([
      { DESCRIPTION: 'ISSUE', DATE: '20250801', TIPO_LC: 'IMP', MONEDA: 'EUR', AMOUNT: '80000.00', RBAL: '80000.00', DR_NO: null },
      { DESCRIPTION: 'DRAWING', DATE: '20251009', TIPO_LC: 'IMP', MONEDA: 'EUR', AMOUNT: '-30000.00', RBAL: '50000.00', DR_NO: 1 },
      { DESCRIPTION: 'DRAWING', DATE: '20251226', TIPO_LC: 'IMP', MONEDA: 'EUR', AMOUNT: '-35000.00', RBAL: '15000.00', DR_NO: 2 },
    ]);
    const stored = await rows<{ seq: number; day: string; amount: string }>(
      s.t,
      sql`select d.seq, to_char(d.drawn_on, 'YYYYMMDD') as day, d.amount_minor::text as amount
            from lc_drawings d join letters_of_credit l on l.id = d.letter_id where l.reference = 'TF1001000002' order by d.seq`,
    );
    expect(res.body.data.slice(1).map((m) => [m.DR_NO, m.DATE, String(m.AMOUNT).replace('-', '').replace('.', '')])).toEqual(stored.map((d) => [d.seq, d.day, d.amount]));
  });

  it('answers the opening alone for a letter never drawn, and a balance of zero for one drawn in full', async () => {
    expect((await post('details', s.token, { refPECEX: 'TF1001000006' })).body.data).toEqual([
      { DESCRIPTION: 'ISSUE', DATE: '20260213', TIPO_LC: 'IMP', MONEDA: 'EUR', AMOUNT: '45000.00', RBAL: '45000.00', DR_NO: null },
    ]);
    expect((await post<{ RBAL: string }>('details', s.token, { refPECEX: 'TF1001000001' })).body.data.map((m) => m.RBAL)).toEqual(['250000.00', '150000.00', '0.00']);
  });

  it('answers the other company its own letters', async () => {
    const sol = await client(s.t.app).signIn(OTHER_COMPANY);
    expect((await post<{ RBAL: string }>('details', sol, { refPECEX: 'TF2002000002' })).body.data.map((m) => m.RBAL)).toEqual(['40000.00', '30000.00']);
  });
});
