import { expect, test } from '../support/test.js';
import { LoginPage } from '../pages/login-page.js';
import { ShellPage } from '../pages/shell-page.js';
import { NEGOTIATOR } from '../support/demo.js';
import { storedSession } from '../support/stored-session.js';

test.use({ locale: 'es-ES' });

test('a session ended on the server sends the user back to sign in on the next action', async ({ page, request }) => {
  await new LoginPage(page).signIn(NEGOTIATOR);
  // The home tab's own calls (notifications, rates) finish first, so the next call is ours.
  await page.waitForLoadState('networkidle');
  const token = (await storedSession(page))?.token;
  expect(token).toBeTruthy();
  const apiKey = await page.locator('meta[name="bel-api-key"]').getAttribute('content');

  // The session ends elsewhere (here: through the API, as another tab's logout would).
  const res = await request.delete('/api/auth/logout', { headers: { 'x-api-key': apiKey!, authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);

  // The next call answers session.not.found: the portal clears the session and shows /login.
  // That call is the menu's, unless a background one (notifications, rates) gets there first and
  // the shell is gone before the click: the same outcome, so either may end the wait (CI, stop 19).
  const action = new ShellPage(page).openFromMenu(/^Cuentas$/, /^Saldo de cuentas$/).catch(() => undefined);
  await Promise.race([action, page.waitForURL(/\/login$/)]);
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedSession(page)).toBeNull();
  await expect(page.getByLabel(/^Correo electrónico/)).toBeVisible();
});
