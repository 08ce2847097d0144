import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { testApp, type TestApp } from '../test/test-app.js';
import { balances, postEntry, type EntryInput } from './ledger.js';
import { CLOSE_MONTHS_TASK, closeMonths } from './month-close.js';

/**
 * The bank's period close (ADR 0043) on the seeded demo bank, whose "today" is 2026-03-11: every
 * month through February 2026 is closed.
 */
let t: TestApp;
let other: TestApp;
beforeAll(async () => {
  [t, other] = await Promise.all([testApp(), testApp()]);
});
afterAll(() => Promise.all([t.close(), other.close()]));

const APRIL_2 = new Date('2026-04-02T09:00:00Z');

async function usdPair(app: TestApp): Promise<[number, number]> {
  const rows = (await app.db.execute<{ id: number }>(sql`select id from ledger_accounts where currency = 'USD' order by id limit 2`)).rows;
  return [rows[0]!.id, rows[1]!.id];
}

const entry = (reference: string, day: string, [a, b]: [number, number], minor: bigint): EntryInput => ({
  bookingDate: day,
  valueDate: day,
  reference,
  narrative: 'test',
  legs: [
    { accountId: a, currency: 'USD', amountMinor: minor },
    { accountId: b, currency: 'USD', amountMinor: -minor },
  ],
});

/** Closings that differ from the full sum of the postings through the month's end, or from its count. */
async function wrongClosings(app: TestApp) {
  return (
    await app.db.execute(sql`
      select c.account_id, c.month::text, c.closing_minor::text, c.posting_count from ledger_month_closings c
       where c.closing_minor <> coalesce((select sum(amount_minor) from postings p where p.account_id = c.account_id and p.booking_date < c.month + interval '1 month'), 0)
          or c.posting_count <> (select count(*) from postings p where p.account_id = c.account_id and p.booking_date >= c.month and p.booking_date < c.month + interval '1 month')`)
  ).rows;
}

const ledgerSize = async (app: TestApp) =>
  (await app.db.execute<{ entries: number; postings: number }>(sql`select (select count(*)::int from journal_entries) as entries, (select count(*)::int from postings) as postings`)).rows[0];

async function closingsOf(app: TestApp, month: string) {
  return (await app.db.execute<{ n: number }>(sql`select count(*)::int as n from ledger_month_closings where month = ${month}`)).rows[0]!.n;
}

describe('the seeded bank', () => {
  it('has closed every month before today, each account each month, and every closing is the full sum', async () => {
    const months = (await t.db.execute<{ first: string; last: string; n: number }>(sql`select min(month)::text as first, max(month)::text as last, count(*)::int as n from ledger_closed_months`)).rows[0]!;
    expect(months.last).toBe('2026-02-01');
    // The bank's own accounts opened in 2000; the months form one unbroken run.
    expect(months.first).toBe('2000-01-01');
    expect(months.n).toBe(26 * 12 + 2);
    const accounts = (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from ledger_accounts`)).rows[0]!.n;
    expect(await closingsOf(t, '2026-02-01')).toBe(accounts);
    expect(await wrongClosings(t)).toEqual([]);
    const moved = (await t.db.execute<{ n: number }>(sql`select coalesce(sum(posting_count), 0)::int as n from ledger_month_closings where month >= '2025-03-01'`)).rows[0]!.n;
    expect(moved).toBeGreaterThan(1000);
  });
});

describe('a posting into a closed month', () => {
  it('is refused by the database with a clear error, and nothing changes', async () => {
    const pair = await usdPair(t);
    const before = { size: await ledgerSize(t), balances: await balances(t.db, pair) };
    for (const day of ['2026-02-27', '2025-06-02', '1999-12-31']) {
      const error = await postEntry(t.db, entry(`TEST-CLOSED-${day}`, day, pair, 100n)).then(
        () => null,
        (e: unknown) => e as Error & { cause?: pg.DatabaseError },
      );
      expect(error, day).not.toBeNull();
      const cause = error!.cause ?? (error as unknown as pg.DatabaseError);
      expect(cause.message).toBe(
        `ledger month ${day.slice(0, 7)} is closed: a posting booked on ${day} cannot be added (the bank has closed its months through 2026-02)`,
      );
      expect(cause.constraint).toBe('ledger_month_closed');
      expect(cause.code).toBe('23514');
    }
    expect(await ledgerSize(t)).toEqual(before.size);
    expect(await balances(t.db, pair)).toEqual(before.balances);
  });

  it('is taken in the open month, today', async () => {
    const pair = await usdPair(t);
    const before = await balances(t.db, pair);
    await postEntry(t.db, entry('TEST-OPEN-1', '2026-03-11', pair, 250n));
    const after = await balances(t.db, pair);
    expect(after.get(pair[0])!.current - before.get(pair[0])!.current).toBe(250n);
  });

  it('cannot be avoided by editing or removing a closing', async () => {
    await expect(t.db.execute(sql`update ledger_month_closings set closing_minor = closing_minor + 1 where month = '2026-02-01'`)).rejects.toThrow();
    await expect(t.db.execute(sql`delete from ledger_closed_months where month = '2026-02-01'`)).rejects.toThrow();
    expect(await wrongClosings(t)).toEqual([]);
  });
});

describe('the monthly close job', () => {
  it('closes a month once, even run twice at the same time, and then refuses postings into it', async () => {
    const pair = await usdPair(t);
    await postEntry(t.db, entry('TEST-MARCH-31', '2026-03-31', pair, 700n));
    const runs = await Promise.all([closeMonths(t.db, '2026-04-02', APRIL_2), closeMonths(t.db, '2026-04-02', APRIL_2)]);
    expect(runs.sort((a, b) => a.length - b.length)).toEqual([[], ['2026-03-01']]);
    const accounts = (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from ledger_accounts`)).rows[0]!.n;
    expect(await closingsOf(t, '2026-03-01')).toBe(accounts);
    // The bank's task, as the queue runs it on a later day of April: nothing left to close.
    t.clock.set(new Date('2026-04-20T00:30:00Z'));
    await t.app.bankJobs.runNow(CLOSE_MONTHS_TASK);
    expect(await closingsOf(t, '2026-03-01')).toBe(accounts);
    expect((await t.db.execute(sql`select month from ledger_closed_months where month > '2026-03-01'`)).rows).toEqual([]);
    expect(await wrongClosings(t)).toEqual([]);
    await expect(postEntry(t.db, entry('TEST-MARCH-LATE', '2026-03-31', pair, 1n))).rejects.toThrow();
    await postEntry(t.db, entry('TEST-APRIL-20', '2026-04-20', pair, 1n));
  });

  it('waits for a posting still being written into the month it closes, and counts it', async () => {
    const pair = await usdPair(other);
    const [a, b] = pair;
    const writer = new pg.Client({ connectionString: other.pool.options.connectionString });
    await writer.connect();
    try {
      await writer.query('begin');
      const { rows } = await writer.query<{ id: string }>(`insert into journal_entries (booking_date, value_date, reference, narrative) values ('2026-03-31', '2026-03-31', 'TEST-INFLIGHT', 'late in the day') returning id`);
      await writer.query(`insert into postings (entry_id, booking_date, account_id, amount_minor) values ($1, '2026-03-31', $2, 4200), ($1, '2026-03-31', $3, -4200)`, [rows[0]!.id, a, b]);
      const closing = closeMonths(other.db, '2026-04-02', APRIL_2);
      // The close must be waiting on the writer's lock before the writer commits.
      for (;;) {
        const waiting = await other.db.execute(sql`select 1 from pg_stat_activity where wait_event_type = 'Lock' and query like 'lock table postings%'`);
        if (waiting.rows.length > 0) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      await writer.query('commit');
      expect(await closing).toEqual(['2026-03-01']);
    } finally {
      await writer.end();
    }
    // The full sum through March, the in-flight posting included.
    expect(await wrongClosings(other)).toEqual([]);
  });
});
