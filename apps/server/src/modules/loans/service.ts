import { minorToDecimal } from '@bel/contract';
import type { Deps } from '../../deps.js';
import { compact, isoDay } from '../../bank/calendar.js';
import type { SessionContext } from '../../core/session/session-context.js';
import { companyLoan, facilityLoans, instalments } from './repo.js';
import { debtTotals, isOverdue, scheduleLines } from './schedule-view.js';

/** Contracts of another company answer `{ data: [] }`, exactly like contracts that do not exist. */
export function createLoanService({ db, clock }: Deps) {
  const today = () => isoDay(clock.now());

  async function loanWithSchedule(session: SessionContext, contract: string) {
    const [loan] = await companyLoan(db, session.companyId, contract);
    return loan ? { loan, rows: await instalments(db, [loan.id]) } : undefined;
  }

  return {
    /** One row per loan drawn under the credit facility. */
    async totalDebt(session: SessionContext, facility: string) {
      const found = await facilityLoans(db, session.companyId, facility);
      const all = await instalments(db, found.map((l) => l.id));
      return {
        data: found.map((loan) => {
          const money = (minor: bigint) => minorToDecimal(minor, loan.currency);
          const totals = debtTotals(all.filter((r) => r.loanId === loan.id));
          return {
            FIN_MAT_DATE: compact(loan.maturityDate),
            ID_LD: loan.contractNumber,
            CUSTOMER: loan.customerName,
            VALUE_DATE: compact(loan.valueDate),
            CURRENCY: loan.currency,
            PRINCIPAL: money(loan.principalMinor),
            INTEREST_RATE: loan.interestRate,
            INTEREST_AMT: money(totals.interest),
            TOTAL_PRINC: money(totals.principalOwed),
            TOTAL_INT: money(totals.interestOwed),
          };
        }),
      };
    },

    async details(session: SessionContext, contract: string) {
      const found = await loanWithSchedule(session, contract);
      if (!found) return { data: [] };
      const { loan, rows } = found;
      const day = today();
      return {
        data: [
          {
            ID: loan.contractNumber,
            CUST_NAME: loan.customerName,
            JOINT_HOLDER: loan.jointHolder,
            LD_STATUS: loan.status,
            VALUE_DATE: compact(loan.valueDate),
            CURRENT_RATE: loan.interestRate,
            OD_STATUS: rows.some((r) => isOverdue(r, day)) ? ('PD' as const) : ('NO' as const),
            MATURITY_DATE: compact(loan.maturityDate),
            CCY: loan.currency,
            AMOUNT: minorToDecimal(loan.principalMinor, loan.currency),
          },
        ],
      };
    },

    async amortization(session: SessionContext, contract: string) {
      const found = await loanWithSchedule(session, contract);
      if (!found) return { data: [] };
      const { loan, rows } = found;
      const day = today();
      const money = (minor: bigint) => minorToDecimal(minor, loan.currency);
      return {
        data: scheduleLines(loan.principalMinor, rows).map(({ row, amountDue, outstandingAfter }) => ({
          DATE: compact(row.dueDate),
          OVERDUE: isOverdue(row, day) ? ('Y' as const) : ('N' as const),
          AMT_DUE: money(amountDue),
          PRINCIPAL: money(row.principalMinor),
          INTEREST: money(row.interestMinor),
          CHARGES: money(row.chargesMinor),
          OUTSTANDING_BAL: money(outstandingAfter),
        })),
      };
    },
  };
}
