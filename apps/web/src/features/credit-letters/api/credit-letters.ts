import { routes } from '@bel/contract';
import type { FieldOption } from '../../../components/query-view';
import { call } from '../../../lib/api-client';
import type { ApiResult } from '../../../lib/api-client';
import type { Language } from '../../../lib/i18n';

// The letters' rows and the summary's answer are the contract's layouts' (ADR 0035).
export type { LetterSummary, SummaryHeader, SummaryMovement } from '@bel/contract/tables';

/** Liquidity-support categories in the screen's language (spec §7), as select options. */
export async function loadLiquiditySupport(language: Language): Promise<ApiResult<FieldOption[]>> {
  const result = await call(routes.creditLetters.liquiditySupport, { query: { language } });
  return result.ok ? { ok: true, data: result.data.map((option) => ({ value: option.sigla, label: option.text })) } : result;
}
