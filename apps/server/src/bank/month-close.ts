import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.js';

/** The bank task that closes the ledger's months (ADR 0043). */
export const CLOSE_MONTHS_TASK = 'ledger.closeMonths';
/** Daily, early: a missed day closes on the next, and the month just ended closes on its first night. */
export const CLOSE_MONTHS_CRON = '30 0 * * *';

/** The first day of the month `iso` (YYYY-MM-DD) falls in. */
export const monthOf = (iso: string) => `${iso.slice(0, 7)}-01`;

/**
 * The bank's period close: every month that ended before `today`'s month and is not closed yet
 * becomes closed, and each account gets its balance at the month's end and its count of postings
 * in the month. One transaction; idempotent, so the queue may run it twice, or two instances at
 * once: the lock makes closers take turns (the second finds nothing left to close) and waits for
 * every posting already being written, so none lands in a month after its closing was summed; the
 * trigger refuses the later ones. Returns the months closed now (first days, oldest first).
 */
export async function closeMonths(db: Tx, today: string, closedAt: Date): Promise<string[]> {
  return db.transaction(async (t) => {
    await t.execute(sql`lock table postings in share row exclusive mode`);
    const last = (await t.execute<{ last: string }>(sql`select (date_trunc('month', ${today}::date) - interval '1 month')::date::text as last`)).rows[0]!.last;
    // The first month to close: the one after the latest closed, or where the ledger begins.
    const first = (await t.execute<{ first: string | null }>(sql`
      select coalesce(
        (select (max(month) + interval '1 month')::date from ledger_closed_months),
        date_trunc('month', least((select min(opened_on) from ledger_accounts), (select min(booking_date) from postings)))::date
      )::text as first`)).rows[0]!.first;
    if (!first || first > last) return [];
    const months = (await t.execute<{ month: string }>(sql`
      insert into ledger_closed_months (month, closed_at)
      select m::date, ${closedAt} from generate_series(${first}::date, ${last}::date, interval '1 month') m
      returning month::text`)).rows.map((r) => r.month);
    // Each account's closing runs on from its closing of the month before `first` (none for an
    // account opened since: then its first month takes every posting before it too).
    await t.execute(sql`
      insert into ledger_month_closings (account_id, month, closing_minor, posting_count)
      select a.id, m.month,
             coalesce(base.closing_minor, 0) + sum(coalesce(t.total, 0)) over (partition by a.id order by m.month),
             coalesce(t.n, 0)
        from ledger_accounts a
        cross join (select g::date as month from generate_series(${first}::date, ${last}::date, interval '1 month') g) m
        left join ledger_month_closings base on base.account_id = a.id and base.month = (${first}::date - interval '1 month')::date
        left join lateral (
          select sum(p.amount_minor) as total, count(*) filter (where p.booking_date >= m.month)::int as n
            from postings p
           where p.account_id = a.id
             and p.booking_date < (m.month + interval '1 month')::date
             and p.booking_date >= case when m.month = ${first}::date and base.month is null then '-infinity'::date else m.month end
        ) t on true`);
    return months.sort();
  });
}
