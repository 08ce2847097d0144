import { expect, test } from '../support/test.js';
import { RatesPanelPage } from '../pages/rates-panel-page.js';
import { NEGOTIATOR, NEGOTIATOR_ACCOUNTS } from '../support/demo.js';
import { signedIn } from '../support/signed-in.js';

test.use({ locale: 'es-ES' });

// The web app calls the gateway by route, plain data, and loads zod only with what checks
// input itself (a form, the converter): zod and the contract's schemas were some 36 KB of gzip
// and 300 ms of a slow phone's start on every signed-in page (ADR 0065). The build gives zod a
// chunk of its own, so the request for it tells when it loads.
test('a signed-in page starts without zod; the converter, which checks its amount, loads it when opened', async ({ page }) => {
  // Listening from the start: a script the home page loaded may come from the memory cache later.
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await signedIn(page, NEGOTIATOR);
  await page.goto('/home/account_balance');
  for (const account of NEGOTIATOR_ACCOUNTS) await expect(page.getByRole('cell', { name: account })).toBeVisible();
  // The row's details and the exports are part of the table's start too.
  await expect(page.getByRole('button', { name: 'Ver detalles' }).first()).toBeVisible();
  expect(scripts.length).toBeGreaterThan(5);
  expect(scripts.filter((script) => /\/zod-[^/]*\.js$/.test(script))).toEqual([]);

  const rates = new RatesPanelPage(page);
  await rates.open();
  await rates.openConverter();
  await expect.poll(() => scripts.filter((script) => /\/zod-[^/]*\.js$/.test(script))).toHaveLength(1);
  expect(await rates.convert('100', 'CUP', 'USD')).not.toBe('');
});
