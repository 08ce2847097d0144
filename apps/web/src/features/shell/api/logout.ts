import { routes, ErrorCode } from '@bel/contract';
import { call } from '../../../lib/api-client';
import { endSession } from '../../../lib/session-lifecycle';
import { toast } from '../../../lib/toast';

/** Spec §4/§8: the session always ends; a failure is shown unless the session was gone anyway. */
export async function logout(): Promise<void> {
  const result = await call(routes.auth.logout);
  if (!result.ok && result.error.message !== ErrorCode.unauthorized && result.error.message !== ErrorCode.sessionNotFound) {
    toast.error('msg.error.dataServer', { placement: 'shell' });
  }
  endSession('logout');
}
