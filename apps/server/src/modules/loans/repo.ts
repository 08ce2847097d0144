import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { creditFacilities, loanInstalments, loans } from '../../db/schema.js';

const loanColumns = {
  id: loans.id,
  contractNumber: loans.contractNumber,
  customerName: loans.customerName,
  jointHolder: loans.jointHolder,
  status: loans.status,
  currency: loans.currency,
  principalMinor: loans.principalMinor,
  interestRate: loans.interestRate,
  valueDate: loans.valueDate,
  maturityDate: loans.maturityDate,
};
export type LoanRow = Awaited<ReturnType<typeof companyLoan>>[number];

/**
 * Every query joins the facility and filters by the caller's company, so another company's
 * contract is simply never found.
 */
function loansWhere(tx: Tx, companyId: number, where: SQL) {
  return tx
    .select(loanColumns)
    .from(loans)
    .innerJoin(creditFacilities, eq(creditFacilities.id, loans.facilityId))
    .where(and(eq(creditFacilities.companyId, companyId), where));
}

export async function facilityLoans(tx: Tx, companyId: number, facilityContract: string) {
  return loansWhere(tx, companyId, eq(creditFacilities.contractNumber, facilityContract)).orderBy(asc(loans.contractNumber));
}

export async function companyLoan(tx: Tx, companyId: number, loanContract: string) {
  return loansWhere(tx, companyId, eq(loans.contractNumber, loanContract));
}

export async function instalments(tx: Tx, loanIds: readonly number[]) {
  if (loanIds.length === 0) return [];
  return tx
    .select({
      loanId: loanInstalments.loanId,
      seq: loanInstalments.seq,
      dueDate: loanInstalments.dueDate,
      principalMinor: loanInstalments.principalMinor,
      interestMinor: loanInstalments.interestMinor,
      chargesMinor: loanInstalments.chargesMinor,
      paid: loanInstalments.paid,
    })
    .from(loanInstalments)
    .where(inArray(loanInstalments.loanId, [...loanIds]))
    .orderBy(asc(loanInstalments.loanId), asc(loanInstalments.seq));
}
export type InstalmentRow = Awaited<ReturnType<typeof instalments>>[number];
