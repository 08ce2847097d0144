import { Navigate, useNavigate } from 'react-router';
import { LoginPage } from '#features/auth';
import { useSessionUser } from '../../lib/session';

/** /login inside the full app (after a logout or a lost session). An already signed-in user goes to /home (spec §2). */
export function LoginRoute() {
  const navigate = useNavigate();
  return useSessionUser() ? <Navigate to="/home" replace /> : <LoginPage exit={async (to, options) => navigate(to, options)} />;
}
