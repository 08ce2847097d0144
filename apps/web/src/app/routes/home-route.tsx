import { Navigate } from 'react-router';
import { HomeLayout } from '#features/shell';
import { useSessionUser } from '../../lib/session';
import { viewRegistry } from '../view-registry';

/** Unauthenticated access to /home/* goes to /login (spec §2). */
export function HomeRoute() {
  return useSessionUser() ? <HomeLayout views={viewRegistry} /> : <Navigate to="/login" replace />;
}
