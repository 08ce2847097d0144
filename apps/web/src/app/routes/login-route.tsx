import { Navigate } from 'react-router';
import { LoginPage } from '#features/auth';
import { useSessionUser } from '../../lib/session';

/** An already signed-in user opening /login goes to /home (spec §2). */
export function LoginRoute() {
  return useSessionUser() ? <Navigate to="/home" replace /> : <LoginPage />;
}
