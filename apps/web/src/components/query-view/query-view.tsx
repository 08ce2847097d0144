import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { useTranslation } from '../../lib/translation';
import { useNavigate } from 'react-router';
import { useLanguage } from '../../lib/i18n';
import { useSessionUser } from '../../lib/session';
import { setViewState, setViewStateIfOpen, useViewState } from '../../lib/view-store';
import { configuredView } from '../../lib/views';
import type { ViewComponent, ViewProps } from '../../lib/views';
import { ViewFrame } from '../ui/view-frame';
import { runQuery } from './from-endpoint';
import { QueryForm } from './query-form';
import { QueryResults } from './query-results';
import { hasField, queryViewPrefetch } from './query-view-prefetch';
import { searchOutcome } from './run-search';
import type { QueryFormValues, QueryViewConfig } from './types';
import { EMPTY_FORM } from './types';
import { useCurrencies } from './use-currencies';
import { useFieldOptions } from './use-field-options';
import { useViewAccounts } from './use-view-accounts';

interface StoredResult<Answer, Row, Input> {
  answer: Answer;
  rows: readonly Row[];
  /** What the query ran with: an export asks the gateway to run it again (ADR 0035). */
  input: Input;
}

/**
 * A query screen (spec §2, §4): /home/{view}/form, then /home/{view}/table. Results, table
 * state and form values live in the view store, so they survive switching tabs and go when
 * the tab closes or the session ends.
 */
export function QueryView<Answer, Row, Input>({ viewKey, entitlement, subPath, config }: ViewProps & { config: QueryViewConfig<Answer, Row, Input> }) {
  const { t } = useTranslation('query');
  const navigate = useNavigate();
  const user = useSessionUser();
  const today = user?.fecha_sistema.today ?? '';
  const usesAccounts = hasField(config.fields, 'account', 'accounts');
  const accounts = useViewAccounts(viewKey, entitlement.roles, usesAccounts);
  const currencies = useCurrencies(viewKey, hasField(config.fields, 'currency'));
  const language = useLanguage();
  const { options, optionLabel } = useFieldOptions(viewKey, config.fields, language);
  const [result] = useViewState<StoredResult<Answer, Row, Input> | null>(viewKey, 'result', null);
  const [formValues] = useViewState<QueryFormValues>(viewKey, 'form', EMPTY_FORM);
  const [busy, setBusy] = useState(false);
  const base = `/home/${viewKey}`;

  const onLeave = useCallback((values: QueryFormValues) => setViewStateIfOpen(viewKey, 'form', values), [viewKey]);
  const search = async (values: QueryFormValues) => {
    setBusy(true);
    try {
      const input = config.input(values, { accounts: accounts ?? [], today });
      const outcome = searchOutcome(await runQuery(config.layout, input), config.layout.rows);
      if (!outcome) return;
      setViewState(viewKey, 'table', undefined);
      setViewState(viewKey, 'result', { ...outcome, input });
      void navigate(`${base}/table`);
    } finally {
      setBusy(false);
    }
  };
  const back = () => {
    // Spec §2: go back clears the form and the table.
    setViewState(viewKey, 'result', null);
    setViewState(viewKey, 'table', undefined);
    setViewState(viewKey, 'form', undefined);
    void navigate(`${base}/form`);
  };

  // The bare address leads to the table while a result is kept, else to the form, and so does a table without one.
  const target = result ? 'table' : 'form';
  const redirectTo = subPath === 'form' || subPath === target ? undefined : `${base}/${target}`;

  return (
    <ViewFrame title={t(config.layout.title)} redirectTo={redirectTo}>
      {subPath === 'form' || !result ? (
        <>
          <QueryForm
            // A new key after "go back" starts the form from its cleared values.
            key={formValues === EMPTY_FORM ? 'empty' : 'restored'}
            fields={config.fields}
            initial={formValues}
            today={today}
            accounts={usesAccounts ? accounts : []}
            currencies={currencies}
            options={options}
            // No search before the accounts are known: "none chosen" must mean all of them.
            busy={busy || (usesAccounts && accounts === null)}
            onSearch={(values) => void search(values)}
            onLeave={onLeave}
          />
          <Backdrop open={busy} sx={{ position: 'absolute', zIndex: 2, bgcolor: 'rgba(255,255,255,0.7)', color: 'primary.main', flexDirection: 'column', gap: 1, borderRadius: 1 }}>
            <CircularProgress aria-hidden />
            <Typography role="status">{t('table:beltable.loading')}</Typography>
          </Backdrop>
        </>
      ) : (
        <QueryResults viewKey={viewKey} entitlement={entitlement} config={config} answer={result.answer} rows={result.rows} input={result.input} onBack={back} optionLabel={optionLabel} />
      )}
    </ViewFrame>
  );
}

/** A query screen as its feature declares it, asking for its form's lists early (ADR 0072). */
export function queryView<Answer, Row, Input>(config: QueryViewConfig<Answer, Row, Input>): ViewComponent {
  return configuredView(QueryView<Answer, Row, Input>, config, queryViewPrefetch(config.fields));
}
