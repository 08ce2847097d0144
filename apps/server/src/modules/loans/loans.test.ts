import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { signedInApp } from '../../test/signed-in-app.js';
import { NEGOTIATOR, OTHER_COMPANY } from '../../test/client.js';
import { TEST_NOW } from '../../test/constants.js';

let sol: string;
const s = signedInApp(NEGOTIATOR);
beforeAll(async () => {
  sol = await s.api.signIn(OTHER_COMPANY);
});

type Debt = { ID_LD: string; PRINCIPAL: string; INTEREST_AMT: string; TOTAL_PRINC: string; TOTAL_INT: string } & Record<string, string>;
type Line = { DATE: string; OVERDUE: 'Y' | 'N'; AMT_DUE: string; PRINCIPAL: string; INTEREST: string; CHARGES: string; OUTSTANDING_BAL: string };

/** Every seeded loan is in a two-decimal currency: "1234.56" -> 123456n. */
const minor = (d: string) => {
  expect(d).toMatch(/^\d+\.\d{2}$/);
  return BigInt(d.replace('.', ''));
};
const sum = (values: string[]) => values.reduce((s, v) => s + minor(v), 0n);
const post = <T>(path: string, token: string, body: unknown) => s.api.call<{ data: T[] }>('POST', `/loans/${path}`, { token, body });

const dbSchedule = async (contract: string) =>
  (
    await s.t.db.execute<{ due: string; principal: string; interest: string; charges: string; paid: boolean }>(sql`
      select to_char(i.due_date, 'YYYYMMDD') as due, i.principal_minor::text as principal, i.interest_minor::text as interest,
             i.charges_minor::text as charges, i.paid
        from loan_instalments i join loans l on l.id = i.loan_id where l.contract_number = ${contract} order by i.seq`)
  ).rows;

describe('loans/amortization', () => {
  it('answers the schedule as stored: principal sums to the loan, the balance ends at exactly zero', async () => {
    for (const [token, contract] of [[s.token, 'LD1001010001'], [s.token, 'LD1001010002'], [s.token, 'LD1001010003'], [s.token, 'LD1001020001'], [sol, 'LD2002010001'], [sol, 'LD2002010002']] as const) {
      const res = await post<Line>('amortization', token, { contractNumber: contract });
      const header = (await post<{ AMOUNT: string }>('details', token, { contractNumber: contract })).body.data[0]!;
      const lines = res.body.data;
      const stored = await dbSchedule(contract);
      expect(lines.map((l) => [l.DATE, minor(l.PRINCIPAL), minor(l.INTEREST), minor(l.CHARGES)])).toEqual(
        stored.map((s) => [s.due, BigInt(s.principal), BigInt(s.interest), BigInt(s.charges)]),
      );
      expect(sum(lines.map((l) => l.PRINCIPAL))).toBe(minor(header.AMOUNT));
      let outstanding = minor(header.AMOUNT);
      for (const l of lines) {
        expect(minor(l.AMT_DUE)).toBe(minor(l.PRINCIPAL) + minor(l.INTEREST) + minor(l.CHARGES));
        outstanding -= minor(l.PRINCIPAL);
        expect(minor(l.OUTSTANDING_BAL)).toBe(outstanding);
      }
      expect(lines.at(-1)!.OUTSTANDING_BAL, contract).toBe('0.00');
    }
  });

  it('marks as overdue the unpaid instalments due before today, and only those', async () => {
    const lines = (await post<Line>('amortization', s.token, { contractNumber: 'LD1001010001' })).body.data;
    expect(lines).toHaveLength(36);
    expect(lines.filter((l) => l.OVERDUE === 'Y').map((l) => l.DATE)).toEqual(['20260216']);
    expect(lines[0]).toEqual({ DATE: '20250616', OVERDUE: 'N', AMT_DUE: '94702.61', PRINCIPAL: '72035.94', INTEREST: '22666.67', CHARGES: '0.00', OUTSTANDING_BAL: '2927964.06' });
    // An instalment due today is not overdue yet (LD2002010002's first, 2026-03-11).
    const first = (await post<Line>('amortization', sol, { contractNumber: 'LD2002010002' })).body.data[0];
    expect(first).toMatchObject({ DATE: '20260311', OVERDUE: 'N' });
  });

  it("answers another company's contract exactly like one that does not exist", async () => {
    const foreign = await post('amortization', sol, { contractNumber: 'LD1001010001' });
    const missing = await post('amortization', sol, { contractNumber: 'LD9999999999' });
    expect(foreign).toEqual({ status: 200, body: { data: [] } });
    expect(missing).toEqual(foreign);
  });
});

describe('loans/details', () => {
  it('answers the contract header', async () => {
    const header = async (contract: string) => (await post('details', s.token, { contractNumber: contract })).body.data;
    expect(await header('LD1001010001')).toEqual([
      { ID: 'LD1001010001', CUST_NAME: 'Importadora Caribe S.A.', JOINT_HOLDER: '', LD_STATUS: 'CUR', VALUE_DATE: '20250515', CURRENT_RATE: '8.5000', OD_STATUS: 'PD', MATURITY_DATE: '20280515', CCY: 'CUP', AMOUNT: '3000000.00' },
    ]);
    expect(await header('LD1001020001')).toMatchObject([{ JOINT_HOLDER: 'Inversiones Habana Sur S.A.', LD_STATUS: 'CUR', OD_STATUS: 'NO', CCY: 'EUR', AMOUNT: '90000.00', CURRENT_RATE: '4.7500' }]);
    expect(await header('LD1001010003')).toMatchObject([{ LD_STATUS: 'LIQ', OD_STATUS: 'NO', MATURITY_DATE: '20251015' }]);
  });

  it("answers another company's contract exactly like one that does not exist", async () => {
    const foreign = await post('details', s.token, { contractNumber: 'LD2002010001' });
    expect(foreign).toEqual({ status: 200, body: { data: [] } });
    expect(await post('details', s.token, { contractNumber: 'LD0000000000' })).toEqual(foreign);
  });
});

describe('loans/totalDebt', () => {
  it('lists the loans of the facility, with totals that agree with their schedules', async () => {
    const res = await post<Debt>('totalDebt', s.token, { contractNumber: '1001-01' });
    expect(res.body.data.map((r) => r.ID_LD)).toEqual(['LD1001010001', 'LD1001010002', 'LD1001010003']);
    expect(res.body.data[0]).toMatchObject({ FIN_MAT_DATE: '20280515', CUSTOMER: 'Importadora Caribe S.A.', VALUE_DATE: '20250515', CURRENCY: 'CUP', PRINCIPAL: '3000000.00', INTEREST_RATE: '8.5000' });
    for (const row of res.body.data) {
      const stored = await dbSchedule(row.ID_LD);
      const unpaid = stored.filter((s) => !s.paid);
      const lines = (await post<Line>('amortization', s.token, { contractNumber: row.ID_LD })).body.data;
      expect(minor(row.INTEREST_AMT)).toBe(sum(lines.map((l) => l.INTEREST)));
      expect(minor(row.TOTAL_PRINC)).toBe(unpaid.reduce((s, u) => s + BigInt(u.principal), 0n));
      expect(minor(row.TOTAL_INT)).toBe(unpaid.reduce((s, u) => s + BigInt(u.interest), 0n));
      // What is still owed is the balance after the last instalment paid.
      const paid = stored.length - unpaid.length;
      expect(row.TOTAL_PRINC).toBe(paid === 0 ? row.PRINCIPAL : lines[paid - 1]!.OUTSTANDING_BAL);
    }
    // LD1001010001 has one overdue instalment: it is still owed. LD1001010003 is repaid.
    expect(res.body.data[2]).toMatchObject({ TOTAL_PRINC: '0.00', TOTAL_INT: '0.00' });
    const euro = await post<Debt>('totalDebt', s.token, { contractNumber: '1001-02' });
    expect(euro.body.data.map((r) => [r.ID_LD, r.CURRENCY])).toEqual([['LD1001020001', 'EUR']]);
    expect((await post<Debt>('totalDebt', sol, { contractNumber: '2002-01' })).body.data.map((r) => r.ID_LD)).toEqual(['LD2002010001', 'LD2002010002']);
  });

  it("answers another company's facility exactly like one that does not exist", async () => {
    const foreign = await post('totalDebt', s.token, { contractNumber: '2002-01' });
    expect(foreign).toEqual({ status: 200, body: { data: [] } });
    expect(await post('totalDebt', s.token, { contractNumber: '1001-99' })).toEqual(foreign);
  });
});

describe('loan input', () => {
  it('refuses missing and malformed contract numbers with the spec codes', async () => {
    const cases = [
      ['totalDebt', {}, 'querie.ln.noContractRequired'],
      ['totalDebt', { contractNumber: '' }, 'querie.ln.noContractRequired'],
      ['totalDebt', { contractNumber: '1001-1' }, 'querie.ln.wrongFormatNoContractTD'],
      ['totalDebt', { contractNumber: 'LD1001010001' }, 'querie.ln.wrongFormatNoContractTD'],
      ['details', {}, 'querie.ln.noContractRequired'],
      ['details', { contractNumber: '1001-01' }, 'querie.ln.wrongFormatNoContractLD'],
      ['amortization', { contractNumber: 'LD123' }, 'querie.ln.wrongFormatNoContractLD'],
      ['amortization', { contractNumber: 'ld1001010001' }, 'querie.ln.wrongFormatNoContractLD'],
    ] as const;
    for (const [path, body, message] of cases) {
      expect((await post(path, s.token, body)).body, `${path} ${JSON.stringify(body)}`).toEqual({ statusCode: 400, message, field: 'contractNumber' });
    }
  });

  it('needs a session', async () => {
    expect((await s.api.call('POST', '/loans/totalDebt', { body: { contractNumber: '1001-01' } })).status).toBe(401);
  });
});

// Last in the file: moving the clock a day ends every session opened before.
describe('as days pass', () => {
  it('an unpaid instalment becomes overdue the day after its due date, and the header follows', async () => {
    s.t.clock.set(new Date(TEST_NOW.getTime() + 86_400_000));
    const token = await s.api.signIn(OTHER_COMPANY);
    const lines = (await post<Line>('amortization', token, { contractNumber: 'LD2002010002' })).body.data;
    expect(lines[0]).toMatchObject({ DATE: '20260311', OVERDUE: 'Y' });
    expect(lines.slice(1).every((l) => l.OVERDUE === 'N')).toBe(true);
    expect((await post('details', token, { contractNumber: 'LD2002010002' })).body.data[0]).toMatchObject({ OD_STATUS: 'PD' });
  });
});
