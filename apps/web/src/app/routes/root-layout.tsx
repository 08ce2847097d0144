import { Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { ErrorCode } from '@bel/contract';
import { ErrorBoundary } from '../../components/ui/error-boundary';
import { PageLoader } from '../../components/ui/page-loader';
import { onSessionEnd } from '../../lib/session-lifecycle';
import { toast } from '../../lib/toast';

/**
 * Wraps every route. Turns the end of a session (logout or loss) into the move to /login;
 * a forced password change navigates on its own. A lost session says why, or people would
 * find themselves on the sign-in page without knowing what happened. Its loader shows while a
 * page's code loads with nothing on screen; a page that fails to load shows the crash message,
 * and the next address tries again (ADR 0070).
 */
export function RootLayout() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(
    () =>
      onSessionEnd((reason, code) => {
        if (reason === 'password-change') return;
        if (reason === 'lost') toast.warning(code ?? ErrorCode.sessionExpired);
        void navigate('/login', { replace: true });
      }),
    [navigate],
  );
  return (
    <ErrorBoundary resetKey={pathname}>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </ErrorBoundary>
  );
}
