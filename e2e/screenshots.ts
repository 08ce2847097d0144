// Takes screenshots of the main screens in both languages and at three widths, for people to
// look at (not a test). Needs a running portal: BASE_URL (default http://127.0.0.1:3000).
// Usage: npx tsx e2e/screenshots.ts [outDir]
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS } from './support/env.js';
import { LoginPage } from './pages/login-page.js';
import { ShellPage } from './pages/shell-page.js';
import { NEGOTIATOR } from './support/demo.js';

const base = process.env.BASE_URL ?? 'http://127.0.0.1:3000';
const out = path.resolve(process.argv[2] ?? '.screens');
mkdirSync(out, { recursive: true });

const shot = (page: Page, name: string) => page.screenshot({ path: path.join(out, `${name}.png`), fullPage: false });

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
for (const lang of ['es', 'en'] as const) {
  for (const width of [1280, 800, 360]) {
    const context = await browser.newContext({ baseURL: base, viewport: { width, height: width === 360 ? 760 : 800 }, locale: lang });
    await context.addInitScript((l) => localStorage.setItem('language', l), lang);
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
await browser.close();
console.log(`screenshots in ${out}`);
