// Takes screenshots of the main screens in both languages and at three widths, for people to
// look at (not a test). Needs a running portal: BASE_URL (default http://127.0.0.1:3000).
// Usage: npx tsx e2e/screenshots.ts [outDir]
import type { Page } from '@playwright/test';
import { LoginPage } from './pages/login-page.js';
import { NotificationsPage } from './pages/notifications-page.js';
import { RatesPanelPage } from './pages/rates-panel-page.js';
import { RecoveryPage } from './pages/recovery-page.js';
import { SettingsDialog } from './pages/settings-dialog.js';
import { ShellPage } from './pages/shell-page.js';
import { BANK_ISSUED_IDENTITY, NEGOTIATOR } from './support/demo.js';
import { SCREEN_WIDTHS as WIDTHS, screenshotRun } from './support/screenshot-run.js';

const run = await screenshotRun();
const { out, shot } = run;
for (const lang of ['es', 'en'] as const) {
  for (const width of WIDTHS) {
    const context = await run.context(lang, width);
    const page = await context.newPage();
    const login = new LoginPage(page);
    const tag = `${lang}-${width}`;
    await login.open();
    await page.waitForLoadState('networkidle');
    await shot(page, `login-1-${tag}`);
    await login.credentials(NEGOTIATOR);
    await login.keypad().waitFor();
    await shot(page, `login-2-${tag}`);
    await login.typePin();
    await login.submitPin();
    await page.waitForURL(/\/home\/main$/);
    await page.waitForLoadState('networkidle');
    await shot(page, `home-${tag}`);
    const shell = new ShellPage(page);
    if (width <= 960) await page.getByRole('button', { name: /^(Abrir menú|Open menu)$/ }).click();
    await page.waitForTimeout(300);
    await shot(page, `menu-${tag}`);
    await shell.openFromMenu(/^(Cuentas|Accounts)$/, /^(Saldo de cuentas|Account balance)$/);
    await page.getByRole('table').waitFor();
    await page.waitForLoadState('networkidle');
    await shot(page, `balance-${tag}`);
    await page.getByRole('button', { name: /^(Ver detalles|See details)$/ }).first().click();
    await page.getByRole('dialog').waitFor();
    await shot(page, `balance-details-${tag}`);
    await page.getByRole('button', { name: 'OK' }).click();
    await shell.signOut();
    await context.close();
  }
}

/** The rest of the shell (issue 4): assistant, recovery, help, notifications, rates panel, settings. */
async function shellScenes(page: Page, tag: string, width: number) {
  const login = new LoginPage(page);
  await login.open();
  if (width <= 960) await page.getByRole('button', { name: /^(Abrir el asistente de ayuda|Open the help assistant)$/ }).click();
  const assistant = page.getByRole('dialog', { name: /^(Asistente BEL|BEL assistant)$/ });
  await assistant.waitFor();
  await assistant.getByRole('button').nth(1).click();
  await page.waitForTimeout(300);
  await shot(page, `assistant-${tag}`);

  const recovery = new RecoveryPage(page);
  await recovery.open();
  await page.getByRole('button', { name: /^(Siguiente|Next)$/ }).click();
  await page.waitForTimeout(300);
  await shot(page, `recovery-1-errors-${tag}`);
  await recovery.identity(BANK_ISSUED_IDENTITY);
  await recovery.newPasswordField().fill('short');
  await page.waitForTimeout(300);
  await shot(page, `recovery-2-${tag}`);

  await page.goto(`/help/${tag.slice(0, 2)}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await shot(page, `help-${tag}`);

  await login.signIn(NEGOTIATOR);
  await page.waitForLoadState('networkidle');
  const notifications = new NotificationsPage(page);
  await notifications.board().scrollIntoViewIfNeeded();
  await page.waitForTimeout(300);
  await shot(page, `notifications-board-${tag}`);
  await notifications.openBell();
  await page.waitForTimeout(300);
  await shot(page, `notifications-bell-${tag}`);
  await page.keyboard.press('Escape');

  const rates = new RatesPanelPage(page);
  await rates.open();
  await page.waitForTimeout(400);
  await shot(page, `rates-panel-${tag}`);
  await rates.openConverter();
  await rates.convert('1000', 'EUR', 'USD');
  await shot(page, `rates-converter-${tag}`);
  await rates.close();

  const settings = new SettingsDialog(page);
  await settings.open();
  await settings.save();
  await page.waitForTimeout(300);
  await shot(page, `settings-${tag}`);
  await page.keyboard.press('Escape');
  await new ShellPage(page).signOut();
}

for (const lang of ['es', 'en'] as const) {
  for (const width of WIDTHS) {
    const context = await run.context(lang, width, { acceptDownloads: true });
    await shellScenes(await context.newPage(), `${lang}-${width}`, width);
    await context.close();
  }
}
await run.close();
console.log(`screenshots in ${out}`);
