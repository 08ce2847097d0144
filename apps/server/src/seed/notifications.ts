import { and, asc, eq, gte } from 'drizzle-orm';
import { minorToDecimal, NotificationCode, Role } from '@bel/contract';
import { addDays, apiDateTime, compact } from '../bank/calendar.js';
import { creditFacilities, ledgerAccounts, loanInstalments, loans, notifications, userRoles, users } from '../db/schema.js';
import type { SeedContext } from './context.js';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;


/** Sign-in addresses of the seeded past: the documentation range (RFC 5737), clearly not real. */
const pastAddress = (n: number) => `203.0.113.${10 + n}`;

/**
 * A few older notifications per demo user, so the bell and the home tab have something to
 * show on a fresh bank (ADR 0017): a sign-in from another address (already seen), and for
 * people who work with accounts, the last monthly statement of the company's first monthly
 * account and the company's next loan instalment (not seen yet). The administrator gets a
 * second, unseen, sign-in address instead. All relative to `now`, so the seed stays
 * deterministic for a given day.
 */
export async function seedNotifications(ctx: SeedContext): Promise<void> {
  const { tx, now } = ctx;
  const people = await tx.select({ id: users.id, companyId: users.companyId }).from(users).orderBy(asc(users.id));
  const roleRows = await tx.select().from(userRoles);
  const monthStart = `${ctx.today.slice(0, 8)}01`;
  const lastMonthEnd = addDays(monthStart, -1);
  const rows: (typeof notifications.$inferInsert)[] = [];

  for (const [index, person] of people.entries()) {
    const roles = roleRows.filter((r) => r.userId === person.id).map((r) => r.roleId);
    const signedInAt = new Date(now.getTime() - 9 * DAY_MS - 5 * HOUR_MS);
    rows.push({
      userId: person.id,
      code: NotificationCode.newAddress,
      params: { ip: pastAddress(index), at: apiDateTime(signedInAt) },
      createdAt: signedInAt,
      seenAt: new Date(signedInAt.getTime() + HOUR_MS),
    });
    if (!roles.includes(Role.negotiator) && !roles.includes(Role.signer)) {
      const at = new Date(now.getTime() - 2 * DAY_MS - 3 * HOUR_MS);
      rows.push({ userId: person.id, code: NotificationCode.newAddress, params: { ip: pastAddress(index + 50), at: apiDateTime(at) }, createdAt: at });
      continue;
    }
    const [account] = await tx
      .select({ number: ledgerAccounts.number })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.companyId, person.companyId), eq(ledgerAccounts.statementFrequency, 'M01')))
      .orderBy(asc(ledgerAccounts.number))
      .limit(1);
    if (account) {
      const at = new Date(`${monthStart}T06:00:00Z`);
      rows.push({
        userId: person.id,
        code: NotificationCode.statementReady,
        params: { account: account.number, date: compact(lastMonthEnd) },
        operation: account.number,
        createdAt: at <= now ? at : new Date(now.getTime() - HOUR_MS),
      });
    }
    const [due] = await tx
      .select({
        contract: loans.contractNumber,
        currency: loans.currency,
        dueDate: loanInstalments.dueDate,
        principal: loanInstalments.principalMinor,
        interest: loanInstalments.interestMinor,
        charges: loanInstalments.chargesMinor,
      })
      .from(loanInstalments)
      .innerJoin(loans, eq(loans.id, loanInstalments.loanId))
      .innerJoin(creditFacilities, eq(creditFacilities.id, loans.facilityId))
      .where(and(eq(creditFacilities.companyId, person.companyId), eq(loanInstalments.paid, false), gte(loanInstalments.dueDate, ctx.today)))
      .orderBy(asc(loanInstalments.dueDate), asc(loans.contractNumber))
      .limit(1);
    if (due) {
      rows.push({
        userId: person.id,
        code: NotificationCode.instalmentDue,
        params: { contract: due.contract, date: compact(due.dueDate), amount: minorToDecimal(due.principal + due.interest + due.charges, due.currency), currency: due.currency },
        operation: due.contract,
        createdAt: new Date(now.getTime() - DAY_MS + HOUR_MS),
      });
    }
  }
  await tx.insert(notifications).values(rows);
}
