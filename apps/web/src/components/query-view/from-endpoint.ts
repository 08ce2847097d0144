import type { BodyOf, DataOf, Endpoint } from '@bel/contract';
import { call } from '../../lib/api-client';
import type { ApiResult } from '../../lib/api-client';
import type { QueryFormValues, SearchContext } from './types';

/** A screen's call in one line: a contract endpoint and how the form becomes its body. */
export function fromEndpoint<E extends Endpoint>(endpoint: E, toBody: (values: QueryFormValues, context: SearchContext) => BodyOf<E>) {
  return (values: QueryFormValues, context: SearchContext): Promise<ApiResult<DataOf<E>>> =>
    (call as (e: Endpoint, options: { body: unknown }) => Promise<ApiResult<DataOf<E>>>)(endpoint, { body: toBody(values, context) });
}

/** Spec §5: no account chosen means every loaded account. */
export function chosenOrAll(values: QueryFormValues, context: SearchContext): string[] {
  return values.cuentas.length > 0 ? values.cuentas : context.accounts.map((account) => account.CUENTA);
}
