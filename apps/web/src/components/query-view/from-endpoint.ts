import type { Route } from '@bel/contract';
import type { CallAs, ViewLayout } from '@bel/contract/tables';
import { ApiFailure, callOrThrow } from '../../lib/api-client';
import type { ApiResult } from '../../lib/api-client';
import type { QueryFormValues, SearchContext } from './types';

/** The layouts' way of calling the gateway (a refusal throws), over the web app's client. */
export const callAsUser: CallAs = (route, input) => (callOrThrow as (route: Route, options: object) => Promise<never>)(route, input);

/**
 * Runs a layout's query (one call, or a few in a row: the LC summary's header, then its
 * movements) as the signed-in user; the first refusal is the search's failure.
 */
export async function runQuery<Answer, Row, Input>(layout: ViewLayout<Answer, Row, Input>, input: Input): Promise<ApiResult<Answer>> {
  try {
    return { ok: true, data: await layout.query(callAsUser, input) };
  } catch (err) {
    if (err instanceof ApiFailure) return { ok: false, error: err.error };
    throw err;
  }
}

/** Spec §5: no account chosen means every loaded account. */
export function chosenOrAll(values: QueryFormValues, context: SearchContext): string[] {
  return values.cuentas.length > 0 ? values.cuentas : context.accounts.map((account) => account.CUENTA);
}

/** The body of an accounts-and-dates query (spec §5): the chosen accounts or all, and the range. */
export function accountsAndDates(values: QueryFormValues, context: SearchContext): { cuentas: string[]; startDate: string; endDate: string } {
  return { cuentas: chosenOrAll(values, context), startDate: values.startDate, endDate: values.endDate };
}
