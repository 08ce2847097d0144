import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.js';
import { NotificationsPage } from '../pages/notifications-page.js';
import { QueryPage } from '../pages/query-page.js';
import { RequestPage } from '../pages/request-page.js';
import { RatesPanelPage } from '../pages/rates-panel-page.js';
import { NEGOTIATOR, NEGOTIATOR_ACCOUNTS } from '../support/demo.js';
import { signedIn } from '../support/signed-in.js';

test.use({ locale: 'es-ES' });

/** A built script's chunk name: its path without the folder and the build's hash. */
const chunkName = (pathname: string) => pathname.replace(/^\/assets\/(.+)-[\w-]{8}\.js$/, '$1');

/** The scripts a page requests from its first load on, by chunk name. */
function scriptNames(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') names.push(chunkName(new URL(request.url()).pathname));
  });
  return names;
}

// Rolldown split what a signed-in table runs into 37 files, fetched in three waves (the entry,
// the full app, the home route with the view): over HTTP/1.1 a phone waits a round trip for each
// on one of six connections. The build puts the start in one chunk, and the page names it and the
// few chunks it shares with the sign-in page, for the browser to fetch with the entry (ADR 0066),
// and the catalogues of the tab's language, which the gateway knows from its cookie or the
// browser's languages (ADR 0068). Only the view's own chunk comes after. A module the results
// phase needs that lands elsewhere shows here: add where it starts to SIGNED_IN_ROOTS in
// vite.config.ts.
for (const [locale, language, details] of [
  ['es-ES', 'es', 'Ver detalles'],
  ['en-US', 'en', 'See details'],
] as const) {
  test.describe(`a browser in ${locale}`, () => {
    test.use({ locale });
    test("a signed-in table loads what the page names with the entry, its language's catalogues among them, then only its view", async ({ page }) => {
      const scripts = scriptNames(page);
      const served = page.waitForResponse((response) => response.request().resourceType() === 'document' && new URL(response.url()).pathname === '/home/account_balance');
      await signedIn(page, NEGOTIATOR, '/home/account_balance');
      for (const account of NEGOTIATOR_ACCOUNTS) await expect(page.getByRole('cell', { name: account })).toBeVisible();
      await expect(page.getByRole('button', { name: details }).first()).toBeVisible();
      // The page as the gateway sent it, before the code ran.
      expect(await (await served).text()).toContain(`<html lang="${language}">`);
      const named = await page.locator('script[src], link[rel="modulepreload"]').evaluateAll((elements) =>
        elements.map((element) => element.getAttribute('src') ?? element.getAttribute('href') ?? ''),
      );
      const withEntry = named.map(chunkName);
      expect(withEntry).toEqual(expect.arrayContaining(['signed-in', `sign-in-catalogues-${language}`, `catalogues-${language}`]));
      const other = language === 'es' ? 'en' : 'es';
      expect(withEntry).not.toContain(`catalogues-${other}`);
      expect(withEntry).not.toContain(`sign-in-catalogues-${other}`);
      expect(scripts.filter((script) => !withEntry.includes(script))).toEqual(['accounts']);
    });
  });
}

// Emotion serialised and inserted each style of the shell and the table as React first committed
// them, most of the two longest tasks of a phone opening a table. The page carries those styles,
// rendered by the build (ADR 0073); the browser's Emotion takes them as inserted and adds only
// what the page lacks.
test('a phone opening a results table finds its styles in the page: the code inserts almost none', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await signedIn(page, NEGOTIATOR, '/home/account_balance');
  for (const account of NEGOTIATOR_ACCOUNTS) await expect(page.getByRole('cell', { name: account })).toBeVisible();
  const rules = await page.evaluate(() => {
    const count = (selector: string) => [...document.querySelectorAll<HTMLStyleElement>(selector)].reduce((sum, style) => sum + (style.sheet?.cssRules.length ?? 0), 0);
    // The page's elements list their styles' ids after the key; Emotion's own have the key alone.
    return { page: count('style[data-emotion^="css "]'), inserted: count('style[data-emotion="css"]') };
  });
  expect(rules.page).toBeGreaterThan(200);
  expect(rules.inserted).toBeLessThan(rules.page / 20);
});

// The web app calls the gateway by route, plain data, and loads zod only with what checks
// input itself (a form, the converter): zod and the contract's schemas were some 36 KB of gzip
// and 300 ms of a slow phone's start on every signed-in page (ADR 0065). The build gives zod a
// chunk of its own, so the request for it tells when it loads.
test('a signed-in page starts without zod; the converter, which checks its amount, loads it when opened', async ({ page }) => {
  // Listening from the start: a script the home page loaded may come from the memory cache later.
  const scripts = scriptNames(page);
  await signedIn(page, NEGOTIATOR);
  await page.goto('/home/account_balance');
  for (const account of NEGOTIATOR_ACCOUNTS) await expect(page.getByRole('cell', { name: account })).toBeVisible();
  // The row's details and the exports are part of the table's start too.
  await expect(page.getByRole('button', { name: 'Ver detalles' }).first()).toBeVisible();
  expect(scripts.length).toBeGreaterThan(5);
  expect(scripts).not.toContain('zod');

  const rates = new RatesPanelPage(page);
  await rates.open();
  await rates.openConverter();
  await expect.poll(() => scripts.filter((script) => script === 'zod')).toHaveLength(1);
  expect(await rates.convert('100', 'CUP', 'USD')).not.toBe('');
});

// A view whose code does not arrive (the network dropped) shows the crash message in its place
// after one request, not a loader that fetches in a loop; opened again from the menu once the
// network is back, its code is asked for again and it shows, with no reload (ADR 0070).
test('a view whose code failed to load shows the crash message, and opens when asked for again from the menu', async ({ page }) => {
  const scripts = scriptNames(page);
  let offline = true;
  await page.route(/\/assets\/loans-[\w-]{8}\.js$/, (route) => (offline ? route.abort('internetdisconnected') : route.continue()));
  const shell = await signedIn(page, NEGOTIATOR);
  await shell.openFromMenu(/^Préstamos$/, /^Deuda total$/);
  await expect(page.getByRole('alert').filter({ hasText: 'Algo salió mal' })).toBeVisible();
  const attempts = scripts.filter((script) => script === 'loans').length;
  expect(attempts).toBeGreaterThan(0);
  // Nothing fetches behind the message.
  await page.waitForTimeout(500);
  expect(scripts.filter((script) => script === 'loans')).toHaveLength(attempts);

  offline = false;
  await page.getByRole('tab', { name: 'Inicio' }).click();
  await shell.openFromMenu(/^Préstamos$/, /^Deuda total$/);
  await expect(page.getByRole('textbox', { name: /Número de contrato/ })).toBeVisible();
  await expect(page.getByText('Algo salió mal')).toHaveCount(0);
});

// An overlay's code starts loading when its button is pointed at or focused (ADR 0071). If that
// request fails (the network dropped for a moment), the click asks once more before the overlay
// opens, so the bell's panel shows instead of the page's crash message. By keyboard, as here, the
// click is the only chance: a mouse's press focuses the button again, which asks too.
test('an overlay whose code failed when its button was focused is asked for again by the key that opens it', async ({ page }) => {
  const scripts = scriptNames(page);
  let offline = true;
  await page.route(/\/assets\/notifications-popover-[\w-]{8}\.js$/, (route) => (offline ? route.abort('internetdisconnected') : route.continue()));
  await signedIn(page, NEGOTIATOR);
  const notifications = new NotificationsPage(page);
  const refused = page.waitForEvent('requestfailed', (request) => chunkName(new URL(request.url()).pathname) === 'notifications-popover');
  await notifications.bell().focus();
  await refused;

  offline = false;
  await notifications.bell().press('Enter');
  await expect(notifications.bellPanel()).toBeVisible();
  expect(scripts.filter((script) => script === 'notifications-popover')).toHaveLength(2);
  await expect(page.getByText('Algo salió mal')).toHaveCount(0);
});

// Opened at its address, a view asks for its first data as soon as its rights are in, while the
// portal's code is still loading (ADR 0072): the balances their rows, a query form the accounts
// it offers, a signed-request view its requests. They can then be in the view's first render
// instead of arriving after it. Here the language's catalogues, which the portal waits for before
// it renders, are held until the last of those calls is answered: without the early ask nothing
// could ask for them meanwhile. The view then reads what was asked for: one call each.
for (const { view, address, calls, shown } of [
  {
    view: 'the balances',
    address: '/home/account_balance',
    calls: ['/api/accounts/getByUserRolContract', '/api/accounts/getInfo'],
    shown: async (page: Page) => {
      for (const account of NEGOTIATOR_ACCOUNTS) await expect(page.getByRole('cell', { name: account })).toBeVisible();
    },
  },
  {
    view: 'the movements’ form',
    address: '/home/account_movements',
    calls: ['/api/accounts/getByUserRolContract'],
    shown: (page: Page) => new QueryPage(page).chooseAccount(/^Cuenta$/, NEGOTIATOR_ACCOUNTS[0]!),
  },
  {
    view: 'the checkbook requests',
    address: '/home/checks',
    calls: ['/api/checkbooks/listRequests'],
    shown: (page: Page) => expect(new RequestPage(page).table()).toHaveAttribute('aria-busy', 'false'),
  },
]) {
  test(`a tab opened at ${view} asks for its first data before the portal renders, and the view asks no second time`, async ({ page }) => {
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/accounts/') || calls.includes(pathname)) apiCalls.push(pathname);
    });
    let answeredWhileHeld = false;
    let held = true;
    const lastAnswered = page.waitForResponse((response) => new URL(response.url()).pathname === calls.at(-1), { timeout: 15_000 }).then(
      () => (answeredWhileHeld = held),
      () => undefined,
    );
    await page.route(/\/assets\/catalogues-es-[\w-]{8}\.js$/, async (route) => {
      await lastAnswered;
      held = false;
      await route.continue();
    });
    await signedIn(page, NEGOTIATOR, address);
    await shown(page);
    expect(answeredWhileHeld).toBe(true);
    expect(apiCalls).toEqual(calls);
  });
}

// Opened from the menu, a view's code, rights and first data start with the click (ADR 0072), and
// the view finds its data asked for: one call, the form's accounts there to choose from.
test('a view opened from the menu asks for its form’s accounts once', async ({ page }) => {
  const accountCalls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/api/accounts/getByUserRolContract') accountCalls.push(pathname);
  });
  const shell = await signedIn(page, NEGOTIATOR);
  await shell.openFromMenu(/^Cuentas$/, /^Movimientos de cuenta$/);
  await new QueryPage(page).chooseAccount(/^Cuenta$/, NEGOTIATOR_ACCOUNTS[0]!);
  expect(accountCalls).toHaveLength(1);
});
