import { afterAll, beforeAll } from 'vitest';
import { client } from './client.js';
import { testApp, type TestApp } from './test-app.js';

export interface SignedInApp {
  t: TestApp;
  api: ReturnType<typeof client>;
  /** The session of the e-mail given; unset when none was. */
  token: string;
}

/**
 * The set-up most API test files share: before them, a fresh app on its own copy of the demo
 * bank, a client for it, and `email` signed in; after them, the app closed. The fields are
 * filled in beforeAll, so read them inside hooks and tests, never at load time.
 */
export function signedInApp(email?: string): SignedInApp {
  const s = {} as SignedInApp;
  beforeAll(async () => {
    s.t = await testApp();
    s.api = client(s.t.app);
    if (email) s.token = await s.api.signIn(email);
  });
  afterAll(() => s.t.close());
  return s;
}
