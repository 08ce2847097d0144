import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.js';
import { LoginPage } from '../pages/login-page.js';
import { ShellPage } from '../pages/shell-page.js';
import { DEMO_PASSWORD } from '../support/demo.js';

// /login arrives with the sign-in page already in its HTML, in the visitor's language, which the
// page's code adopts (hydrates), or replaces when it is not the language the code chose (ADR 0050).
test.use({ locale: 'es-ES' });

const SIGNER = { email: 'jorge.castillo@sol.example', clientCode: '2002' };

/**
 * Keeps, from before any script runs, the heading the HTML arrived with and every layout shift,
 * and every console error: a hydration that fails is reported there and replaces the page.
 */
async function watchPage(page: Page): Promise<string[]> {
  await page.addInitScript(() => {
    const w = window as unknown as { snapshotHeading?: Element | null; shift: number };
    w.shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) w.shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
    // 'interactive': the HTML is parsed and the module scripts have not run yet.
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') w.snapshotHeading = document.querySelector('h1');
    });
  });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Whether the heading on the page is the very element the HTML arrived with. */
const headingAdopted = (page: Page) => page.evaluate(() => (window as unknown as { snapshotHeading?: Element | null }).snapshotHeading === document.querySelector('h1'));
/**
 * The Emotion class names that the code gave to the focused field's box (focus only adds
 * `Mui-focused` there), or to any element of the page, but that the snapshot's styles do not
 * define. The snapshot must be styled by the builds the page runs: otherwise its names differ,
 * and hydration serialises and inserts every style again.
 */
const classesOutsideSnapshot = (page: Page, of: 'focused field' | 'whole page') =>
  page.evaluate((of) => {
    const defined = new Set([...document.querySelectorAll('style[data-emotion^="css "]')].flatMap((style) => style.getAttribute('data-emotion')!.split(' ').slice(1)));
    const field = document.activeElement?.closest('.MuiInputBase-root');
    if (of === 'focused field' && !field) throw new Error('no field is focused');
    const elements = of === 'focused field' ? [field!] : [...document.body.querySelectorAll('*')];
    const names = new Set(elements.flatMap((element) => [...element.classList]));
    return [...names].filter((name) => name.startsWith('css-') && !defined.has(name.slice(4)));
  }, of);
const layoutShift = (page: Page) => page.evaluate(() => (window as unknown as { shift: number }).shift);

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the page shows its form, and a submit there sends nothing anywhere', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await new LoginPage(page).open({ prerenderedOnly: true });
    await expect(page.getByRole('heading', { level: 1, name: 'Acceso de clientes' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    const form = page.locator('form');
    // Were it ever sent, the password would not go into an address.
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).not.toHaveAttribute('action', /./);

    const requests: string[] = [];
    page.on('request', (request) => requests.push(`${request.method()} ${request.url()}`));
    await page.getByLabel(/^Correo electrónico/).fill(SIGNER.email);
    await page.getByLabel(/^Contraseña/).fill(DEMO_PASSWORD);
    await page.getByLabel(/^Código de cliente/).fill(SIGNER.clientCode);
    const next = page.getByRole('button', { name: 'Siguiente' });
    await expect(next).toBeDisabled();
    await page.getByLabel(/^Código de cliente/).press('Enter');
    await page.getByLabel(/^Contraseña/).press('Enter');
    await next.click({ force: true });
    // A submit would have loaded another page: the typed values would be gone.
    await expect(page.getByLabel(/^Contraseña/)).toHaveValue(DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/login$/);
    expect(requests).toEqual([]);
  });
});

for (const width of [1280, 360]) {
  test(`at ${width} px the code adopts the Spanish page without a mismatch or a shift, and the assistant appears`, async ({ page }) => {
    const errors = await watchPage(page);
    await page.setViewportSize({ width, height: 800 });
    await new LoginPage(page).open();
    await expect(page.getByRole('button', { name: 'Siguiente' })).toBeEnabled();
    if (width > 960) await expect(page.getByRole('dialog', { name: 'Asistente BEL' })).toBeVisible();
    else await expect(page.getByRole('button', { name: 'Abrir el asistente de ayuda' })).toBeVisible();
    await expect(page.getByLabel(/^Correo electrónico/)).toBeFocused();
    expect(await headingAdopted(page)).toBe(true);
    expect(await classesOutsideSnapshot(page, 'focused field')).toEqual([]);
    // A phone's snapshot also carries the styles of what the page shows once its code runs: the
    // card alone, the assistant's button and its tooltip (ADR 0062).
    if (width <= 960) expect(await classesOutsideSnapshot(page, 'whole page')).toEqual([]);
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
    expect(errors).toEqual([]);
  });
}

test('what was typed before the code ran is kept, and signing in works once it has', async ({ page }) => {
  // The page's code waits until the fields are filled, as on a slow connection.
  let release!: () => void;
  const typed = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
    await typed;
    await route.continue();
  });
  const errors = await watchPage(page);
  const login = new LoginPage(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await page.getByLabel(/^Correo electrónico/).fill(SIGNER.email);
  await page.getByLabel(/^Código de cliente/).fill(SIGNER.clientCode);
  await page.getByLabel(/^Contraseña/).fill(DEMO_PASSWORD);
  await expect(page.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
  release();
  await expect(page.getByRole('button', { name: 'Siguiente' })).toBeEnabled();
  // Adopting the page neither empties the fields nor moves the focus away from where it was.
  await expect(page.getByLabel(/^Correo electrónico/)).toHaveValue(SIGNER.email);
  await expect(page.getByLabel(/^Código de cliente/)).toHaveValue(SIGNER.clientCode);
  await expect(page.getByLabel(/^Contraseña/)).toHaveValue(DEMO_PASSWORD);
  await expect(page.getByLabel(/^Contraseña/)).toBeFocused();
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await login.typePin();
  await login.submitPin();
  await expect(page).toHaveURL(/\/home\/main$/);
  expect(errors).toEqual([]);
});

test.describe('in English', () => {
  test.use({ locale: 'en-US' });

  test('a browser in English gets the page prerendered in English, which the code adopts', async ({ page }) => {
    const errors = await watchPage(page);
    await new LoginPage(page).open();
    await expect(page.getByRole('heading', { level: 1, name: 'Customer sign-in' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled();
    await expect(page.getByLabel(/^E-mail/)).toBeFocused();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await headingAdopted(page)).toBe(true);
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
    expect(errors).toEqual([]);
  });
});

test('a language chosen on the page is the language /login arrives in next time, adopted as it is', async ({ page }) => {
  const errors = await watchPage(page);
  await new LoginPage(page).open();
  await expect(page.getByRole('button', { name: 'Siguiente' })).toBeEnabled();
  await new ShellPage(page).switchLanguage('English');
  await expect(page.getByRole('heading', { level: 1, name: 'Customer sign-in' })).toBeVisible();
  await page.reload();
  // The HTML itself is English now (the cookie kept the choice), before any script runs.
  expect(await page.evaluate(() => (window as unknown as { snapshotHeading?: Element | null }).snapshotHeading?.textContent)).toBe('Customer sign-in');
  await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled();
  expect(await headingAdopted(page)).toBe(true);
  expect(errors).toEqual([]);
});
