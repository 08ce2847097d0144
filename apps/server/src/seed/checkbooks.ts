import { CHECK_TYPES } from '@bel/contract';
import { addDays, isWorkingDay, previousWorkingDay } from '../bank/calendar.js';
import { checkbooksNotIssued } from '../db/schema.js';
import type { SeedContext } from './context.js';
import { demoBranches, demoCheckbooksNotIssued } from './demo-records.js';
import type { Random } from './random.js';

type State = (typeof checkbooksNotIssued.$inferInsert)['state'];

/** A moment during office hours (08:00-17:00 UTC), to the second. */
function officeMoment(day: string, random: Random): Date {
  return new Date(Date.parse(`${day}T08:00:00Z`) + random.int(0, 9 * 3600 - 1) * 1000);
}

function workingDaysAfter(day: string, n: number, closed: ReadonlySet<string>): string {
  let d = day;
  for (let left = n; left > 0; ) {
    d = addDays(d, 1);
    if (isWorkingDay(d, closed)) left--;
  }
  return d;
}

/**
 * Checkbooks the companies had printed outside the bank over the past year. Each request
 * moves on as far as time allows: approved 1-3 working days after it was made, printed
 * 3-10 later, delivered to the destination branch 2-7 after that; about one in ten is
 * rejected. Foreign-currency cheques only on foreign-currency accounts.
 */
export async function seedCheckbooksNotIssued(ctx: SeedContext, random: Random): Promise<void> {
  const rows: (typeof checkbooksNotIssued.$inferInsert)[] = [];
  const nowMs = ctx.now.getTime();
  for (const { clientCode, count } of demoCheckbooksNotIssued) {
    const accounts = ctx.accounts.get(clientCode)!;
    for (let i = 0; i < count; i++) {
      const account = random.pick(accounts);
      const types = CHECK_TYPES.filter((t) => (t === 'foreignCurrency') === (account.currency !== 'CUP'));
      // A quarter of the requests are recent, so some are still on their way.
      const day = previousWorkingDay(addDays(ctx.today, -(random.chance(0.25) ? random.int(1, 20) : random.int(21, 360))), ctx.closed);
      const requestedAt = officeMoment(day, random);
      const approvedDay = workingDaysAfter(day, random.int(1, 3), ctx.closed);
      const approvedAt = officeMoment(approvedDay, random);
      const printedDay = workingDaysAfter(approvedDay, random.int(3, 10), ctx.closed);
      const printedAt = officeMoment(printedDay, random);
      const deliveredAt = officeMoment(workingDaysAfter(printedDay, random.int(2, 7), ctx.closed), random).getTime();
      const rejected = random.chance(0.1);
      let state: State = 'requested';
      if (rejected) state = 'rejected';
      else if (deliveredAt <= nowMs) state = 'delivered';
      else if (printedAt.getTime() <= nowMs) state = 'printed';
      else if (approvedAt.getTime() <= nowMs) state = 'approved';
      const approved = state === 'approved' || state === 'printed' || state === 'delivered';
      rows.push({
        accountId: account.id,
        state,
        checkType: random.pick(types),
        requestedAt,
        approvedAt: approved ? approvedAt : null,
        printedAt: state === 'printed' || state === 'delivered' ? printedAt : null,
        branchCode: random.pick(demoBranches)[0],
        chequeras: random.int(1, 5),
        cubiertas: random.int(0, 3),
        rm: random.int(0, 2),
      });
    }
  }
  rows.sort((a, b) => a.requestedAt.getTime() - b.requestedAt.getTime());
  await ctx.tx.insert(checkbooksNotIssued).values(rows);
}
