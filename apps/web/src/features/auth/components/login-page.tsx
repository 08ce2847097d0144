import { useSessionEpoch } from '../../../lib/session-lifecycle';
import { AuthLayout } from './auth-layout';
import { LoginFlow } from './login-flow';

export function LoginPage() {
  // A new epoch means the session ended (e.g. the pending token expired): start at step 1.
  const epoch = useSessionEpoch();
  return (
    <AuthLayout>
      <LoginFlow key={epoch} />
    </AuthLayout>
  );
}
