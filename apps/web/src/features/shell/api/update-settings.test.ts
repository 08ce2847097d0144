import { describe, expect, it } from 'vitest';
import { settingsFailureMessage } from './update-settings';

describe('settings failures (doc 2 §8)', () => {
  it('a wrong current password is the personal-data error', () => {
    expect(settingsFailureMessage({ statusCode: 401, message: 'incorrect.credentials' })).toBe('profile:settings.incorrect');
  });

  it('a refused field is shown on its field, not on top', () => {
    expect(settingsFailureMessage({ statusCode: 400, message: 'navbar.setting.imageSize', field: 'picture' })).toBeNull();
  });

  it('anything else is the generic error, not a personal-data one', () => {
    expect(settingsFailureMessage({ statusCode: 0, message: 'server_error' })).toBe('errors:msg.error.dataServer');
    expect(settingsFailureMessage({ statusCode: 429, message: 'too.many.requests' })).toBe('errors:too.many.requests');
  });
});
