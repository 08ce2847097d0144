import { Suspense, useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { ErrorCode } from '@bel/contract';
import { PageLoader } from '../../components/ui/page-loader';
import { onSessionEnd } from '../../lib/session-lifecycle';
import { toast } from '../../lib/toast';

/**
 * Wraps every route. Turns the end of a session (logout or loss) into the move to /login;
 * a forced password change navigates on its own. A lost session says why, or people would
 * find themselves on the sign-in page without knowing what happened. Its loader shows while the
 * first page's code loads; later navigations keep the page on screen meanwhile (transitions).
 */
export function RootLayout() {
  const navigate = useNavigate();
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
    <Suspense fallback={<PageLoader />}>
      <Outlet />
    </Suspense>
  );
}
