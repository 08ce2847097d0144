import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { signedInApp } from '../../test/signed-in-app.js';
import { NEGOTIATOR, OTHER_COMPANY, client } from '../../test/client.js';
import { letterCalls, rows } from '../../test/credit-letters.js';

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
