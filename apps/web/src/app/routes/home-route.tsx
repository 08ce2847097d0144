import { Navigate } from 'react-router';
import { RatesPanel } from '#features/rates-panel';
import { HomeLayout } from '#features/shell';
import { useSessionUser } from '../../lib/session';
import { viewRegistry } from '../view-registry';

/** Unauthenticated access to /home/* goes to /login (spec §2). The shell hosts the rates panel. */
export function HomeRoute() {
  return useSessionUser() ? <HomeLayout views={viewRegistry} sidePanel={<RatesPanel />} /> : <Navigate to="/login" replace />;
}
