import { currentLanguage } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import type { ViewPrefetch } from '../../lib/views';
import type { QueryField } from './types';
import { currenciesQuery } from './use-currencies';
import { fieldOptionsQuery, optionsFields } from './use-field-options';
import { viewAccountsQuery } from './use-view-accounts';

/** Whether a query form has a field of one of these kinds. */
export const hasField = (fields: readonly QueryField[], ...kinds: readonly QueryField['kind'][]): boolean => fields.some((field) => kinds.includes(field.kind));

/**
 * What a query view's form shows its choices from (the accounts its roles may see, the bank's
 * currencies, each options field's list), asked for before the view renders, into the queries
 * the form reads (ADR 0072). The calls are independent, so they start together.
 */
export function queryViewPrefetch(fields: readonly QueryField[]): ViewPrefetch {
  return async (viewKey, entitlement) => {
    const language = currentLanguage();
    await Promise.all([
      hasField(fields, 'account', 'accounts') && queryClient.prefetchQuery(viewAccountsQuery(viewKey, entitlement.roles)),
      hasField(fields, 'currency') && queryClient.prefetchQuery(currenciesQuery(viewKey)),
      ...optionsFields(fields).map((field) => queryClient.prefetchQuery(fieldOptionsQuery(viewKey, field, language))),
    ]);
  };
}
