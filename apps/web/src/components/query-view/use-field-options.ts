import { queryOptions, useQueries } from '@tanstack/react-query';
import type { UseQueryResult } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { ApiResult } from '../../lib/api-client';
import { shownErrorCode } from '../../lib/i18n';
import type { Language } from '../../lib/i18n';
import { viewQueryKey } from '../../lib/query-client';
import { reportFailure, toast } from '../../lib/toast';
import type { FieldOption, LoadedOptions, OptionLabel, QueryField } from './types';

type OptionsField = Extract<QueryField, { kind: 'options' }>;

/** A view's options fields, in the form's order. */
export const optionsFields = (fields: readonly QueryField[]): OptionsField[] => fields.filter((field): field is OptionsField => field.kind === 'options');

/**
 * Spec §8: a failed load shows the gateway's message as an error (the generic data-server
 * message for a code the catalogue does not know; nothing on session loss, the sign-in page
 * explains), an empty one warns `msg.warning.noAccountFound`; both leave an empty list.
 */
export function optionsOutcome(result: ApiResult<readonly FieldOption[]>): readonly FieldOption[] {
  if (!result.ok) {
    const { message } = result.error;
    reportFailure(result.error, { key: shownErrorCode(message) });
    return [];
  }
  if (result.data.length === 0) toast.warning('msg.warning.noAccountFound');
  return result.data;
}

/** One options field's list, in one language, once per view. */
export function fieldOptionsQuery(viewKey: string, field: OptionsField, language: Language) {
  return queryOptions({ queryKey: viewQueryKey(viewKey, 'options', field.name, language), queryFn: async () => optionsOutcome(await field.load(language)) });
}

/**
 * The options of a view's options fields, each loaded once per view and language (spec §4:
 * "loads liquidity-support options once"; the texts come in the language asked for) and
 * dropped with the view's tab. A field's list is `null` while it loads.
 */
export function useFieldOptions(viewKey: string, fields: readonly QueryField[], language: Language): { options: LoadedOptions; optionLabel: OptionLabel } {
  const optionFields = useMemo(() => optionsFields(fields), [fields]);
  // TanStack keeps combine's answer while no list changes, so the table's columns stay put.
  const combine = useCallback(
    (results: UseQueryResult<readonly FieldOption[]>[]) => {
      const options: LoadedOptions = {};
      optionFields.forEach((field, index) => {
        options[field.name] = results[index]?.data ?? null;
      });
      const optionLabel: OptionLabel = (name, value) => (value ? (options[name]?.find((option) => option.value === value)?.label ?? value) : '');
      return { options, optionLabel };
    },
    [optionFields],
  );
  return useQueries({ queries: optionFields.map((field) => fieldOptionsQuery(viewKey, field, language)), combine });
}
