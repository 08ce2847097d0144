import { useQueries } from '@tanstack/react-query';
import type { UseQueryResult } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { ApiResult } from '../../lib/api-client';
import type { Language } from '../../lib/i18n';
import { viewQueryKey } from '../../lib/query-client';
import { reportFailure, toast } from '../../lib/toast';
import type { FieldOption } from '../query-view';
import type { RequestField } from './types';

type Loaded = Readonly<Record<string, readonly FieldOption[] | null>>;

/** Spec §8: a failed load is the server's message (or the generic one), an empty one 'list empty'. */
export function optionsOutcome(result: ApiResult<readonly FieldOption[]>): readonly FieldOption[] {
  if (!result.ok) {
    reportFailure(result.error);
    return [];
  }
  if (result.data.length === 0) toast.warning('msg.warning.listEmpty');
  return result.data;
}

/**
 * The lists of a request form's options fields, by field name, each loaded once per view and
 * language (and dropped with the view's tab); `null` while one loads. A read-only form loads
 * them too, to show a stored choice by its text.
 */
export function useRequestOptions<V extends FieldValues>(viewKey: string, fields: readonly RequestField<V>[], roles: readonly string[], language: Language): Loaded {
  const optionFields = useMemo(() => fields.flatMap((field) => (field.kind === 'options' ? [field] : [])), [fields]);
  const combine = useCallback(
    (results: UseQueryResult<readonly FieldOption[]>[]) => Object.fromEntries(optionFields.map((field, index) => [field.name, results[index]?.data ?? null])),
    [optionFields],
  );
  return useQueries({
    queries: optionFields.map((field) => ({
      queryKey: viewQueryKey(viewKey, 'request-options', field.name, language),
      queryFn: async () => optionsOutcome(await field.load({ language, roles })),
    })),
    combine,
  });
}
