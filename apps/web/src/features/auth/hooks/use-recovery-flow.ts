import { routes, encodePassword, toRecoveryRequest } from '@bel/contract';
import type { ApiError, NewPasswordForm, recoveryForm } from '@bel/contract';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { call } from '../../../lib/api-client';
import { getToken, setToken } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import type { LoginMessage } from '../login-errors';
import { identityMessages, newPasswordMessages } from '../recovery-errors';
import { useIdentityDocuments } from '../api/identity-documents';

export type RecoveryStep = 0 | 1;

/** Doc 2 §8: failing to load the document types goes back to /login after 5 seconds. */
export const BACK_TO_LOGIN_MS = 5000;

/**
 * Password recovery (doc 2 §2, §4): identity (0), then the new password (1), then /login.
 * The recovery token of step 1 is kept by the API client like the PIN-stage token and given
 * back to the gateway if the person leaves half-way.
 */
export function useRecoveryFlow() {
  const navigate = useNavigate();
  const documents = useIdentityDocuments();
  const [step, setStep] = useState<RecoveryStep>(0);
  const [pending, setPending] = useState(false);
  const [messages, setMessages] = useState<LoginMessage[]>([]);
  const done = useRef(false);

  useEffect(() => {
    if (!documents.isError) return;
    toast.error('msg.error.dataServer');
    const timer = window.setTimeout(() => void navigate('/login', { replace: true }), BACK_TO_LOGIN_MS);
    return () => window.clearTimeout(timer);
  }, [documents.isError, navigate]);

  // Leaving the page with a recovery token in hand (back button, a link): end it.
  useEffect(
    () => () => {
      if (!done.current && getToken()) {
        void call(routes.auth.logout);
        setToken(null);
      }
    },
    [],
  );

  async function submitIdentity(values: z.output<typeof recoveryForm>): Promise<ApiError | null> {
    setPending(true);
    setMessages([]);
    const result = await call(routes.auth.recover, { body: toRecoveryRequest(values) });
    setPending(false);
    if (!result.ok) {
      if (!result.error.field) setMessages(identityMessages(result.error));
      return result.error;
    }
    setStep(1);
    return null;
  }

  async function submitPassword(values: NewPasswordForm): Promise<ApiError | null> {
    setPending(true);
    setMessages([]);
    const result = await call(routes.auth.updateCredentials, { body: { password: encodePassword(values.password) } });
    setPending(false);
    if (!result.ok) {
      if (!result.error.field) setMessages(newPasswordMessages(result.error));
      return result.error;
    }
    // The gateway ended the recovery token with the change.
    done.current = true;
    setToken(null);
    toast.success('recovery.done', { ns: 'auth' });
    void navigate('/login', { replace: true });
    return null;
  }

  function cancel(): void {
    void navigate('/login');
  }

  const clearMessages = () => setMessages([]);

  return { step, pending, messages, documents, submitIdentity, submitPassword, cancel, clearMessages };
}
