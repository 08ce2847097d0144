import { describe, expect, it } from 'vitest';
import { credentialsMessages, pinMessages } from './login-errors';

describe('sign-in messages', () => {
  it('maps the credential codes of spec §8', () => {
    expect(credentialsMessages({ statusCode: 409, message: 'another.session.started' })[0]?.key).toBe('errors:credentials.anotherSessionStarted');
    expect(credentialsMessages({ statusCode: 401, message: 'incorrect.credentials' })[0]?.key).toBe('errors:incorrect.credentials');
    expect(credentialsMessages({ statusCode: 500, message: 'whatever' })[0]?.key).toBe('errors:msg.error.dataServer');
  });

  it('warns when one attempt is left', () => {
    const messages = credentialsMessages({ statusCode: 401, message: 'incorrect.credentials', attemptsLeft: 1 });
    expect(messages.map((m) => m.key)).toEqual(['errors:incorrect.credentials', 'auth:lastAttempt']);
    expect(credentialsMessages({ statusCode: 401, message: 'incorrect.credentials', attemptsLeft: 2 })).toHaveLength(1);
  });

  it('clears the PIN only for a wrong or missing PIN', () => {
    expect(pinMessages({ statusCode: 401, message: 'incorrect.pin' })).toEqual({ messages: [{ severity: 'error', key: 'errors:incorrect.pin' }], clearPin: true });
    expect(pinMessages({ statusCode: 400, message: 'not.pin' }).clearPin).toBe(true);
    expect(pinMessages({ statusCode: 500, message: 'server.error' })).toEqual({ messages: [{ severity: 'error', key: 'errors:msg.error.dataServer' }], clearPin: false });
  });
});
