import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from '../../lib/translation';
import { Link, useSearchParams } from 'react-router';
import { useSessionUser } from '../../lib/session';
import { queryClient } from '../../lib/query-client';
import { configuredView } from '../../lib/views';
import type { ViewComponent, ViewProps } from '../../lib/views';
import { PageLoader } from '../ui/page-loader';
import { ViewFrame } from '../ui/view-frame';
import { parseFormAddress } from './request-actions';
import { RequestForm } from './request-form';
import { RequestTable } from './request-table';
import { RequestTabs } from './request-tabs';
import type { RequestViewConfig } from './types';
import { requestListQuery, useRequestList } from './use-request-list';

/**
 * A signed-request screen (spec §2): /home/{view}/table lists the requests, and
 * /home/{view}/form?mode={consultar|modificar|autorizar}&id={id} opens one (no mode: a new
 * request). Other screens link to a request by that address (the signer's inbox opens
 * `?mode=autorizar&id=12`). After a completed action the person is back on /table.
 */
export function RequestView<Row, V extends FieldValues>({ viewKey, entitlement, subPath, config }: ViewProps & { config: RequestViewConfig<Row, V> }) {
  const { t } = useTranslation('requests');
  const user = useSessionUser();
  const [search] = useSearchParams();
  const { rows, fetching } = useRequestList(viewKey, entitlement.roles, config.list, config.empty);
  const base = `/home/${viewKey}`;
  const Frame = config.form.Frame;

  if (subPath !== 'form' && subPath !== 'table') return <ViewFrame title={t(config.title)} redirectTo={`${base}/table`} />;
  if (!user) return null;
  const { mode, id } = parseFormAddress(search);
  const row = id === null ? null : (rows?.find((candidate) => config.rowId(candidate) === id) ?? null);

  return (
    <ViewFrame title={t(config.title)}>
      {subPath === 'table' ? (
        config.tabs ? (
          <RequestTabs viewKey={viewKey} label={t(config.title)} tabs={config.tabs} rows={rows}>
            {(shown) => <RequestTable viewKey={viewKey} roles={entitlement.roles} user={user} config={config} rows={shown} fetching={fetching} />}
          </RequestTabs>
        ) : (
          <RequestTable viewKey={viewKey} roles={entitlement.roles} user={user} config={config} rows={rows} fetching={fetching} />
        )
      ) : id !== null && rows === null ? (
        <PageLoader label={t('form.loading')} />
      ) : id !== null && row === null ? (
        <Alert
          severity="warning"
          action={
            <Button component={Link} to={`${base}/table`} color="inherit" size="small">
              {t('actions.back')}
            </Button>
          }
        >
          {t('errors:request.not.found', { keySeparator: false })}
        </Alert>
      ) : Frame ? (
        <Frame row={row} params={search}>
          {(extras) => <RequestForm key={`${mode}-${id ?? 'new'}`} viewKey={viewKey} roles={entitlement.roles} user={user} config={config} mode={mode} row={row} extras={extras} />}
        </Frame>
      ) : (
        // A new key per request and mode starts the form from that request's values.
        <RequestForm key={`${mode}-${id ?? 'new'}`} viewKey={viewKey} roles={entitlement.roles} user={user} config={config} mode={mode} row={row} />
      )}
    </ViewFrame>
  );
}

/** A signed-request screen as its feature declares it, asking for its requests early (ADR 0072). */
export function requestView<Row, V extends FieldValues>(config: RequestViewConfig<Row, V>): ViewComponent {
  return configuredView(RequestView<Row, V>, config, (viewKey, entitlement) => queryClient.prefetchQuery(requestListQuery(viewKey, entitlement.roles, config.list, config.empty)));
}
