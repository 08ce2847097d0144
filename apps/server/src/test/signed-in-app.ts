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

export interface SignedInUsers {
  t: TestApp;
  api: ReturnType<typeof client>;
  /** Each e-mail's session token. */
  tokens: Record<string, string>;
}

/** `signedInApp` for several users at once (a negotiator and the signers of a request, say). */
export function signedInUsers(emails: readonly string[]): SignedInUsers {
  const s = { tokens: {} } as SignedInUsers;
  beforeAll(async () => {
    s.t = await testApp();
    s.api = client(s.t.app);
    for (const email of emails) s.tokens[email] = await s.api.signIn(email);
  });
  afterAll(() => s.t.close());
  return s;
}
