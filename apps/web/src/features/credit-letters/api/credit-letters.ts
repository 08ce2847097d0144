import { api } from '@bel/contract';
import type { DataOf } from '@bel/contract';
import type { FieldOption } from '../../../components/query-view';
import { call } from '../../../lib/api-client';
import type { ApiResult } from '../../../lib/api-client';
import type { Language } from '../../../lib/i18n';

export type DiscrepancyRow = DataOf<typeof api.creditLetters.discrepancies>[number];
export type StatisticRow = DataOf<typeof api.creditLetters.stadistics>[number];
export type SummaryHeader = DataOf<typeof api.creditLetters.summary>[number];
export type SummaryMovement = DataOf<typeof api.creditLetters.details>[number];
export type CurrentCategoryRow = DataOf<typeof api.creditLetters.getCurrentByCategory>[number];
export type ExpirationRow = DataOf<typeof api.creditLetters.currentByMaturityDate>[number];
export type ObligationRow = DataOf<typeof api.creditLetters.paymentObligations>[number];
export type AcdpObligationRow = DataOf<typeof api.creditLetters.paymentObligationsACDP>[number];

/** The summary screen's answer: the letter's header (none: no such letter for the user) and its movements. */
export interface LetterSummary {
  header: SummaryHeader | null;
  movements: SummaryMovement[];
}

/** Liquidity-support categories in the screen's language (spec §7), as select options. */
export async function loadLiquiditySupport(language: Language): Promise<ApiResult<FieldOption[]>> {
  const result = await call(api.creditLetters.liquiditySupport, { query: { language } });
  return result.ok ? { ok: true, data: result.data.map((option) => ({ value: option.sigla, label: option.text })) } : result;
}
