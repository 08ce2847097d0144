import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import SearchIcon from '@mui/icons-material/Search';
import { zodResolver } from '@hookform/resolvers/zod';
import type { AccountRef } from '@bel/contract';
import { useEffect, useMemo } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { Resolver } from 'react-hook-form';
import { useTranslation } from '../../lib/translation';
import { DateProvider } from '../ui/date-field';
import { AccountField } from './fields/account-field';
import { AccountsField } from './fields/accounts-field';
import { CurrencyField } from './fields/currency-field';
import { DateInput } from './fields/date-input';
import { DateRangeFields } from './fields/date-range-fields';
import { OptionsField } from './fields/options-field';
import { ReferenceField } from './fields/reference-field';
import { buildQuerySchema, isRequiredText } from './form-schema';
import type { LoadedOptions, QueryField, QueryFormValues } from './types';
import { EMPTY_FORM } from './types';


interface QueryFormProps {
  fields: readonly QueryField[];
  /** Values to start from (restored when the person comes back to the form). */
  initial: QueryFormValues;
  today: string;
  accounts: readonly AccountRef[] | null;
  currencies: readonly { code: string; name: string }[] | null;
  /** The lists of the options fields. */
  options: LoadedOptions;
  busy: boolean;
  onSearch: (values: QueryFormValues) => void;
  /** Called with the current values when the form goes away (spec §4: saved when left). */
  onLeave: (values: QueryFormValues) => void;
}

/** The shared search form (spec §2): the declared fields, then Find. */
export function QueryForm({ fields, initial, today, accounts, currencies, options, busy, onSearch, onLeave }: QueryFormProps) {
  const { t } = useTranslation('query');
  const schema = useMemo(() => buildQuerySchema(fields, today), [fields, today]);
  const form = useForm<QueryFormValues>({
    defaultValues: initial,
    resolver: zodResolver(schema) as unknown as Resolver<QueryFormValues>,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { getValues } = form;
  useEffect(() => () => onLeave(getValues()), [getValues, onLeave]);

  const submit = form.handleSubmit((values) => onSearch({ ...EMPTY_FORM, ...values }));

  return (
    <DateProvider>
      <FormProvider {...form}>
        <Paper variant="outlined" component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ p: { xs: 2, sm: 3 }, maxWidth: 920 }}>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start' }}>
            {fields.map((field) => {
              switch (field.kind) {
                case 'account':
                  return (
                    <Box key="account" sx={{ gridColumn: '1 / -1' }}>
                      <AccountField accounts={accounts} />
                    </Box>
                  );
                case 'accounts':
                  return (
                    <Box key="accounts" sx={{ gridColumn: '1 / -1' }}>
                      <AccountsField accounts={accounts} />
                    </Box>
                  );
                case 'dateRange':
                  return <DateRangeFields key="range" rule={field.rule} today={today} />;
                case 'reference':
                  return <ReferenceField key="reference" label={field.label} placeholder={field.placeholder} required={isRequiredText(field.schema)} />;
                case 'text':
                  return <ReferenceField key={field.name} name={field.name} label={field.label} placeholder={field.placeholder} required={isRequiredText(field.schema)} />;
                case 'options':
                  return (
                    <OptionsField
                      key={field.name}
                      name={field.name}
                      label={field.label}
                      emptyLabel={isRequiredText(field.schema) ? undefined : field.emptyLabel}
                      options={options[field.name] ?? null}
                    />
                  );
                case 'currency':
                  return <CurrencyField key="currency" currencies={currencies} />;
                case 'date':
                  return <DateInput key="date" name="date" label={t('fields.date')} min="19000101" max={today} />;
              }
            })}
          </Box>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
            <Button type="submit" variant="contained" startIcon={<SearchIcon />} disabled={busy}>
              {t('find')}
            </Button>
          </Box>
        </Paper>
      </FormProvider>
    </DateProvider>
  );
}
