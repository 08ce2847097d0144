import { api } from '@bel/contract';
import type { DataOf } from '@bel/contract';
import { call } from '../../../lib/api-client';
import type { ApiResult } from '../../../lib/api-client';

export type LoanHeader = DataOf<typeof api.loans.details>[number];
export type ScheduleRow = DataOf<typeof api.loans.amortization>[number];
export interface LoanSchedule {
  header: LoanHeader | null;
  schedule: ScheduleRow[];
}

/** Spec §7: the header is the first item of loans/details; the rows come from loans/amortization. */
export async function loadLoanSchedule(contractNumber: string): Promise<ApiResult<LoanSchedule>> {
  const [details, amortization] = await Promise.all([call(api.loans.details, { body: { contractNumber } }), call(api.loans.amortization, { body: { contractNumber } })]);
  if (!details.ok) return details;
  if (!amortization.ok) return amortization;
  // Without a header there is no loan to show: treat it as no data.
  return { ok: true, data: { header: details.data[0] ?? null, schedule: details.data[0] ? amortization.data : [] } };
}
