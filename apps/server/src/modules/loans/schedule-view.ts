import type { InstalmentRow } from './repo.js';

/**
 * What the loan views derive from a schedule as of `today` (ISO). Nothing here is stored:
 * overdue depends on the day, and balances are sums of the instalments (ADR 0013).
 */
export const isOverdue = (row: InstalmentRow, today: string) => !row.paid && row.dueDate < today;

export interface ScheduleLine {
  row: InstalmentRow;
  amountDue: bigint;
  /** Principal still owed once this instalment is repaid. */
  outstandingAfter: bigint;
}

export function scheduleLines(principalMinor: bigint, rows: readonly InstalmentRow[]): ScheduleLine[] {
  let outstanding = principalMinor;
  return rows.map((row) => {
    outstanding -= row.principalMinor;
    return { row, amountDue: row.principalMinor + row.interestMinor + row.chargesMinor, outstandingAfter: outstanding };
  });
}

export interface DebtTotals {
  /** Interest of the whole contract. */
  interest: bigint;
  /** Principal not yet repaid (overdue instalments included). */
  principalOwed: bigint;
  /** Interest of the instalments not yet paid, overdue or to come. */
  interestOwed: bigint;
}

export function debtTotals(rows: readonly InstalmentRow[]): DebtTotals {
  const totals: DebtTotals = { interest: 0n, principalOwed: 0n, interestOwed: 0n };
  for (const row of rows) {
    totals.interest += row.interestMinor;
    if (row.paid) continue;
    totals.principalOwed += row.principalMinor;
    totals.interestOwed += row.interestMinor;
  }
  return totals;
}
