import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { onSessionEnd } from '../../lib/session-lifecycle';

/**
 * Wraps every route. Turns the end of a session (logout or loss) into the move to /login;
 * a forced password change navigates on its own.
 */
export function RootLayout() {
  const navigate = useNavigate();
  useEffect(
    () =>
      onSessionEnd((reason) => {
        if (reason !== 'password-change') void navigate('/login', { replace: true });
      }),
    [navigate],
  );
  return <Outlet />;
}
