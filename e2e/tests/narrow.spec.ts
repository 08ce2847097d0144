import { expect, test } from '../support/test.js';
import type { Page } from '@playwright/test';
import { LoginPage } from '../pages/login-page.js';
import { QueryPage } from '../pages/query-page.js';
import { RatesPanelPage } from '../pages/rates-panel-page.js';
import { RecoveryPage } from '../pages/recovery-page.js';
import { SettingsDialog } from '../pages/settings-dialog.js';
import { ShellPage } from '../pages/shell-page.js';
import { NEGOTIATOR } from '../support/demo.js';
import { signedIn } from '../support/signed-in.js';
import { TABS_STORAGE_KEY } from '../support/stored-session.js';

// Issue 4, item 7: every screen usable 360 px wide.
test.use({ locale: 'es-ES', viewport: { width: 360, height: 740 } });

/** Nothing wider than the screen: the page never scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

/** Inside the screen's width, once any sliding or fading in has finished. */
async function expectWithinScreen(page: Page, locator: ReturnType<Page['locator']>) {
  await expect.poll(async () => (await locator.boundingBox())?.x ?? -1, { message: 'left edge' }).toBeGreaterThanOrEqual(0);
  await expect.poll(async () => {
    const box = await locator.boundingBox();
    return box ? box.x + box.width : Infinity;
  }, { message: 'right edge' }).toBeLessThanOrEqual(360);
}

test('at 360 px: sign in with the keypad, open a query from the drawer and read a row', async ({ page }) => {
  const login = new LoginPage(page);
  const shell = new ShellPage(page);
  await login.open();
  await expectNoSidewaysScroll(page);
  await login.credentials(NEGOTIATOR);
  // The whole keypad and the Log in button are on the screen, within its width.
  await expect(login.keypad()).toBeVisible();
  await expectWithinScreen(page, login.keypad());
  await login.typePin();
  const enter = page.getByRole('button', { name: 'Entrar' });
  await enter.scrollIntoViewIfNeeded();
  await expect(enter).toBeInViewport();
  await expectNoSidewaysScroll(page);
  await login.submitPin();
  await expect(page).toHaveURL(/\/home\/main$/);
  // The PIN page stays until the shell renders: measure the shell, not the page it replaces.
  await expect(shell.userMenuButton()).toBeVisible();
  await expectNoSidewaysScroll(page);

  // The drawer is temporary: hidden until opened, closed again by choosing a query.
  await expect(shell.menu()).toBeHidden();
  await shell.openDrawer();
  await expectWithinScreen(page, shell.menu());
  await shell.openFromMenu(/^Cuentas$/, /^Saldo de cuentas$/);
  await expect(shell.menu()).toBeHidden();
  const query = new QueryPage(page);
  await expect(query.bodyRows().first()).toBeVisible();
  await expectNoSidewaysScroll(page);

  // The first row's details button is on the screen without scrolling the table sideways.
  const details = query.bodyRows().first().getByRole('button', { name: 'Ver detalles' });
  await details.scrollIntoViewIfNeeded();
  await expectWithinScreen(page, details);
  expect(await page.evaluate(() => [...document.querySelectorAll('.MuiTableContainer-root')].map((c) => c.scrollLeft))).toEqual([0]);
  await details.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expectWithinScreen(page, dialog);
  await dialog.getByRole('button', { name: 'OK' }).click();

  // The settings dialog takes the whole screen and fits it.
  const settings = new SettingsDialog(page);
  await settings.open();
  await expectWithinScreen(page, settings.dialog());
  await settings.dialog().getByRole('button', { name: 'Guardar' }).scrollIntoViewIfNeeded();
  await expect(settings.dialog().getByRole('button', { name: 'Guardar' })).toBeInViewport();
  await page.keyboard.press('Escape');
  await expect(settings.dialog()).toBeHidden();

  // The rates panel and its converter fill the screen, the sell column and the controls included.
  const rates = new RatesPanelPage(page);
  await rates.open();
  await expectWithinScreen(page, rates.dialog());
  await expectWithinScreen(page, rates.dialog().getByRole('columnheader', { name: 'Venta' }));
  await rates.openConverter();
  await rates.convert('100', 'CUP', 'USD');
  await expectWithinScreen(page, rates.result());
  await rates.close();
  await shell.signOut();
});

test('at 360 px: recovery fits the screen', async ({ page }) => {
  const recovery = new RecoveryPage(page);
  await recovery.open();
  await expect(recovery.heading()).toBeVisible();
  await expect(page.getByText('Paso 1 de 2: Datos de identidad')).toBeVisible();
  await expectNoSidewaysScroll(page);
  const next = page.getByRole('button', { name: 'Siguiente' });
  await next.scrollIntoViewIfNeeded();
  await expectWithinScreen(page, next);
});

test('at 360 px: a view opened by its address gets its tab, in sight at the end of a full strip', async ({ page }) => {
  await signedIn(page, NEGOTIATOR);
  // Six views already open in this tab: the strip is wider than the screen.
  const open = ['account_movements', 'account_statements', 'account_changes', 'ln_total_debt', 'lc_summary', 'currency_rates'];
  await page.evaluate(([key, tabs]) => sessionStorage.setItem(key, JSON.stringify(tabs)), [TABS_STORAGE_KEY, open.map((view) => ({ tabName: view, tabRouteName: view }))] as const);
  await page.goto('/home/account_balance');
  const tabs = page.getByRole('tab');
  const balance = page.getByRole('tab', { name: 'Saldo de cuentas' });
  await expect(balance).toHaveAttribute('aria-selected', 'true');
  await expect(tabs).toHaveCount(open.length + 2);
  await expect(tabs.last()).toHaveText('Saldo de cuentas');
  // The tabs are in the portal's type, not the browser's own for a bare button (Arial).
  const portalFont = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
  for (const tab of await tabs.all()) await expect(tab).toHaveCSS('font-family', portalFont);
  await expect(balance).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('tab', { name: 'Inicio' })).not.toBeInViewport();
  await expectNoSidewaysScroll(page);
  // Home, from the keyboard, brings the first tab back into sight.
  await balance.focus();
  await page.keyboard.press('Home');
  await expect(page).toHaveURL(/\/home\/main$/);
  await expect(page.getByRole('tab', { name: 'Inicio' })).toBeInViewport({ ratio: 1 });
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true });

  test('at 360 px: a quick tap on the system date shows the working days around it, for a moment', async ({ page }) => {
    await signedIn(page, NEGOTIATOR);
    await page.goto('/home/account_balance');
    const date = page.getByText(/^Fecha del sistema:/);
    // Playwright's tap lifts the finger at once: MUI's own touch handling showed nothing then.
    await date.tap();
    const tip = page.getByRole('tooltip');
    await expect(tip).toHaveText(/^Último día hábil: \d{2}\/\d{2}\/\d{4} · Hoy: \d{2}\/\d{2}\/\d{4} · Próximo día hábil: \d{2}\/\d{2}\/\d{4}$/);
    await expectWithinScreen(page, tip);
    await expect(tip).toBeHidden();
  });
});
