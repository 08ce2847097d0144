import { Navigate } from 'react-router';
import { NotificationsBell } from '#features/notifications';
import { RatesPanel } from '#features/rates-panel';
import { HomeLayout } from '#features/shell';
import { useSessionUser } from '../../lib/session';
import { viewRegistry } from '../view-registry';

/** Unauthenticated access to /home/* goes to /login (spec §2). The shell hosts the bell and the rates panel. */
export function HomeRoute() {
  return useSessionUser() ? <HomeLayout views={viewRegistry} headerControls={<NotificationsBell />} sidePanel={<RatesPanel />} /> : <Navigate to="/login" replace />;
}
