import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { testApp, type TestApp } from '../test/test-app.js';
import { isWorkingDay } from '../bank/calendar.js';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const rows = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) => (await t.db.execute<T>(query)).rows;

describe('the seeded loans', () => {
  it('repay exactly what was lent, and are liquidated only when every instalment is paid', async () => {
    const loans = await rows<{ contract_number: string; status: string; principal: string; scheduled: string; unpaid: number; maturity_date: string; last_due: string }>(sql`
      select l.contract_number, l.status, l.principal_minor::text as principal, sum(i.principal_minor)::text as scheduled,
             count(*) filter (where not i.paid)::int as unpaid, l.maturity_date::text, max(i.due_date)::text as last_due
        from loans l join loan_instalments i on i.loan_id = l.id group by l.id order by l.contract_number`);
    expect(loans.map((l) => l.contract_number)).toEqual(['LD1001010001', 'LD1001010002', 'LD1001010003', 'LD1001020001', 'LD2002010001', 'LD2002010002']);
    for (const l of loans) {
      expect(l.scheduled).toBe(l.principal);
      expect(l.maturity_date).toBe(l.last_due);
      expect(l.status).toBe(l.unpaid === 0 ? 'LIQ' : 'CUR');
    }
    expect(loans.filter((l) => l.status === 'LIQ').map((l) => l.contract_number)).toEqual(['LD1001010003']);
  });

  it('go through the ledger: the disbursement credits the account, each paid instalment debits it', async () => {
    const checks = await rows<{ contract_number: string; disbursed: string | null; principal: string; paid: number; entries: number; collected: string; due: string }>(sql`
      select l.contract_number, l.principal_minor::text as principal,
             (select p.amount_minor::text from journal_entries e join postings p on p.entry_id = e.id
               where e.reference = l.contract_number and p.account_id = l.account_id and e.booking_date = l.value_date) as disbursed,
             (select count(*)::int from loan_instalments i where i.loan_id = l.id and i.paid) as paid,
             (select count(*)::int from journal_entries e where e.reference like l.contract_number || '-%') as entries,
             (select coalesce(-sum(p.amount_minor), 0)::text from journal_entries e join postings p on p.entry_id = e.id
               where e.reference like l.contract_number || '-%' and p.account_id = l.account_id) as collected,
             (select coalesce(sum(i.principal_minor + i.interest_minor + i.charges_minor), 0)::text from loan_instalments i where i.loan_id = l.id and i.paid) as due
        from loans l order by l.contract_number`);
    for (const c of checks) {
      expect(c.disbursed, c.contract_number).toBe(c.principal);
      expect(c.entries).toBe(c.paid);
      expect(c.collected).toBe(c.due);
    }
    // A paid instalment is before today; the overdue one of LD1001010001 stayed unpaid.
    const overdue = await rows<{ contract_number: string; seq: number }>(sql`
      select l.contract_number, i.seq from loan_instalments i join loans l on l.id = i.loan_id where not i.paid and i.due_date < '2026-03-11'`);
    expect(overdue).toEqual([{ contract_number: 'LD1001010001', seq: 9 }]);
    expect(await rows(sql`select 1 from loan_instalments where paid and due_date >= '2026-03-11'`)).toEqual([]);
  });

  it('never overdraw a customer account at any point of its history', async () => {
    const lowest = await rows<{ number: string; lowest: string }>(sql`
      select number, min(running)::text as lowest from (
        select a.number, sum(p.amount_minor) over (partition by a.id order by e.booking_date, e.id, p.id) as running
          from postings p join journal_entries e on e.id = p.entry_id join ledger_accounts a on a.id = p.account_id
         where a.company_id is not null) r
       group by number order by number`);
    expect(lowest).toHaveLength(6);
    for (const l of lowest) expect(BigInt(l.lowest) >= 0n, l.number).toBe(true);
  });
});

describe('the seeded rates', () => {
  it('publish the whole table of 17 currencies 1-3 times every working day of the past year', async () => {
    const closed = new Set((await rows<{ day: string }>(sql`select day::text from holidays`)).map((h) => h.day));
    const days = await rows<{ day: string; publications: number; quotes: number }>(sql`
      select (recorded_at at time zone 'UTC')::date::text as day, count(distinct recorded_at)::int as publications, count(*)::int as quotes
        from exchange_rate_history group by 1 order by 1`);
    expect(days[0]!.day).toBe('2025-03-11');
    expect(days.at(-1)!.day).toBe('2026-03-11');
    const workingDays = [];
    for (let d = new Date('2025-03-11T00:00:00Z'); d <= new Date('2026-03-11T00:00:00Z'); d.setUTCDate(d.getUTCDate() + 1)) {
      const iso = d.toISOString().slice(0, 10);
      if (isWorkingDay(iso, closed)) workingDays.push(iso);
    }
    expect(days.map((d) => d.day)).toEqual(workingDays);
    for (const d of days) {
      expect(d.publications).toBeGreaterThanOrEqual(1);
      expect(d.publications).toBeLessThanOrEqual(3);
      expect(d.quotes).toBe(17 * d.publications);
    }
  });

  it('keep buy <= sell, 5 decimals, USD/CUC at parity, and the rates in force are the latest published', async () => {
    const bad = await rows(sql`select * from exchange_rate_history where buy > sell or buy <= 0 or buy::text !~ '^\\d+\\.\\d{5}$' or sell::text !~ '^\\d+\\.\\d{5}$'`);
    expect(bad).toEqual([]);
    const parity = await rows(sql`select distinct currency, buy::text, sell::text from exchange_rate_history where currency in ('USD', 'CUC') order by 1`);
    expect(parity).toEqual([
      { currency: 'CUC', buy: '1.00000', sell: '1.00000' },
      { currency: 'USD', buy: '1.00000', sell: '1.00000' },
    ]);
    const stale = await rows(sql`
      select r.currency from exchange_rates r
        left join lateral (select h.buy, h.sell, h.recorded_at from exchange_rate_history h where h.currency = r.currency order by h.recorded_at desc limit 1) h on true
       where (r.buy, r.sell, r.updated_at) is distinct from (h.buy, h.sell, h.recorded_at)`);
    expect(stale).toEqual([]);
    expect((await rows(sql`select count(*)::int as n from exchange_rates where updated_at <= '2026-03-11T14:00:00Z'`))[0]).toEqual({ n: 17 });
  });
});

describe('the other seeded records', () => {
  it('give each company checkbooks not issued by the bank over the past year, on its own accounts', async () => {
    const counts = await rows(sql`
      select c.client_code, count(*)::int as n, min(k.requested_at) >= '2025-03-11' as in_year, max(k.requested_at) < '2026-03-11T14:00:00Z' as past
        from checkbooks_not_issued k join ledger_accounts a on a.id = k.account_id join companies c on c.id = a.company_id
       group by c.client_code order by 1`);
    expect(counts).toEqual([
      { client_code: 1001, n: 15, in_year: true, past: true },
      { client_code: 2002, n: 4, in_year: true, past: true },
    ]);
  });

  it('map CUC accounts of the unification to existing accounts of the same company', async () => {
    const changes = await rows(sql`
      select x.old_number, x.old_currency, a.number, a.holder = x.holder as same_holder
        from account_changes x join ledger_accounts a on a.id = x.new_account_id order by x.id`);
    expect(changes).toHaveLength(5);
    for (const c of changes) expect(c).toMatchObject({ old_currency: 'CUC', same_holder: true });
  });
});
