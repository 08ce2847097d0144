import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { ymd } from './dates.js';
import { currencyCode, decimalAmount } from './money.js';
import { reference } from './query-rules.js';
import { View } from './views.js';

/** Credit-facility contract of the total-debt query: NNNN-NN. */
export const debtContract = reference(/^\d{4}-\d{2}$/, 'querie.ln.noContractRequired', 'querie.ln.wrongFormatNoContractTD');
/** A loan (drawdown) contract: LD followed by 10 digits. */
export const loanContract = reference(/^LD\d{10}$/, 'querie.ln.noContractRequired', 'querie.ln.wrongFormatNoContractLD');

/** Interest rates are exact decimals, percent per year ("7.2500"). */
export const rate = z.string().regex(/^\d+(\.\d+)?$/);

export const debtRow = z.object({
  FIN_MAT_DATE: ymd,
  ID_LD: z.string(),
  CUSTOMER: z.string(),
  VALUE_DATE: ymd,
  CURRENCY: currencyCode,
  PRINCIPAL: decimalAmount,
  INTEREST_RATE: rate,
  /** Interest of the whole contract, as scheduled (ADR 0013). */
  INTEREST_AMT: decimalAmount,
  /** Principal not yet repaid (overdue included) and the interest of the unpaid instalments. */
  TOTAL_PRINC: decimalAmount,
  TOTAL_INT: decimalAmount,
});

export const loanHeader = z.object({
  ID: z.string(),
  CUST_NAME: z.string(),
  JOINT_HOLDER: z.string(),
  /** CUR current, LIQ liquidated. */
  LD_STATUS: z.enum(['CUR', 'LIQ']),
  VALUE_DATE: ymd,
  CURRENT_RATE: rate,
  /** NO nothing overdue, PD past due. */
  OD_STATUS: z.enum(['NO', 'PD']),
  MATURITY_DATE: ymd,
  CCY: currencyCode,
  AMOUNT: decimalAmount,
});

export const scheduleRow = z.object({
  DATE: ymd,
  /** 'Y' when the instalment is due and unpaid. */
  OVERDUE: z.enum(['Y', 'N']),
  AMT_DUE: decimalAmount,
  PRINCIPAL: decimalAmount,
  INTEREST: decimalAmount,
  CHARGES: decimalAmount,
  OUTSTANDING_BAL: decimalAmount,
});

// Another company's contract answers exactly like one that does not exist: an empty list.
export const loanEndpoints = {
  totalDebt: endpoint({ method: 'POST', path: '/loans/totalDebt', access: 'session', views: [View.loanTotalDebt], body: z.object({ contractNumber: debtContract }), data: z.array(debtRow) }),
  details: endpoint({ method: 'POST', path: '/loans/details', access: 'session', views: [View.loanSchedule], body: z.object({ contractNumber: loanContract }), data: z.array(loanHeader) }),
  amortization: endpoint({ method: 'POST', path: '/loans/amortization', access: 'session', views: [View.loanSchedule], body: z.object({ contractNumber: loanContract }), data: z.array(scheduleRow) }),
};
