import { ErrorCode } from '@bel/contract';
import type { ApiError } from '@bel/contract';
import type { LoginMessage } from './login-errors';

const GENERIC = 'errors:msg.error.dataServer';

/** Doc 2 §8 for the identity step: wrong data is the personal-data error; plus our lock. */
export function identityMessages(error: ApiError): LoginMessage[] {
  const key =
    error.message === ErrorCode.incorrectCredentials
      ? 'auth:recovery.incorrectIdentity'
      : error.message === ErrorCode.userLocked
        ? 'errors:user.locked'
        : error.message === ErrorCode.tooManyRequests
          ? 'errors:too.many.requests'
          : GENERIC;
  const messages: LoginMessage[] = [{ severity: 'error', key }];
  return error.attemptsLeft === 1 ? [...messages, { severity: 'warning', key: 'auth:lastAttempt' }] : messages;
}

/** Setting the new password: only the generic error is left once the form has checked the rule. */
export function newPasswordMessages(error: ApiError): LoginMessage[] {
  return [{ severity: 'error', key: error.message === ErrorCode.tooManyRequests ? 'errors:too.many.requests' : GENERIC }];
}
