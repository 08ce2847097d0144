import Box from '@mui/material/Box';
import type { AccountRef } from '@bel/contract';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation';
import type { FieldOption } from '../../query-view';
import type { RequestField } from '../types';
import { DateField, DateProvider } from '../../ui/date-field';
import { AccountSelect } from './account-select';
import { IntegerInput } from './integer-input';
import { OptionsSelect } from './options-select';
import { PdfField } from './pdf-field';
import { TextInput } from './text-input';

interface RequestFieldsProps<V extends FieldValues> {
  fields: readonly RequestField<V>[];
  accounts: readonly AccountRef[] | null;
  options: Readonly<Record<string, readonly FieldOption[] | null>>;
  readOnly: boolean;
}

/** Six columns wide: an account takes a row, a select or a date half, a number a third; one column on phones. */
const SPAN = { account: 6, options: 3, integer: 2, date: 3, text: 3, pdf: 6 } as const;
const spanOf = <V extends FieldValues>(field: RequestField<V>) => (field.kind === 'text' && field.rows !== undefined ? 6 : SPAN[field.kind]);

/** The declared fields of a request form, in order (inside the form's FormProvider). */
export function RequestFields<V extends FieldValues>({ fields, accounts, options, readOnly }: RequestFieldsProps<V>) {
  const { t } = useTranslation();
  const grid = (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(6, minmax(0, 1fr))' }, alignItems: 'start' }}>
      {fields.map((field) => (
        <Box key={field.name} sx={{ gridColumn: { xs: '1 / -1', sm: `span ${spanOf(field)}` }, minWidth: 0 }}>
          {field.kind === 'account' ? (
            <AccountSelect accounts={accounts} readOnly={readOnly} />
          ) : field.kind === 'date' ? (
            <DateField<V> name={field.name} label={t(field.label)} min={field.min} deps={field.deps} readOnly={readOnly} />
          ) : field.kind === 'text' ? (
            <TextInput<V> name={field.name} label={t(field.label)} rows={field.rows} maxLength={field.maxLength} inputMode={field.inputMode} readOnly={readOnly} />
          ) : field.kind === 'pdf' ? (
            <PdfField<V> name={field.name} label={t(field.label)} load={field.load} readOnly={readOnly} />
          ) : field.kind === 'options' ? (
            <OptionsSelect<V> name={field.name} label={t(field.label)} options={options[field.name] ?? null} numeric={field.numeric === true} readOnly={readOnly} />
          ) : (
            <IntegerInput<V> name={field.name} label={t(field.label)} min={field.min} max={field.max} readOnly={readOnly} />
          )}
        </Box>
      ))}
    </Box>
  );
  // Date pickers need their localization around them; other forms do without.
  return fields.some((field) => field.kind === 'date') ? <DateProvider>{grid}</DateProvider> : grid;
}
