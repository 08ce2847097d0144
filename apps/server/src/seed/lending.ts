import { addDays, nextWorkingDay } from '../bank/calendar.js';
import type { EntryInput, Leg } from '../bank/ledger.js';
import { buildSchedule, type Instalment } from '../bank/loan-schedule.js';
import { creditFacilities, ledgerAccounts, loanInstalments, loans } from '../db/schema.js';
import { balanceFloor } from './balance-floor.js';
import { seededAccount, type SeedContext, type SeededAccount } from './context.js';
import { demoFacilities, type DemoLoan } from './demo-lending.js';
import { internalAccountNumber } from './numbering.js';

interface BankSide {
  portfolio: number;
  interest: number;
  fees: number;
}

interface PlannedLoan {
  loan: DemoLoan;
  account: SeededAccount;
  valueDate: string;
  schedule: (Instalment & { paid: boolean })[];
}

/** The bank's lending accounts per currency: the loan book and its two income accounts. */
async function bankSide(ctx: SeedContext, currencies: readonly string[]): Promise<Map<string, BankSide>> {
  const result = new Map<string, BankSide>();
  for (const currency of currencies) {
    const [portfolio, interest, fees] = await ctx.tx
      .insert(ledgerAccounts)
      .values(
        [
          [3, `Cartera de préstamos ${currency}`],
          [4, `Ingresos por intereses de préstamos ${currency}`],
          [5, `Ingresos por comisiones de préstamos ${currency}`],
        ].map(([series, holder]) => ({ number: internalAccountNumber(series as number, currency), holder: holder as string, currency, openedOn: '2000-01-01' })),
      )
      .returning({ id: ledgerAccounts.id });
    result.set(currency, { portfolio: portfolio!.id, interest: interest!.id, fees: fees!.id });
  }
  return result;
}

function plan(ctx: SeedContext, clientCode: number, loan: DemoLoan): PlannedLoan {
  const account = seededAccount(ctx, clientCode, loan.account);
  const valueDate = nextWorkingDay(addDays(ctx.today, -loan.daysAgo), ctx.closed);
  const rows = buildSchedule({
    principalMinor: BigInt(loan.principal) * 100n,
    annualRate: loan.rate,
    valueDate,
    instalments: loan.instalments,
    everyMonths: loan.everyMonths,
    repayment: loan.repayment,
    chargesMinor: loan.chargesMinor ?? 0n,
    closed: ctx.closed,
  });
  const due = rows.filter((r) => r.dueDate < ctx.today).length;
  const paidUpTo = due - (loan.unpaidDue ?? 0);
  return { loan, account, valueDate, schedule: rows.map((r) => ({ ...r, paid: r.seq <= paidUpTo })) };
}

/**
 * An instalment is collected only if the account can bear it from its due date on; one that
 * cannot stays unpaid, as a real one would go overdue. With the demo's balances that never
 * happens, but it keeps every customer balance positive whatever `today` is.
 */
function collectAffordable(planned: readonly PlannedLoan[], history: readonly EntryInput[]): void {
  const byAccount = new Map<number, PlannedLoan[]>();
  for (const p of planned) byAccount.set(p.account.id, [...(byAccount.get(p.account.id) ?? []), p]);
  for (const [accountId, group] of byAccount) {
    const floor = balanceFloor(history, accountId);
    // Disbursements (no row) come before collections on the same day.
    const events: { day: string; order: number; amount: bigint; row?: PlannedLoan['schedule'][number] }[] = group.flatMap((p) => [
      { day: p.valueDate, order: 0, amount: BigInt(p.loan.principal) * 100n },
      ...p.schedule.filter((r) => r.paid).map((row) => ({ day: row.dueDate, order: 1, amount: -(row.principalMinor + row.interestMinor + row.chargesMinor), row })),
    ]);
    events.sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : a.order - b.order));
    let net = 0n;
    for (const event of events) {
      if (event.row && floor(event.day) + net + event.amount < 0n) event.row.paid = false;
      else net += event.amount;
    }
  }
}

function ledgerEntries(p: PlannedLoan, bank: BankSide): EntryInput[] {
  const { loan, account } = p;
  const currency = account.currency;
  const principal = BigInt(loan.principal) * 100n;
  const leg = (accountId: number, amountMinor: bigint): Leg => ({ accountId, currency, amountMinor });
  const entries: EntryInput[] = [
    {
      bookingDate: p.valueDate,
      valueDate: p.valueDate,
      reference: loan.contract,
      narrative: `Desembolso del préstamo ${loan.contract}`,
      legs: [leg(account.id, principal), leg(bank.portfolio, -principal)],
    },
  ];
  for (const row of p.schedule.filter((r) => r.paid)) {
    const total = row.principalMinor + row.interestMinor + row.chargesMinor;
    entries.push({
      bookingDate: row.dueDate,
      valueDate: row.dueDate,
      reference: `${loan.contract}-${String(row.seq).padStart(3, '0')}`,
      narrative: `Cuota ${row.seq}/${loan.instalments} del préstamo ${loan.contract}`,
      legs: [
        leg(account.id, -total),
        leg(bank.portfolio, row.principalMinor),
        leg(bank.interest, row.interestMinor),
        leg(bank.fees, row.chargesMinor),
      ].filter((l) => l.amountMinor !== 0n),
    });
  }
  return entries;
}

/**
 * Credit facilities, their loans and schedules. Each loan is disbursed through the ledger
 * (the company's account credited, the bank's loan book debited) and each instalment paid
 * so far is collected through it (principal back to the loan book, interest and charges to
 * income). Returns the entries; the caller posts them after the history.
 */
export async function seedLending(ctx: SeedContext, history: readonly EntryInput[]): Promise<EntryInput[]> {
  const planned = demoFacilities.map((f) => ({ facility: f, loans: f.loans.map((l) => plan(ctx, f.clientCode, l)) }));
  const all = planned.flatMap((f) => f.loans);
  collectAffordable(all, history);
  const bank = await bankSide(ctx, [...new Set(all.map((p) => p.account.currency))]);
  const entries: EntryInput[] = [];
  for (const { facility, loans: group } of planned) {
    const [row] = await ctx.tx
      .insert(creditFacilities)
      .values({ contractNumber: facility.contract, companyId: ctx.companyIds.get(facility.clientCode)!, openedOn: addDays(ctx.today, -facility.daysAgo) })
      .returning({ id: creditFacilities.id });
    for (const p of group) {
      const [loan] = await ctx.tx
        .insert(loans)
        .values({
          contractNumber: p.loan.contract,
          facilityId: row!.id,
          customerName: p.account.holder,
          jointHolder: p.loan.jointHolder ?? '',
          status: p.schedule.every((r) => r.paid) ? 'LIQ' : 'CUR',
          currency: p.account.currency,
          principalMinor: BigInt(p.loan.principal) * 100n,
          interestRate: p.loan.rate,
          repayment: p.loan.repayment,
          valueDate: p.valueDate,
          maturityDate: p.schedule.at(-1)!.dueDate,
          accountId: p.account.id,
        })
        .returning({ id: loans.id });
      await ctx.tx.insert(loanInstalments).values(p.schedule.map((r) => ({ loanId: loan!.id, ...r })));
      entries.push(...ledgerEntries(p, bank.get(p.account.currency)!));
    }
  }
  return entries;
}
