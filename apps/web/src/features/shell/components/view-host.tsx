import Alert from '@mui/material/Alert';
import { Suspense } from 'react';
import { useTranslation } from '../../../lib/translation';
import { ErrorBoundary } from '../../../components/ui/error-boundary';
import { PageLoader } from '../../../components/ui/page-loader';
import { NO_ENTITLEMENT, showsView } from '../../../lib/views';
import type { ViewRegistry } from '../../../lib/views';
import { useViewEntitlement } from '../api/use-view-entitlement';

/**
 * Shows the active view once the gateway has said what the user may do there (spec §2, §6).
 * Where the original left the view blank, people get a message: no roles -> no permission,
 * a failed check -> the data-server error.
 */
interface ViewHostProps {
  viewKey: string;
  subPath: string;
  views: ViewRegistry;
  /** False while the view has no tab (just closed, or reached by address before its tab exists). */
  open: boolean;
}

export function ViewHost({ viewKey, subPath, views, open }: ViewHostProps) {
  const { t } = useTranslation('shell');
  const registration = views[viewKey];
  const needsEntitlement = registration !== undefined && registration.entitlement !== false;
  // Only an open tab asks: a view whose tab was just closed must not fetch its entitlement again.
  const state = useViewEntitlement(viewKey, needsEntitlement && open);

  if (!registration) return <Alert severity="info">{t('view.notFound')}</Alert>;
  const View = registration.component;
  if (needsEntitlement) {
    if (!state || state.status === 'pending') return <PageLoader label={t('view.loading')} />;
    if (state.status === 'error') return <Alert severity="error">{t('errors:msg.error.dataServer')}</Alert>;
    if (!showsView(state.entitlement)) return <Alert severity="warning">{t('view.noPermission')}</Alert>;
  }
  const entitlement = needsEntitlement && state?.status === 'ready' ? state.entitlement : NO_ENTITLEMENT;
  return (
    <ErrorBoundary key={viewKey}>
      <Suspense fallback={<PageLoader label={t('view.loading')} />}>
        <View viewKey={viewKey} entitlement={entitlement} subPath={subPath} />
      </Suspense>
    </ErrorBoundary>
  );
}
