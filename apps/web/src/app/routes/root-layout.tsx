import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { ErrorCode } from '@bel/contract';
import { onSessionEnd } from '../../lib/session-lifecycle';
import { toast } from '../../lib/toast';

/**
 * Wraps every route. Turns the end of a session (logout or loss) into the move to /login;
 * a forced password change navigates on its own. A lost session says why, or people would
 * find themselves on the sign-in page without knowing what happened.
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
  return <Outlet />;
}
