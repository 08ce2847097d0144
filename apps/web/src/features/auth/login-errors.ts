import { ErrorCode } from '@bel/contract';
import type { ApiError } from '@bel/contract';

/** A message on the sign-in card: a catalogue key with its namespace. */
export interface LoginMessage {
  severity: 'error' | 'warning';
  key: string;
}

const GENERIC = 'errors:msg.error.dataServer';

function withLastAttempt(messages: LoginMessage[], error: ApiError): LoginMessage[] {
  return error.attemptsLeft === 1 ? [...messages, { severity: 'warning', key: 'auth:lastAttempt' }] : messages;
}

/** Spec §8 for the credentials step, plus our lock (ADR 0004). */
export function credentialsMessages(error: ApiError): LoginMessage[] {
  const key =
    error.message === ErrorCode.anotherSessionStarted
      ? 'errors:credentials.anotherSessionStarted'
      : error.message === ErrorCode.incorrectCredentials
        ? 'errors:incorrect.credentials'
        : error.message === ErrorCode.userLocked
          ? 'errors:user.locked'
          : error.message === ErrorCode.tooManyRequests
            ? 'errors:too.many.requests'
            : GENERIC;
  return withLastAttempt([{ severity: 'error', key }], error);
}

/** Spec §8 for the PIN step; `clearPin` says the typed PIN must be wiped. */
export function pinMessages(error: ApiError): { messages: LoginMessage[]; clearPin: boolean } {
  if (error.message === ErrorCode.incorrectPin || error.message === ErrorCode.notPin) {
    return { messages: withLastAttempt([{ severity: 'error', key: `errors:${error.message}` }], error), clearPin: true };
  }
  const key = error.message === ErrorCode.userLocked ? 'errors:user.locked' : error.message === ErrorCode.tooManyRequests ? 'errors:too.many.requests' : GENERIC;
  return { messages: withLastAttempt([{ severity: 'error', key }], error), clearPin: false };
}
