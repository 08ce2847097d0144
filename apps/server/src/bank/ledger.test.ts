import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { testApp, type TestApp } from '../test/test-app.js';
import { journalEntries, postings } from '../db/schema.js';
import { assertBalanced, balances, postEntry, UnbalancedEntryError } from './ledger.js';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const accountIds = async (currency: string) =>
  (await t.db.execute<{ id: number }>(sql`select id from ledger_accounts where currency = ${currency} order by id limit 2`)).rows.map((r) => r.id);

describe('the double-entry ledger', () => {
  it('keeps every seeded entry balanced per currency, so all the money sums to zero', async () => {
    const unbalanced = await t.db.execute(sql`
      select p.entry_id from postings p join ledger_accounts a on a.id = p.account_id
       group by p.entry_id, a.currency having sum(p.amount_minor) <> 0`);
    expect(unbalanced.rows).toEqual([]);
    const perCurrency = await t.db.execute(sql`
      select a.currency, sum(p.amount_minor)::text as total from postings p join ledger_accounts a on a.id = p.account_id group by a.currency order by 1`);
    expect(perCurrency.rows).toEqual([
      { currency: 'CUP', total: '0' },
      { currency: 'EUR', total: '0' },
      { currency: 'USD', total: '0' },
    ]);
  });

  it('posts a balanced entry and moves both balances', async () => {
    const [a, b] = await accountIds('USD');
    const before = await balances(t.db, [a!, b!]);
    await postEntry(t.db, {
      bookingDate: '2026-03-11',
      valueDate: '2026-03-11',
      reference: 'TEST-OK-1',
      narrative: 'test',
      legs: [
        { accountId: a!, currency: 'USD', amountMinor: 12_345n },
        { accountId: b!, currency: 'USD', amountMinor: -12_345n },
      ],
    });
    const after = await balances(t.db, [a!, b!]);
    expect(after.get(a!)!.current - before.get(a!)!.current).toBe(12_345n);
    expect(after.get(b!)!.current - before.get(b!)!.current).toBe(-12_345n);
  });

  it('refuses an unbalanced entry in code', () => {
    expect(() => assertBalanced([{ accountId: 1, currency: 'USD', amountMinor: 1n }, { accountId: 2, currency: 'USD', amountMinor: -2n }])).toThrow(UnbalancedEntryError);
    expect(() => assertBalanced([{ accountId: 1, currency: 'USD', amountMinor: 1n }, { accountId: 2, currency: 'EUR', amountMinor: -1n }])).toThrow(UnbalancedEntryError);
    expect(() => assertBalanced([{ accountId: 1, currency: 'USD', amountMinor: 0n }])).toThrow(UnbalancedEntryError);
  });

  it('is guarded by the database too: an unbalanced entry rolls back whole at commit', async () => {
    const [a, b] = await accountIds('CUP');
    const count = async () => (await t.db.execute(sql`select count(*)::int as n from journal_entries`)).rows[0];
    const before = await count();
    await expect(
      t.db.transaction(async (tx) => {
        const [entry] = await tx.insert(journalEntries).values({ bookingDate: '2026-03-11', valueDate: '2026-03-11', reference: 'TEST-BAD-1', narrative: 'bad' }).returning();
        await tx.insert(postings).values([
          { entryId: entry!.id, bookingDate: entry!.bookingDate, accountId: a!, amountMinor: 100n },
          { entryId: entry!.id, bookingDate: entry!.bookingDate, accountId: b!, amountMinor: -99n },
        ]);
      }),
    ).rejects.toThrow();
    expect(await count()).toEqual(before);
  });

  it('keeps postings append-only', async () => {
    await expect(t.db.execute(sql`update postings set amount_minor = amount_minor + 1 where id = (select min(id) from postings)`)).rejects.toThrow();
    await expect(t.db.execute(sql`delete from postings where id = (select min(id) from postings)`)).rejects.toThrow();
  });
});
