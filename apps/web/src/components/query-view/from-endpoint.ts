import type { BodyOf, DataOf, Endpoint } from '@bel/contract';
import { call } from '../../lib/api-client';
import type { ApiResult } from '../../lib/api-client';
import type { QueryFormValues, SearchContext, SearchFn } from './types';

/** A screen's call in one line: a contract endpoint and how the form becomes its body. */
export function fromEndpoint<E extends Endpoint>(endpoint: E, toBody: (values: QueryFormValues, context: SearchContext) => BodyOf<E>): SearchFn<DataOf<E>> {
  return (values: QueryFormValues, context: SearchContext): Promise<ApiResult<DataOf<E>>> =>
    (call as (e: Endpoint, options: { body: unknown }) => Promise<ApiResult<DataOf<E>>>)(endpoint, { body: toBody(values, context) });
}

/**
 * A search made of two calls in a row (LC summary: the letter's header, then its movements).
 * `next` picks the second call from the first answer, or `null` when there is nothing to
 * follow (no header: the second call is not made); a failure of either is the search's
 * failure; `combine` makes the screen's answer of both.
 */
export function twoStepSearch<First, Second, Answer>(
  first: SearchFn<First>,
  next: (answer: First) => SearchFn<Second> | null,
  combine: (first: First, second: Second | null) => Answer,
): SearchFn<Answer> {
  return async (values, context) => {
    const one = await first(values, context);
    if (!one.ok) return one;
    const then = next(one.data);
    if (!then) return { ok: true, data: combine(one.data, null) };
    const two = await then(values, context);
    if (!two.ok) return two;
    return { ok: true, data: combine(one.data, two.data) };
  };
}

/** Spec §5: no account chosen means every loaded account. */
export function chosenOrAll(values: QueryFormValues, context: SearchContext): string[] {
  return values.cuentas.length > 0 ? values.cuentas : context.accounts.map((account) => account.CUENTA);
}

/** The body of an accounts-and-dates query (spec §5): the chosen accounts or all, and the range. */
export function accountsAndDates(values: QueryFormValues, context: SearchContext): { cuentas: string[]; startDate: string; endDate: string } {
  return { cuentas: chosenOrAll(values, context), startDate: values.startDate, endDate: values.endDate };
}
