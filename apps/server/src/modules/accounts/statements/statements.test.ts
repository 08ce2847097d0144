import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { StatementRow } from '@bel/contract';
import { signedInApp } from '../../../test/signed-in-app.js';
import { NEGOTIATOR, OTHER_COMPANY } from '../../../test/client.js';

const s = signedInApp(NEGOTIATOR);

// Frequencies in the seed: M01, WEE, TWM, M01; the other company's second account is M03.
const OWN = ['0300001001000101', '0300001001000201', '0300001001000302', '0300001001000403'];
const OTHERS = ['0300002002000101', '0300002002000202'];
const toMinor = (d: string) => BigInt(d.replace('.', ''));
const list = (body: object, token = s.token) => s.api.call<{ data: StatementRow[] }>('POST', '/accounts/getStatements', { token, body });
const iso = (ymd: string) => `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6)}`;

async function ledgerAt(number: string, through: string) {
  const r = await s.t.db.execute<{ total: string }>(sql`
    select coalesce(sum(p.amount_minor), 0)::text as total from postings p
      join journal_entries e on e.id = p.entry_id join ledger_accounts a on a.id = p.account_id
     where a.number = ${number} and e.booking_date <= ${through}`);
  return BigInt(r.rows[0]!.total);
}

describe('accounts/getStatements', () => {
  it("lists each account's period ends in the range, numbered from the opening, with closing balances from the ledger", async () => {
    const res = await list({ cuentas: OWN, startDate: '20260101', endDate: '20260311' });
    expect(res.status).toBe(200);
    const rows = res.body.data;
    const dates = (cuenta: string) => rows.filter((r) => r.cuenta === cuenta).map((r) => r.fecha);
    // Monthly: last working days of January (31st is a Saturday) and February (28th too).
    expect(dates(OWN[0]!)).toEqual(['20260130', '20260227']);
    // Weekly: Fridays; the week of 9 March ends on Friday 13, after the last closed day (10 March).
    expect(dates(OWN[1]!)).toEqual(['20260109', '20260116', '20260123', '20260130', '20260206', '20260213', '20260220', '20260227', '20260306']);
    // Fortnightly: 15 January is a Thursday; 15 February a Sunday, so Friday 13.
    expect(dates(OWN[2]!)).toEqual(['20260115', '20260130', '20260213', '20260227']);

    const jan = rows.find((r) => r.cuenta === OWN[0] && r.fecha === '20260130')!;
    // Opened 2025-03-11: March 2025 is statement 1, so January 2026 is the 11th.
    expect(jan).toMatchObject({ num_estadocuenta: 11, frecuencia: 'M01', num_frecuencia: 1, si_no_movimiento: 'Y' });
    expect(rows.find((r) => r.cuenta === OWN[1])).toMatchObject({ frecuencia: 'WEE', num_frecuencia: 7 });
    expect(rows.find((r) => r.cuenta === OWN[2])).toMatchObject({ frecuencia: 'TWM', num_frecuencia: 15 });

    for (const r of rows) expect(toMinor(r.balance_cierre), `${r.cuenta} ${r.fecha}`).toBe(await ledgerAt(r.cuenta, iso(r.fecha)));
    for (const cuenta of OWN) {
      const numbers = rows.filter((r) => r.cuenta === cuenta).map((r) => r.num_estadocuenta);
      expect(numbers).toEqual(numbers.map((_, i) => numbers[0]! + i));
    }
    // Grouped by account, in account order.
    expect(rows.map((r) => r.cuenta)).toEqual([...rows.map((r) => r.cuenta)].sort());
  });

  it('refuses bad input with the field named', async () => {
    const cases = [
      [{ cuentas: [], startDate: '20260101', endDate: '20260201' }, 'querie.ac.accountRequired', 'cuentas'],
      [{ cuentas: OWN, endDate: '20260201' }, 'management.traces.dateFromRequired', 'startDate'],
      [{ cuentas: OWN, startDate: '20260101', endDate: '20260312' }, 'forms.date.outOfRange', 'endDate'],
      [{ cuentas: OWN, startDate: '20260201', endDate: '20260101' }, 'forms.date.outOfRange', 'startDate'],
    ] as const;
    for (const [body, message, field] of cases) expect((await list(body)).body, JSON.stringify(body)).toEqual({ statusCode: 400, message, field });
  });

  it("answers another company's account exactly like one that does not exist", async () => {
    const foreign = await list({ cuentas: [OWN[0], OTHERS[0]], startDate: '20260101', endDate: '20260201' });
    const missing = await list({ cuentas: [OWN[0], '0300009999000101'], startDate: '20260101', endDate: '20260201' });
    expect(foreign).toEqual({ status: 404, body: { statusCode: 404, message: 'account.not.found' } });
    expect(missing).toEqual(foreign);
    // The other company sees its own quarterly account; 31 December is a holiday, so the 30th.
    const other = await s.api.signIn(OTHER_COMPANY);
    const own = await list({ cuentas: [OTHERS[1]], startDate: '20250101', endDate: '20260310' }, other);
    expect(own.body.data.map((r) => [r.fecha, r.frecuencia, r.num_frecuencia, r.num_estadocuenta])).toEqual([
      ['20250331', 'M03', 3, 1],
      ['20250630', 'M03', 3, 2],
      ['20250930', 'M03', 3, 3],
      ['20251230', 'M03', 3, 4],
    ]);
  });

  it("issues daily (BSN) statements on working days, flagging a day without movements with 'N'", async () => {
    // No seeded account is daily; make one so for this test (the file has its own database).
    await s.t.db.execute(sql`update ledger_accounts set statement_frequency = 'BSN' where number = ${OWN[3]!}`);
    try {
      const rows = (await list({ cuentas: [OWN[3]!], startDate: '20260201', endDate: '20260311' })).body.data;
      // 20 working days in February, 7 in March through the 10th; today (the 11th) is still open.
      expect(rows).toHaveLength(27);
      expect(rows.every((r) => r.frecuencia === 'BSN' && r.num_frecuencia === 1)).toBe(true);
      expect(rows.at(-1)!.fecha).toBe('20260310');
      const quiet = rows.filter((r) => r.si_no_movimiento === 'N');
      expect(quiet.length).toBeGreaterThan(0);
      for (const r of rows.slice(1)) {
        const before = rows[rows.indexOf(r) - 1]!;
        expect(r.num_estadocuenta).toBe(before.num_estadocuenta + 1);
        if (r.si_no_movimiento === 'N') expect(r.balance_cierre).toBe(before.balance_cierre);
        expect(toMinor(r.balance_cierre)).toBe(await ledgerAt(OWN[3]!, iso(r.fecha)));
      }
    } finally {
      await s.t.db.execute(sql`update ledger_accounts set statement_frequency = 'M01' where number = ${OWN[3]!}`);
    }
  });
});
