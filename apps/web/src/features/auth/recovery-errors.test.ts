import { describe, expect, it } from 'vitest';
import { identityMessages, newPasswordMessages } from './recovery-errors';

describe('recovery messages (doc 2 §8)', () => {
  it('shows the personal-data error for a wrong identity, with the last-attempt warning', () => {
    expect(identityMessages({ statusCode: 401, message: 'incorrect.credentials' })).toEqual([{ severity: 'error', key: 'auth:recovery.incorrectIdentity' }]);
    expect(identityMessages({ statusCode: 401, message: 'incorrect.credentials', attemptsLeft: 1 })).toEqual([
      { severity: 'error', key: 'auth:recovery.incorrectIdentity' },
      { severity: 'warning', key: 'auth:lastAttempt' },
    ]);
  });

  it('says the user is locked, and anything else is the generic error', () => {
    expect(identityMessages({ statusCode: 423, message: 'user.locked' })).toEqual([{ severity: 'error', key: 'errors:user.locked' }]);
    expect(identityMessages({ statusCode: 0, message: 'server_error' })).toEqual([{ severity: 'error', key: 'errors:msg.error.dataServer' }]);
    expect(newPasswordMessages({ statusCode: 500, message: 'server.error' })).toEqual([{ severity: 'error', key: 'errors:msg.error.dataServer' }]);
  });
});
