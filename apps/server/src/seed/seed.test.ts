import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { testApp, type TestApp } from '../test/test-app.js';
import { TEST_NOW } from '../test/constants.js';
import { accountNumber, isSeeded, seedDemoBank } from './seed.js';
import { DEMO_BANK_EDITION, seededEdition, staleEditionNotice } from './edition.js';

let seeded: TestApp;
beforeAll(async () => {
  seeded = await testApp();
});
afterAll(() => seeded.close());

const fingerprint = async (t: TestApp) =>
  (
    await t.db.execute(sql`
      select a.number, count(p.id)::int as postings, coalesce(sum(p.amount_minor), 0)::text as balance,
             md5(string_agg(e.reference || e.narrative || p.amount_minor, ',' order by p.id)) as digest
        from ledger_accounts a left join postings p on p.account_id = a.id left join journal_entries e on e.id = p.entry_id
       group by a.number order by a.number`)
  ).rows;

/** The bank's other records, one digest per table. */
const recordsFingerprint = async (t: TestApp) =>
  (
    await t.db.execute(sql`
      select (select md5(string_agg(l::text, ',' order by l.id)) from loans l) as loans,
             (select md5(string_agg(i::text, ',' order by i.loan_id, i.seq)) from loan_instalments i) as instalments,
             (select md5(string_agg(f::text, ',' order by f.id)) from credit_facilities f) as facilities,
             (select md5(string_agg(c::text, ',' order by c.id)) from checkbooks_not_issued c) as checkbooks,
             (select md5(string_agg(a::text, ',' order by a.id)) from account_changes a) as changes,
             (select md5(string_agg(h::text, ',' order by h.id)) from exchange_rate_history h) as rate_history,
             (select md5(string_agg(r::text, ',' order by r.currency)) from exchange_rates r) as rates,
             (select md5(string_agg(l::text, ',' order by l.id)) from letters_of_credit l) as letters,
             (select md5(string_agg(d::text, ',' order by d.id)) from lc_drawings d) as drawings,
             (select md5(string_agg(x::text, ',' order by x.id)) from lc_discrepancies x) as discrepancies,
             (select md5(string_agg(o::text, ',' order by o.id)) from lc_payment_obligations o) as obligations,
             (select md5(string_agg(s::text, ',' order by s.sigla)) from lc_liquidity_support s) as liquidity_support`)
  ).rows;

describe('the demo seeder', () => {
  it('builds exactly the same bank from the same seed', async () => {
    const fresh = await testApp();
    // Every table of the app, so a table added later is emptied (and compared) too; but the
    // audit trail, which the seeder does not write and the database refuses to empty.
    const tables = (await fresh.db.execute<{ name: string }>(sql`select quote_ident(tablename) as name from pg_tables where schemaname = 'public' and tablename <> 'traces'`)).rows;
    await fresh.db.execute(sql.raw(`truncate ${tables.map((t) => t.name).join(', ')} restart identity cascade`));
    expect(await isSeeded(fresh.db)).toBe(false);
    await seedDemoBank(fresh.db, TEST_NOW);
    expect(await fingerprint(fresh)).toEqual(await fingerprint(seeded));
    expect(await recordsFingerprint(fresh)).toEqual(await recordsFingerprint(seeded));
    await fresh.close();
  });

  it('gives every customer account a year of movements and a positive balance', async () => {
    const rows = (await seeded.db.execute<{ number: string; first: string; last: string; n: number; balance: string }>(sql`
      select a.number, min(e.booking_date)::text as first, max(e.booking_date)::text as last, count(*)::int as n, sum(p.amount_minor)::text as balance
        from ledger_accounts a join postings p on p.account_id = a.id join journal_entries e on e.id = p.entry_id
       where a.company_id is not null group by a.number order by a.number`)).rows;
    expect(rows).toHaveLength(6);
    for (const r of rows) {
      expect(r.first).toBe('2025-03-11');
      expect(r.last >= '2026-03-06').toBe(true);
      expect(r.n).toBeGreaterThan(200);
      expect(BigInt(r.balance) > 0n).toBe(true);
      expect(r.number).toMatch(/^\d{16}$/);
    }
  });

  it('records its edition, and a bank from another edition (or from before editions) is reported with how to rebuild it', async () => {
    expect(await seededEdition(seeded.db)).toBe(DEMO_BANK_EDITION);
    expect(staleEditionNotice(DEMO_BANK_EDITION, '/srv/bel/.data/pg')).toBeNull();
    const fresh = await testApp();
    await fresh.db.execute(sql`delete from demo_bank`);
    const edition = await seededEdition(fresh.db);
    await fresh.close();
    expect(edition).toBeNull();
    expect(staleEditionNotice(edition, '/srv/bel/.data/pg')).toMatch(/built by an earlier version of BEL.*delete \/srv\/bel\/\.data\/pg and start it again/);
    expect(staleEditionNotice(DEMO_BANK_EDITION + 1, undefined)).toMatch(new RegExp(`built by edition ${DEMO_BANK_EDITION + 1}, not edition ${DEMO_BANK_EDITION}.*point DATABASE_URL at an empty database`));
  });

  it('numbers accounts with 16 digits', () => {
    expect(accountNumber(1001, 1, 'CUP')).toBe('0300001001000101');
    expect(accountNumber(2002, 12, 'EUR')).toBe('0300002002001203');
  });
});
