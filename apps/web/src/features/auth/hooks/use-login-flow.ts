import { authRoutes, PIN_PATTERN, toLoginRequest } from '@bel/contract';
import type { ApiError, authEndpoints, LoginForm } from '@bel/contract';
import { useState } from 'react';
import { callRoute } from '../../../lib/api-client';
import { setToken, setUser } from '../../../lib/session';
import { endSession } from '../../../lib/session-lifecycle';
import { credentialsMessages, pinMessages } from '../login-errors';
import type { LoginMessage } from '../login-errors';
import type { SignInExit } from '../sign-in-exit';

export type LoginStep = 0 | 1;

type Auth = typeof authEndpoints;

/** The PIN step's code, asked for as soon as the credentials are sent. */
export const loadPinStep = () => import('../components/pin-step');

/**
 * The sign-in state machine of spec §4: credentials (0) then PIN (1). The pending token
 * from step 1 is kept by the API client and sent as the bearer of the PIN call.
 */
export function useLoginFlow(exit: SignInExit, onPinStep?: () => void) {
  const [step, setStep] = useState<LoginStep>(0);
  const [pending, setPending] = useState(false);
  const [signedIn, setSignedIn] = useState(false);
  const [messages, setMessages] = useState<LoginMessage[]>([]);
  const [serverOffsetMs, setServerOffsetMs] = useState(0);
  const [remembered, setRemembered] = useState<Pick<LoginForm, 'email' | 'customerCode'>>({ email: '', customerCode: '' });

  async function submitCredentials(values: LoginForm): Promise<ApiError | null> {
    setPending(true);
    setMessages([]);
    setRemembered({ email: values.email, customerCode: values.customerCode });
    void loadPinStep();
    const result = await callRoute<Auth['login']>(authRoutes.login, { body: toLoginRequest(values) });
    setPending(false);
    if (!result.ok) {
      // A field-level code is shown under its field by the form, not on top of the card.
      if (!result.error.field) setMessages(credentialsMessages(result.error));
      return result.error;
    }
    if (result.data.auto_generado) {
      // A bank-generated password must be changed first: drop the pending session.
      await callRoute<Auth['logout']>(authRoutes.logout);
      endSession('password-change');
      await exit('/ChangePassword', { replace: true, state: { bankIssued: true } });
      return null;
    }
    const serverTime = Date.parse(result.data.fecha_servidor_web);
    setServerOffsetMs(Number.isNaN(serverTime) ? 0 : serverTime - Date.now());
    setStep(1);
    onPinStep?.();
    return null;
  }

  /** Resolves true when the typed PIN must be cleared. */
  async function submitPin(pin: string): Promise<boolean> {
    setMessages([]);
    if (!PIN_PATTERN.test(pin)) {
      setMessages([{ severity: 'error', key: 'errors:not.pin' }]);
      return true;
    }
    setPending(true);
    // Signed in already when the portal's code failed to load: Log in again only retries that.
    if (!signedIn) {
      const result = await callRoute<Auth['loginPin']>(authRoutes.loginPin, { params: { pin } });
      if (!result.ok) {
        setPending(false);
        const { messages: next, clearPin } = pinMessages(result.error);
        setMessages(next);
        return clearPin;
      }
      setUser(result.data);
      setSignedIn(true);
    }
    // The button stays busy until the portal replaces the page (or its code failed to load).
    await exit('/home/main', { replace: true });
    setPending(false);
    return false;
  }

  function back(): void {
    // Give the pending session back to the gateway, or signing in again would collide with it.
    void callRoute<Auth['logout']>(authRoutes.logout);
    setToken(null);
    setMessages([]);
    setStep(0);
  }

  const clearMessages = () => setMessages([]);

  return { step, pending, messages, serverOffsetMs, remembered, submitCredentials, submitPin, back, clearMessages };
}
