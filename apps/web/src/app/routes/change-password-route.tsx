import { ChangePasswordPage } from '#features/auth';

export function ChangePasswordRoute() {
  return <ChangePasswordPage />;
}
