import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { signedInApp } from '../../test/signed-in-app.js';
import { NEGOTIATOR, OTHER_COMPANY } from '../../test/client.js';
import { CARIBE_ACCOUNTS, YEAR, letterCalls, rows, storedLetters } from '../../test/credit-letters.js';

let post: ReturnType<typeof letterCalls>;
let sol: string;
const s = signedInApp(NEGOTIATOR);
beforeAll(async () => {
  post = letterCalls(s.api);
  sol = await s.api.signIn(OTHER_COMPANY);
});

const refs = (res: { body: { data?: { REFERENCIA?: string; REFERENCE?: string }[] } }) => res.body.data!.map((r) => r.REFERENCIA ?? r.REFERENCE);

describe('credit-letter/discrepancies', () => {
  const stored = (clientCode: number, from: string, to: string) =>
    rows(
      s.t,
      sql`select l.reference || lpad(d.seq::text, 2, '0') as "REFERENCIA", d.seq as "NEGOCIACION_NO", l.currency as "MONEDA",
                 (d.amount_minor / 100)::text || '.' || lpad((d.amount_minor % 100)::text, 2, '0') as "IMPORTE",
                 to_char(x.notified_on, 'YYYYMMDD') as "FECHA_NOTIF", a.number as "CTA_APLICANTE", x.text as "DISCREPANCIAS"
            from lc_discrepancies x join lc_drawings d on d.id = x.drawing_id join letters_of_credit l on l.id = d.letter_id
            join ledger_accounts a on a.id = l.account_id join companies c on c.id = a.company_id
           where c.client_code = ${clientCode} and x.notified_on between to_date(${from}, 'YYYYMMDD') and to_date(${to}, 'YYYYMMDD')
           order by x.notified_on, l.reference, d.seq, x.id`,
    );

  it('answers the notices notified in the range on all the company’s accounts, as stored', async () => {
    const res = await post('discrepancies', s.token, { ...YEAR });
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(7);
    expect(res.body.data).toEqual(await stored(1001, YEAR.startDate, YEAR.endDate));
    expect(res.body.data[0]).toEqual({
      REFERENCIA: 'TF100100000101',
      NEGOCIACION_NO: 1,
      MONEDA: 'USD',
      IMPORTE: '100000.00',
      FECHA_NOTIF: '20250710',
      CTA_APLICANTE: CARIBE_ACCOUNTS.usd,
      DISCREPANCIAS: 'Factura comercial sin firmar.',
    });
    // No accounts named, an empty list, and every account named answer the same.
    expect(await post('discrepancies', s.token, { ...YEAR, cuentas: [] })).toEqual(res);
    expect(await post('discrepancies', s.token, { ...YEAR, cuentas: Object.values(CARIBE_ACCOUNTS), refPECEX: '' })).toEqual(res);
    const sols = await post('discrepancies', sol, { ...YEAR, refPECEX: null });
    expect(sols.body.data).toEqual(await stored(2002, YEAR.startDate, YEAR.endDate));
    expect(refs(sols)).toEqual(['TF200200000101']);
  });

  it('narrows by account, by drawing reference and by the notification day, both ends included', async () => {
    expect(refs(await post('discrepancies', s.token, { ...YEAR, cuentas: [CARIBE_ACCOUNTS.eur] }))).toEqual(['TF100100000202', 'TF100100000202']);
    const one = await post<{ FECHA_NOTIF: string }>('discrepancies', s.token, { ...YEAR, refPECEX: 'TF100100000801' });
    expect(one.body.data.map((r) => r.FECHA_NOTIF)).toEqual(['20260220', '20260223']);
    expect((await post('discrepancies', s.token, { startDate: '20260223', endDate: '20260223', refPECEX: ' TF100100000801 ' })).body.data).toEqual([one.body.data[1]]);
    // A drawing that does not exist, and a range with no notices, answer no rows.
    expect((await post('discrepancies', s.token, { ...YEAR, refPECEX: 'TF100100000809' })).body).toEqual({ data: [] });
    expect((await post('discrepancies', s.token, { startDate: '20260224', endDate: '20260311' })).body).toEqual({ data: [] });
  });
});

describe('credit-letter/stadistics and liquiditySupport', () => {
  it('answers the letters issued in the range, oldest first, with every figure as stored', async () => {
    const res = await post<Record<string, string | null>>('stadistics', s.token, { ...YEAR });
    const stored = await storedLetters(s.t, 1001);
    expect([...refs(res)].sort()).toEqual(stored.map((l) => l.reference));
    expect(res.body.data.map((r) => r.ISSUE_DATE)).toEqual([...res.body.data.map((r) => r.ISSUE_DATE)].sort());
    expect(res.body.data.find((r) => r.REFERENCE === 'TF1001000002')).toEqual({
      REFERENCE: 'TF1001000002',
      LC_TYPE: 'IMP',
      ADVISING_BK: 'Banca Adriatica di Credito, Bari',
      LC_CURRENCY: 'EUR',
      LC_AMOUNT: '80000.00',
      LIAB_AMT: '84000.00',
      EXPIRY_DATE: '20260130',
      APPLICANT_ACC: CARIBE_ACCOUNTS.eur,
      APPLICANT: 'Importadora Caribe S.A.',
      BENEFICIARY: 'Lácteos del Adriático S.p.A., Bari',
      ISSUE_DATE: '20250801',
      CARTA_CL: 'FCEX',
      DESC_GOODS: 'Leche en polvo entera, 40 toneladas',
    });
    for (const row of res.body.data) {
      const s = stored.find((l) => l.reference === row.REFERENCE)!;
      expect([row.APPLICANT_ACC, row.LC_CURRENCY, row.ISSUE_DATE, row.EXPIRY_DATE]).toEqual([s.account, s.currency, s.issue, s.expiry]);
    }
  });

  it('filters by liquidity-support sigla and by beneficiary, ignoring case and accents', async () => {
    const body = { ...YEAR };
    expect(refs(await post('stadistics', s.token, { ...body, refPECEX: 'CLBC' }))).toEqual(['TF1001000001', 'TF1001000003', 'TF1001000008']);
    expect(refs(await post('stadistics', s.token, { ...body, beneficiario: 'LACTEOS del adriatico' }))).toEqual(['TF1001000002']);
    // On the export letter the company is the beneficiary.
    expect(refs(await post('stadistics', s.token, { ...body, beneficiario: 'caribe' }))).toEqual(['TF1001000005']);
    expect(refs(await post('stadistics', s.token, { ...body, refPECEX: 'CLBC', beneficiario: 'istmo' }))).toEqual(['TF1001000008']);
    expect(refs(await post('stadistics', s.token, { ...body, refPECEX: '', beneficiario: '  ' }))).toHaveLength(8);
    expect((await post('stadistics', s.token, { ...body, refPECEX: 'ZZZZ' })).body).toEqual({ data: [] });
    expect((await post('stadistics', s.token, { startDate: '20250311', endDate: '20250514' })).body).toEqual({ data: [] });
    expect(refs(await post('stadistics', s.token, { startDate: '20250515', endDate: '20250515' }))).toEqual(['TF1001000001']);
  });

  it('lists the liquidity-support options in the language asked', async () => {
    const es = await s.api.call('GET', '/credit-letter/liquiditySupport?language=es', { token: s.token });
    const en = await s.api.call('GET', '/credit-letter/liquiditySupport?language=en', { token: s.token });
    expect(es.body.data).toEqual([
      { sigla: 'AUTO', text: 'Autofinanciamiento en divisas' },
      { sigla: 'CLBC', text: 'Respaldo de liquidez del Banco Central' },
      { sigla: 'CRED', text: 'Crédito de proveedor' },
      { sigla: 'FCEX', text: 'Fondo de captación de exportaciones' },
    ]);
    expect(en.body.data).toEqual([
      { sigla: 'AUTO', text: 'Self-financed in foreign currency' },
      { sigla: 'CLBC', text: 'Central Bank liquidity backing' },
      { sigla: 'CRED', text: 'Supplier credit' },
      { sigla: 'FCEX', text: 'Export earnings fund' },
    ]);
    expect((await s.api.call('GET', '/credit-letter/liquiditySupport?language=fr', { token: s.token })).body).toEqual({ statusCode: 400, message: 'language.invalid', field: 'language' });
    expect((await s.api.call('GET', '/credit-letter/liquiditySupport', { token: s.token })).body).toEqual({ statusCode: 400, message: 'language.invalid', field: 'language' });
  });
});

describe('credit-letter/getCurrentByCategory', () => {
  it('answers the letters current on at least one day of the range, which may reach 30 days ahead', async () => {
    const ahead = await post<Record<string, string>>('getCurrentByCategory', s.token, { startDate: '20260311', endDate: '20260410' });
    expect(refs(ahead)).toEqual(['TF1001000003', 'TF1001000004', 'TF1001000006', 'TF1001000008']);
    expect(ahead.body.data[3]).toEqual({
      REFERENCIA: 'TF1001000008',
      CTA_ORDENANTE: CARIBE_ACCOUNTS.usd,
      NOMBRE: 'Importadora Caribe S.A.',
      MONEDA: 'USD',
      IMPORTE: '320000.00',
      TIPO_LC: 'CONFIRMED',
      NEGOC_DIFER: 'Y',
      BANCO_DESTINO: 'Banco Transístmico, Ciudad de Panamá',
      DISP_LCCY: '140000.00',
      CATEGORIA: 'CURRENT',
    });
    expect(ahead.body.data[1]).toMatchObject({ REFERENCIA: 'TF1001000004', TIPO_LC: 'UNCONFIRMED', NEGOC_DIFER: 'N', MONEDA: 'CUP', DISP_LCCY: '1500000.00' });
    // TF1001000008 expires on 2026-03-31: current until then, not after.
    expect(refs(await post('getCurrentByCategory', s.token, { startDate: '20260331', endDate: '20260331' }))).toContain('TF1001000008');
    expect(refs(await post('getCurrentByCategory', s.token, { startDate: '20260401', endDate: '20260410' }))).toEqual(['TF1001000003', 'TF1001000004', 'TF1001000006']);
  });

  it('shows each letter as it stood: current until drawn in full, cancelled or expired, with its category today', async () => {
    const july = await post<Record<string, string>>('getCurrentByCategory', s.token, { startDate: '20250701', endDate: '20250731' });
    expect(july.body.data.map((r) => [r.REFERENCIA, r.CATEGORIA, r.DISP_LCCY])).toEqual([['TF1001000001', 'UTILISED', '0.00']]);
    // Drawn in full on 2025-08-22: current the day before, not that day.
    expect(refs(await post('getCurrentByCategory', s.token, { startDate: '20250821', endDate: '20250821' }))).toEqual(['TF1001000001', 'TF1001000002']);
    expect(refs(await post('getCurrentByCategory', s.token, { startDate: '20250822', endDate: '20250822' }))).toEqual(['TF1001000002', 'TF1001000007']);
    // TF1001000007 was cancelled on 2025-10-09.
    const october = await post<Record<string, string>>('getCurrentByCategory', s.token, { startDate: '20251009', endDate: '20251009' });
    expect(refs(october)).toEqual(['TF1001000002', 'TF1001000005']);
    expect(october.body.data.map((r) => r.CATEGORIA)).toEqual(['EXPIRED', 'EXPIRED']);
    expect((await post('getCurrentByCategory', s.token, { startDate: '20250311', endDate: '20250514' })).body).toEqual({ data: [] });
    expect(refs(await post('getCurrentByCategory', sol, { startDate: '20260311', endDate: '20260410' }))).toEqual(['TF2002000001', 'TF2002000003']);
  });
});

describe('credit-letter/currentByMaturityDate', () => {
  it('answers the letters expiring in the range, soonest first, leaving out cancelled ones', async () => {
    const res = await post<Record<string, string>>('currentByMaturityDate', s.token, { ...YEAR });
    expect(res.body.data).toEqual([
      { REFERENCIA: 'TF1001000001', CUENTA: CARIBE_ACCOUNTS.usd, MONEDA: 'USD', SALDO_INICIAL: '250000.00', SALDO_FINAL: '0.00', VENCE: '20250912', TIPO_LC: 'IMP' },
      { REFERENCIA: 'TF1001000002', CUENTA: CARIBE_ACCOUNTS.eur, MONEDA: 'EUR', SALDO_INICIAL: '80000.00', SALDO_FINAL: '15000.00', VENCE: '20260130', TIPO_LC: 'IMP' },
      { REFERENCIA: 'TF1001000005', CUENTA: CARIBE_ACCOUNTS.usd, MONEDA: 'USD', SALDO_INICIAL: '120000.00', SALDO_FINAL: '15000.00', VENCE: '20260301', TIPO_LC: 'EXP' },
    ]);
    const stored = await storedLetters(s.t, 1001);
    const expected = stored.filter((l) => !l.cancelled && l.expiry >= YEAR.startDate && l.expiry <= YEAR.endDate);
    expect(refs(res)).toEqual(expected.map((l) => l.reference));
    expect((await post('currentByMaturityDate', s.token, { startDate: '20260302', endDate: '20260311' })).body).toEqual({ data: [] });
    expect(refs(await post('currentByMaturityDate', s.token, { startDate: '20260301', endDate: '20260301', cuentas: [CARIBE_ACCOUNTS.usd] }))).toEqual(['TF1001000005']);
    expect((await post('currentByMaturityDate', s.token, { ...YEAR, cuentas: [CARIBE_ACCOUNTS.cupMain] })).body).toEqual({ data: [] });
    expect(refs(await post('currentByMaturityDate', sol, { ...YEAR }))).toEqual(['TF2002000002']);
  });
});

describe('credit-letter/paymentObligations and paymentObligationsACDP', () => {
  const stored = (clientCode: number, from: string, to: string, deferredOnly: boolean) =>
    rows<{ reference: string; due: string; amount: string; form: string }>(
      s.t,
      sql`select l.reference, to_char(o.due_date, 'YYYYMMDD') as due, o.amount_minor::text as amount, l.payment_form as form
            from lc_payment_obligations o join lc_drawings d on d.id = o.drawing_id join letters_of_credit l on l.id = d.letter_id
            join ledger_accounts a on a.id = l.account_id join companies c on c.id = a.company_id
           where c.client_code = ${clientCode} and o.due_date between to_date(${from}, 'YYYYMMDD') and to_date(${to}, 'YYYYMMDD')
             and (not ${deferredOnly} or l.payment_form <> 'SIGHT')
           order by o.due_date, l.reference, d.seq, o.seq`,
    );

  it('answers every obligation due in the range, sight payments included, as stored', async () => {
    const res = await post<Record<string, string>>('paymentObligations', s.token, { ...YEAR });
    const expected = await stored(1001, YEAR.startDate, YEAR.endDate, false);
    expect(res.body.data.map((r) => [r.REFERENCIA, r.VENCE, r.IMPORTE!.replace('.', ''), r.FORMA_PAGO])).toEqual(expected.map((o) => [o.reference, o.due, o.amount, o.form]));
    expect(res.body.data).toHaveLength(6);
    expect(res.body.data[0]).toEqual({ REFERENCIA: 'TF1001000001', CUENTA: CARIBE_ACCOUNTS.usd, MONEDA: 'USD', IMPORTE: '100000.00', VENCE: '20250714', TIPO_LC: 'IMP', FORMA_PAGO: 'SIGHT' });
    expect((await post('paymentObligations', s.token, { startDate: '20260220', endDate: '20260311' })).body).toEqual({ data: [] });
  });

  it('answers the acceptances and deferred payments with their draft, payee and beneficiary', async () => {
    const res = await post<Record<string, string>>('paymentObligationsACDP', s.token, { ...YEAR });
    expect(res.body.data).toEqual([
      {
        REFERENCIA: 'TF1001000002',
        CUENTA: CARIBE_ACCOUNTS.eur,
        PAGAREN: 'TF100100000201-1',
        MONEDA: 'EUR',
        IMPORTE: '30000.00',
        VENCE: '20260107',
        ORDEN: 'Banca Adriatica di Credito, Bari',
        BENEF: 'Lácteos del Adriático S.p.A., Bari',
        TIPO_LC: 'IMP',
        FORMA_PAGO: 'ACCEPTANCE',
      },
      {
        REFERENCIA: 'TF1001000003',
        CUENTA: CARIBE_ACCOUNTS.usd,
        PAGAREN: 'TF100100000301-1',
        MONEDA: 'USD',
        IMPORTE: '100000.00',
        VENCE: '20260219',
        ORDEN: 'Agroinsumos del Pacífico S.A., Lima',
        BENEF: 'Agroinsumos del Pacífico S.A., Lima',
        TIPO_LC: 'IMP',
        FORMA_PAGO: 'DEFERRED',
      },
    ]);
    expect(res.body.data.map((r) => [r.REFERENCIA, r.VENCE])).toEqual((await stored(1001, YEAR.startDate, YEAR.endDate, true)).map((o) => [o.reference, o.due]));
    expect((await post('paymentObligationsACDP', s.token, { ...YEAR, cuentas: [CARIBE_ACCOUNTS.cupMain] })).body).toEqual({ data: [] });
    expect(refs(await post('paymentObligationsACDP', sol, { ...YEAR }))).toEqual(['TF2002000001']);
  });
});
