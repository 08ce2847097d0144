import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { MovementsResult } from '@bel/contract';
import { signedInApp } from '../../test/signed-in-app.js';
import { NEGOTIATOR, OTHER_COMPANY } from '../../test/client.js';

const s = signedInApp(NEGOTIATOR);

const OWN = '0300001001000101';
const OWN_USD = '0300001001000302';
const OTHERS = '0300002002000101';
const toMinor = (d: string) => BigInt(d.replace('.', ''));
const movements = (body: object, token = s.token) => s.api.call<{ data: MovementsResult }>('POST', '/accounts/getMovements', { token, body });

/** What the ledger itself says about an account over a range (ISO days). */
async function ledger(number: string, from: string, to: string) {
  const before = await s.t.db.execute<{ total: string }>(sql`
    select coalesce(sum(p.amount_minor), 0)::text as total from postings p
      join journal_entries e on e.id = p.entry_id join ledger_accounts a on a.id = p.account_id
     where a.number = ${number} and e.booking_date < ${from}`);
  const rows = await s.t.db.execute<{ reference: string; amount: string }>(sql`
    select e.reference, p.amount_minor::text as amount from postings p
      join journal_entries e on e.id = p.entry_id join ledger_accounts a on a.id = p.account_id
     where a.number = ${number} and e.booking_date between ${from} and ${to}
     order by e.booking_date, e.id`);
  return { opening: BigInt(before.rows[0]!.total), rows: rows.rows.map((r) => ({ reference: r.reference, amount: BigInt(r.amount) })) };
}

describe('accounts/getMovements', () => {
  it('answers the range from the ledger: OPEN + movements = FINAL, with running balances and totals', async () => {
    const res = await movements({ cuenta: OWN, startDate: '20260201', endDate: '20260303' });
    expect(res.status).toBe(200);
    const r = res.body.data;
    const truth = await ledger(OWN, '2026-02-01', '2026-03-03');
    expect(r.CUENTA).toBe(OWN);
    expect(r.CURRENCY).toBe('CUP');
    expect(toMinor(r.OPEN_BALANCE)).toBe(truth.opening);
    expect(r.movements.map((m) => m.TRANS_REFERENCE)).toEqual(truth.rows.map((x) => x.reference));
    expect(r.movements.map((m) => toMinor(m.AMOUNT_FCY))).toEqual(truth.rows.map((x) => x.amount));
    expect(r.movements.length).toBeGreaterThan(10);

    let balance = toMinor(r.OPEN_BALANCE);
    for (const m of r.movements) {
      balance += toMinor(m.AMOUNT_FCY);
      expect(toMinor(m.BALANCE)).toBe(balance);
      expect(m.CURRENCY).toBe('CUP');
      expect(m.BOOKING_DATE >= '20260201' && m.BOOKING_DATE <= '20260303').toBe(true);
      expect(m.VALUE_DATE).toMatch(/^\d{8}$/);
    }
    expect(toMinor(r.FINAL_BALANCE)).toBe(balance);
    // Booking order: dates never go backwards.
    expect([...r.movements].sort((a, b) => a.BOOKING_DATE.localeCompare(b.BOOKING_DATE))).toEqual(r.movements);

    const debits = truth.rows.filter((x) => x.amount < 0n).reduce((s, x) => s - x.amount, 0n);
    const credits = truth.rows.filter((x) => x.amount > 0n).reduce((s, x) => s + x.amount, 0n);
    expect(r.TOTAL).toEqual({ DEBITS: expect.stringMatching(/^\d+\.\d{2}$/), CREDITS: expect.stringMatching(/^\d+\.\d{2}$/), COUNT: truth.rows.length });
    expect(toMinor(r.TOTAL.DEBITS)).toBe(debits);
    expect(toMinor(r.TOTAL.CREDITS)).toBe(credits);
    expect(toMinor(r.OPEN_BALANCE) - debits + credits).toBe(toMinor(r.FINAL_BALANCE));
  });

  it('ends at today and agrees with the current balance of getInfo', async () => {
    const res = await movements({ cuenta: OWN_USD, startDate: '20260301', endDate: '20260311' });
    const info = await s.api.call<{ data: { CONTABLE: string }[] }>('POST', '/accounts/getInfo', { token: s.token, body: { cuentas: [OWN_USD] } });
    expect(res.body.data.FINAL_BALANCE).toBe(info.body.data[0]!.CONTABLE);
  });

  it('answers an empty range with equal balances and zero totals', async () => {
    // 2026-03-07 and 08 are a weekend: nothing is booked.
    const r = (await movements({ cuenta: OWN, startDate: '20260307', endDate: '20260308' })).body.data;
    expect(r.movements).toEqual([]);
    expect(r.OPEN_BALANCE).toBe(r.FINAL_BALANCE);
    expect(r.TOTAL).toEqual({ DEBITS: '0.00', CREDITS: '0.00', COUNT: 0 });
  });

  it('refuses bad input with the field named', async () => {
    const cases = [
      [{ startDate: '20260201', endDate: '20260210' }, 'querie.ac.accountRequired', 'cuenta'],
      [{ cuenta: '123', startDate: '20260201', endDate: '20260210' }, 'querie.ac.accountInvalid', 'cuenta'],
      [{ cuenta: OWN, endDate: '20260210' }, 'management.traces.dateFromRequired', 'startDate'],
      [{ cuenta: OWN, startDate: '20260201' }, 'management.traces.dateToRequired', 'endDate'],
      [{ cuenta: OWN, startDate: '20260230', endDate: '20260301' }, 'forms.date.invalid', 'startDate'],
      // More than 30 days, after today, end before start.
      [{ cuenta: OWN, startDate: '20260101', endDate: '20260201' }, 'forms.date.outOfRange', 'endDate'],
      [{ cuenta: OWN, startDate: '20260301', endDate: '20260312' }, 'forms.date.outOfRange', 'endDate'],
      [{ cuenta: OWN, startDate: '20260210', endDate: '20260201' }, 'forms.date.outOfRange', 'startDate'],
    ] as const;
    for (const [body, message, field] of cases) {
      expect((await movements(body)).body, JSON.stringify(body)).toEqual({ statusCode: 400, message, field });
    }
  });

  it("answers another company's account exactly like one that does not exist", async () => {
    const foreign = await movements({ cuenta: OTHERS, startDate: '20260201', endDate: '20260210' });
    const missing = await movements({ cuenta: '0300009999000101', startDate: '20260201', endDate: '20260210' });
    expect(foreign).toEqual({ status: 404, body: { statusCode: 404, message: 'account.not.found' } });
    expect(missing).toEqual(foreign);
    const other = await s.api.signIn(OTHER_COMPANY);
    expect((await movements({ cuenta: OTHERS, startDate: '20260201', endDate: '20260210' }, other)).status).toBe(200);
  });

  it('needs a session', async () => {
    expect((await s.api.call('POST', '/accounts/getMovements', { body: { cuenta: OWN, startDate: '20260201', endDate: '20260210' } })).status).toBe(401);
  });
});
