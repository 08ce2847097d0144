import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { ledgerAccounts } from '../db/schema.js';
import { testApp } from '../test/test-app.js';
import { addDays } from './calendar.js';
import { balanceBefore } from './ledger-history.js';
import { balances, postEntries } from './ledger.js';
import { closeMonths } from './month-close.js';

/**
 * The balances read from month closings (ADR 0043) against the old way, the sum of every posting
 * since the beginning, on random ledgers: entries on random days over two years after the seeded
 * bank's "today" (2026-03-11), on seeded accounts and on accounts opened later, with the monthly
 * close run on random days in between. Each case on a fresh copy of the bank, since closings are
 * forever. CI runs a few cases; BEL_LEDGER_RUNS runs more.
 */
const RUNS = Number(process.env.BEL_LEDGER_RUNS ?? 8);
const FIRST_DAY = '2026-03-11';
const SPAN_DAYS = 730;
/** Two seeded USD accounts and two opened during the case. */
const ACCOUNTS = 4;

const step = fc.oneof(
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('post' as const), day: fc.nat(SPAN_DAYS), from: fc.nat(ACCOUNTS - 1), to: fc.nat(ACCOUNTS - 1), minor: fc.bigInt(1n, 10_000_000n) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('close' as const), day: fc.nat(SPAN_DAYS) }) },
);
const ledgerCase = fc.record({
  steps: fc.array(step, { minLength: 1, maxLength: 40 }),
  // Days asked about, from before the bank's first day to after the last posting.
  days: fc.array(fc.integer({ min: -10_000, max: SPAN_DAYS + 60 }), { minLength: 1, maxLength: 12 }),
});

async function fullSumBefore(db: Tx, accountId: number, day: string): Promise<bigint> {
  const rows = await db.execute<{ total: string }>(sql`select coalesce(sum(amount_minor), 0)::text as total from postings where account_id = ${accountId} and booking_date < ${day}`);
  return BigInt(rows.rows[0]!.total);
}

async function openAccount(db: Tx, n: number, day: string): Promise<number> {
  const [row] = await db
    .insert(ledgerAccounts)
    .values({ number: `77000000000000${String(n).padStart(2, '0')}`, holder: `Property ${n}`, currency: 'USD', openedOn: day })
    .returning({ id: ledgerAccounts.id });
  return row!.id;
}

describe('balances from month closings', () => {
  it('equal the full sum of postings, whatever the ledger and the day', async () => {
    let n = 0;
    await fc.assert(
      fc.asyncProperty(ledgerCase, async ({ steps, days }) => {
        const t = await testApp();
        try {
          const seeded = (await t.db.execute<{ id: number }>(sql`select id from ledger_accounts where currency = 'USD' and company_id is not null order by id limit 2`)).rows.map((r) => r.id);
          const ids: number[] = [...seeded];
          const ordered = steps.map((s, i) => ({ ...s, i })).sort((a, b) => a.day - b.day || a.i - b.i);
          for (const s of ordered) {
            const day = addDays(FIRST_DAY, s.day);
            if (s.kind === 'close') {
              await closeMonths(t.db, day, new Date(`${day}T00:30:00Z`));
              continue;
            }
            // The later accounts open on the day they are first used.
            for (const k of [s.from, s.to]) if (ids[k] === undefined) ids[k] = await openAccount(t.db, k, day);
            const [from, to] = [ids[s.from]!, ids[s.to]!];
            if (from === to) continue;
            await postEntries(t.db, [
              {
                bookingDate: day,
                valueDate: day,
                reference: `PROP-${++n}`,
                narrative: 'property',
                legs: [
                  { accountId: from, currency: 'USD', amountMinor: -s.minor },
                  { accountId: to, currency: 'USD', amountMinor: s.minor },
                ],
              },
            ]);
          }
          const accounts = ids.filter((id) => id !== undefined);
          const current = await balances(t.db, accounts);
          for (const id of accounts) {
            expect(current.get(id)!.current).toBe(await fullSumBefore(t.db, id, 'infinity'));
            // Each day and the first of its month, where one closing ends and the next month begins.
            for (const day of days.flatMap((offset) => [addDays(FIRST_DAY, offset), `${addDays(FIRST_DAY, offset).slice(0, 7)}-01`])) {
              expect(await balanceBefore(t.db, id, day), `account ${id} before ${day}`).toBe(await fullSumBefore(t.db, id, day));
            }
          }
        } finally {
          await t.close();
        }
      }),
      { numRuns: RUNS },
    );
  }, 600_000);
});
