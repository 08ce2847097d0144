import { expect, type Page } from '@playwright/test';
import { toLoginRequest } from '../../packages/contract/src/auth-routes.js';
import type { SessionUser } from '../../packages/contract/src/auth.js';
import { ShellPage } from '../pages/shell-page.js';
import { DEMO_PASSWORD, DEMO_PIN, type DemoUser } from './demo.js';
import { keepSession } from './stored-session.js';

/** The API key the gateway writes into its pages, as the page's code reads it. */
async function apiKey(page: Page): Promise<string> {
  const html = await (await page.request.get('/login')).text();
  const key = /<meta name="bel-api-key" content="([^"]*)"/.exec(html)?.[1];
  if (!key) throw new Error('the sign-in page carries no API key');
  return key;
}

/**
 * Signs `user` in with the gateway's two sign-in calls, the ones the sign-in page makes, then
 * opens the portal with the session kept where the page keeps it (ADR 0060). For tests of what
 * comes after signing in (`at`: the address the tab first opens). The sign-in page itself is
 * driven through the screen by the sign-in specs. It saves the sign-in page's load and its
 * keypad, about 4 s a test on CI's machine.
 */
export async function signedIn(page: Page, user: DemoUser, at = '/home/main'): Promise<ShellPage> {
  const headers = { 'x-api-key': await apiKey(page), accept: 'application/json' };
  const login = await page.request.post('/api/auth/login', {
    headers,
    data: toLoginRequest({ email: user.email, password: DEMO_PASSWORD, customerCode: user.clientCode }),
  });
  expect(login.status(), `the password step for ${user.email}: ${await login.text()}`).toBe(200);
  const pending = ((await login.json()) as { token: string }).token;
  const pin = await page.request.post(`/api/auth/login/${DEMO_PIN}`, { headers: { ...headers, authorization: `Bearer ${pending}` } });
  expect(pin.status(), `the PIN step for ${user.email}: ${await pin.text()}`).toBe(200);
  const signed = (await pin.json()) as { token?: string; data: SessionUser };
  await keepSession(page, { token: signed.token ?? pending, user: signed.data });
  await page.goto(at);
  const shell = new ShellPage(page);
  await expect(shell.userMenuButton()).toBeVisible();
  return shell;
}

/** Signs `user` in as `signedIn` does, and answers the page object that drives the screens. */
export async function signedInAs<P>(page: Page, user: DemoUser, PageObject: new (page: Page) => P): Promise<P> {
  await signedIn(page, user);
  return new PageObject(page);
}
