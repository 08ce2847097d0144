import { expect, test } from '../support/test.js';
import type { Page } from '@playwright/test';
import { LoginPage } from '../pages/login-page.js';
import { QueryPage } from '../pages/query-page.js';
import { ShellPage } from '../pages/shell-page.js';
import { expectNoSeriousViolations } from '../support/axe.js';
import { ADMIN, NEGOTIATOR } from '../support/demo.js';

// The audit trail (doc 2 §2 Traces; ADR 0022): the administrator looks up Ana Pérez's sign-in.
// Each test signs in twice (Ana, then the administrator) and runs axe more than once: slow.
test.slow();

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

/** Ana signs in and out, so today's trail holds her sign-in; then the administrator signs in. */
async function adminAfterAnasSignIn(page: Page) {
  const login = new LoginPage(page);
  await login.signIn(NEGOTIATOR);
  await new ShellPage(page).signOut();
  await login.signIn(ADMIN);
}

/** Searches aperez's traces from yesterday to today (the bank's days). */
async function searchAnasTraces(page: Page, query: QueryPage) {
  await page.getByRole('textbox', { name: /^(Usuario|User)/ }).fill('aperez');
  await query.range(await query.bankDay(-1), await query.bankDay());
  await query.find();
  await query.expectUrl('traces', 'table');
}

/** The details button of the first row whose operation reads exactly `operation`. */
function detailsOf(page: Page, query: QueryPage, operation: string) {
  return query
    .bodyRows()
    .filter({ has: page.getByRole('cell', { name: operation, exact: true }) })
    .first()
    .getByRole('button', { name: /^(Ver detalles|See details)$/ });
}

test.describe('in Spanish, wide', () => {
  test.use({ locale: 'es-ES' });

  test("the administrator finds Ana's sign-in, reads its XML description and exports the table", async ({ page }) => {
    const query = new QueryPage(page);
    const shell = new ShellPage(page);
    await adminAfterAnasSignIn(page);
    await shell.openFromMenu(/^Administración$/, /^Trazas$/);
    await query.expectUrl('traces', 'form');

    await query.find();
    await expect(page.getByText('Escriba el usuario.')).toBeVisible();
    await expect(page.getByText('Seleccione la fecha desde.')).toBeVisible();
    await expectNoSeriousViolations(page, 'traces form', '#view-panel');

    await searchAnasTraces(page, query);
    const table = query.table();
    for (const text of ['aperez', 'Ana', 'Inicio de sesión', 'Credenciales aceptadas (falta el PIN)', 'Cierre de sesión', '127.0.0.1']) await expect(table).toContainText(text);
    await expect(query.bodyRows().first()).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}/);
    await expectNoSeriousViolations(page, 'traces table', '#view-panel');

    await detailsOf(page, query, 'Inicio de sesión').click();
    const dialog = page.getByRole('dialog', { name: 'Detalles de la traza' });
    for (const text of ['Primer apellido', 'Pérez', 'Segundo apellido', 'García', 'ID de traza externa']) await expect(dialog).toContainText(text);
    await expect(dialog).toContainText(UUID);
    // The description is XML shown as text, indented: never turned into elements.
    const xml = dialog.locator('pre');
    await expect(xml).toContainText('<signIn>');
    await expect(xml).toContainText('  <step>pin</step>');
    await expect(xml).toContainText('<email>ana.perez@caribe.example</email>');
    await expect(dialog.locator('signIn, step')).toHaveCount(0);
    await expectNoSeriousViolations(page, 'trace details', '[role="dialog"]');
    await dialog.getByRole('button', { name: 'OK' }).click();

    const csv = await query.export('CSV');
    expect(csv.suggestedFilename()).toMatch(/\.csv$/);
    const text = await (await csv.createReadStream()).toArray();
    expect(Buffer.concat(text).toString('utf8')).toContain('Inicio de sesión');
    await shell.signOut();
  });
});

test.describe('in English, 360 px wide', () => {
  test.use({ locale: 'en-GB', viewport: { width: 360, height: 740 } });

  test("the administrator reads Ana's sign-in on a phone", async ({ page }) => {
    const query = new QueryPage(page);
    const shell = new ShellPage(page);
    await adminAfterAnasSignIn(page);
    await shell.openDrawer();
    await shell.openFromMenu(/^Administration$/, /^Traces$/);
    await searchAnasTraces(page, query);
    await expect(query.table()).toContainText('Signed in');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await detailsOf(page, query, 'Signed in').click();
    const dialog = page.getByRole('dialog', { name: 'Trace details' });
    await expect(dialog.locator('pre')).toContainText('<step>pin</step>');
    const box = await dialog.locator('pre').boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(360);
    await expectNoSeriousViolations(page, 'trace details at 360 px', '[role="dialog"]');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await shell.signOut();
  });
});
