import { expect, test } from '../support/test.js';
import type { Page } from '@playwright/test';
import { signedIn } from '../support/signed-in.js';
import { QueryPage } from '../pages/query-page.js';
import { ShellPage } from '../pages/shell-page.js';
import { NEGOTIATOR_ACCOUNTS, SIGNER } from '../support/demo.js';

// The seven letter-of-credit screens (ADR 0014), each three ways: a validation error shown in
// the form, a search with no rows (stays on the form with the warning) and the happy path to
// the table, its details and its export buttons. The seeded letters sit at fixed distances
// from the seed day (the bank's today), so ranges are counted back from the session's date.
test.use({ locale: 'es-ES' });

const OUT_OF_RANGE = 'La fecha está fuera del rango permitido.';
const GROUP = /^Cartas de crédito$/;

/** On the table: the export buttons for holders of 'Exportar', then the first row's details. */
async function expectTable(page: Page, query: QueryPage, view: string, details: string | RegExp) {
  await query.expectUrl(view, 'table');
  await expect(page.getByRole('group', { name: 'Exportar' }).getByRole('button', { name: 'PDF', exact: true })).toBeVisible();
  await query.expectFirstDetails(details);
}

test.beforeEach(async ({ page }) => {
  await signedIn(page, SIGNER);
});
test.afterEach(async ({ page }) => {
  await new ShellPage(page).signOut();
});

test('discrepancies: drawing reference format, an empty year, then the notices of the last 90 days and of one drawing', async ({ page }) => {
  const query = new QueryPage(page);
  await new ShellPage(page).openFromMenu(GROUP, /^Discrepancias$/);
  const reference = page.getByRole('textbox', { name: /Referencia de la utilización/ });
  await query.range(await query.bankDay(-90), await query.bankDay());
  await reference.fill('TF1001000003');
  await query.find();
  await expect(page.getByText('La referencia de la utilización debe ser TF seguido de 12 dígitos.')).toBeVisible();
  await reference.fill('');
  await query.range('01/01/2001', '31/12/2001');
  await query.find();
  await query.expectEmpty('lc_discrepancy');
  await query.range(await query.bankDay(-90), await query.bankDay());
  await query.find();
  await query.expectUrl('lc_discrepancy', 'table');
  await expect(query.table()).toContainText('TF100100000301');
  await expect(query.table()).toContainText('TF100100000801');
  await expect(query.table()).toContainText('Falta el certificado de inspección previa al embarque.');
  await expectTable(page, query, 'lc_discrepancy', /TF1001000002\d{2}|TF1001000003\d{2}|TF1001000008\d{2}/);
  // One drawing only: the form keeps the range, the reference narrows it.
  await query.goBack();
  await query.range(await query.bankDay(-90), await query.bankDay());
  await reference.fill('TF100100000801');
  await query.find();
  await query.expectUrl('lc_discrepancy', 'table');
  await expect(query.bodyRows()).toHaveCount(2);
  await expect(query.table()).not.toContainText('TF100100000301');
});

test('statistical summary: beneficiary too long, an empty year, then the letters backed by the Central Bank', async ({ page }) => {
  const query = new QueryPage(page);
  await new ShellPage(page).openFromMenu(GROUP, /^Resumen estadístico$/);
  const beneficiary = page.getByRole('textbox', { name: /^Beneficiario/ });
  await query.range(await query.bankDay(-365), await query.bankDay());
  await beneficiary.fill('x'.repeat(101));
  await query.find();
  await expect(page.getByText('El beneficiario admite como máximo 100 caracteres.')).toBeVisible();
  await beneficiary.fill('');
  await query.range('01/01/2001', '31/12/2001');
  await query.find();
  await query.expectEmpty('lc_stadistic');
  await query.range(await query.bankDay(-365), await query.bankDay());
  // The options come from the gateway in the screen's language.
  await query.chooseOption(/^Respaldo de liquidez/, 'Respaldo de liquidez del Banco Central');
  await query.find();
  await query.expectUrl('lc_stadistic', 'table');
  await expect(query.bodyRows()).toHaveCount(3);
  for (const reference of ['TF1001000001', 'TF1001000003', 'TF1001000008']) await expect(query.table()).toContainText(reference);
  await expect(query.table()).toContainText('Importación');
  await expectTable(page, query, 'lc_stadistic', 'Respaldo de liquidez del Banco Central');
});

test('summary: reference format, another company\'s letter, then a letter with its header, bar and movements', async ({ page }) => {
  const query = new QueryPage(page);
  await new ShellPage(page).openFromMenu(GROUP, /^Resumen de carta de crédito$/);
  const reference = page.getByRole('textbox', { name: /Referencia de la carta de crédito/ });
  await query.find();
  await expect(page.getByText('Introduzca la referencia de la carta de crédito.')).toBeVisible();
  await reference.fill('TF12');
  await query.find();
  await expect(page.getByText('La referencia de la carta de crédito debe ser TF seguido de 10 dígitos.')).toBeVisible();
  // Another company's letter answers like a missing one. With no account chosen, the search
  // sends every loaded account with the reference (doc 1 §7 {cuentas, reference}).
  const summaryCall = () => page.waitForRequest((request) => request.url().endsWith('/api/credit-letter/summary'));
  await reference.fill('TF2002000001');
  let sent = summaryCall();
  await query.find();
  expect((await sent).postDataJSON()).toEqual({ cuentas: NEGOTIATOR_ACCOUNTS, reference: 'TF2002000001' });
  await query.expectEmpty('lc_summary');
  // The chosen accounts narrow the search: TF1001000002 is kept on the EUR account, not the USD one.
  await reference.fill('TF1001000002');
  await query.chooseAccount(/^Cuentas$/, NEGOTIATOR_ACCOUNTS[2]!);
  await page.keyboard.press('Escape');
  sent = summaryCall();
  await query.find();
  expect((await sent).postDataJSON()).toEqual({ cuentas: [NEGOTIATOR_ACCOUNTS[2]], reference: 'TF1001000002' });
  await query.expectEmpty('lc_summary');
  await query.chooseAccount(/^Cuentas$/, NEGOTIATOR_ACCOUNTS[3]!);
  await page.keyboard.press('Escape');
  sent = summaryCall();
  await query.find();
  expect((await sent).postDataJSON()).toEqual({ cuentas: [NEGOTIATOR_ACCOUNTS[2], NEGOTIATOR_ACCOUNTS[3]], reference: 'TF1001000002' });
  await query.expectUrl('lc_summary', 'table');
  await expect(page.getByRole('heading', { name: 'Datos de la carta de crédito' })).toBeVisible();
  await expect(page.getByText('Lácteos del Adriático S.p.A., Bari')).toBeVisible();
  await expect(page.getByRole('img', { name: /TF1001000002 por 80,000\.00 EUR: utilizados 65,000\.00 EUR en 2 utilizaciones.*saldo no utilizado 15,000\.00 EUR/ })).toBeVisible();
  await expect(query.bodyRows()).toHaveCount(3);
  await expect(query.bodyRows().nth(0)).toContainText('Apertura');
  await expect(query.bodyRows().nth(2)).toContainText(/Utilización.*-35,000\.00.*15,000\.00/);
  await expectTable(page, query, 'lc_summary', 'Apertura');
});

test('current category: the end may not pass today + 30 days, an empty year, then the letters current in the next 30 days', async ({ page }) => {
  const query = new QueryPage(page);
  await new ShellPage(page).openFromMenu(GROUP, /^Vigentes por categoría$/);
  await query.range(await query.bankDay(), await query.bankDay(31));
  await query.find();
  await expect(page.getByText(OUT_OF_RANGE)).toBeVisible();
  await query.range('01/01/2001', '31/12/2001');
  await query.find();
  await query.expectEmpty('lc_current_category');
  await query.range(await query.bankDay(), await query.bankDay(30));
  await query.find();
  await query.expectUrl('lc_current_category', 'table');
  await expect(query.table()).toContainText('Categoría: Vigente');
  for (const reference of ['TF1001000003', 'TF1001000004', 'TF1001000006', 'TF1001000008']) await expect(query.table()).toContainText(reference);
  await expect(query.table()).not.toContainText('TF1001000001');
  await expectTable(page, query, 'lc_current_category', /Confirmada|No confirmada/);
});

test('by expiration date: dates required, an empty year, then the letters that expired this year, the cancelled one left out', async ({ page }) => {
  const query = new QueryPage(page);
  await new ShellPage(page).openFromMenu(GROUP, /^Por fecha de vencimiento$/);
  await query.find();
  await expect(page.getByText('Seleccione la fecha desde.')).toBeVisible();
  await expect(page.getByText('Seleccione la fecha hasta.')).toBeVisible();
  await query.range('01/01/2001', '31/12/2001');
  await query.find();
  await query.expectEmpty('lc_importacion');
  await query.range(await query.bankDay(-365), await query.bankDay());
  await query.find();
  await query.expectUrl('lc_importacion', 'table');
  for (const reference of ['TF1001000001', 'TF1001000002', 'TF1001000005']) await expect(query.table()).toContainText(reference);
  await expect(query.table()).not.toContainText('TF1001000007');
  await expect(query.table()).toContainText('Exportación');
  await expectTable(page, query, 'lc_importacion', /Saldo final/);
});

test('payment obligations ACDP: start after end, an empty year, then the accepted drafts and deferred payments with their timeline', async ({ page }) => {
  const query = new QueryPage(page);
  await new ShellPage(page).openFromMenu(GROUP, /^Obligaciones de pago ACDP$/);
  await query.range(await query.bankDay(-10), await query.bankDay(-20));
  await query.find();
  await expect(page.getByText(OUT_OF_RANGE)).toBeVisible();
  await query.range('01/01/2001', '31/12/2001');
  await query.find();
  await query.expectEmpty('lc_payment_obligations_acdp');
  await query.range(await query.bankDay(-365), await query.bankDay());
  await query.find();
  await query.expectUrl('lc_payment_obligations_acdp', 'table');
  await expect(query.table()).toContainText('TF100100000201-1');
  await expect(query.table()).toContainText(/Aceptación|Pago diferido/);
  await expect(query.table()).not.toContainText('A la vista');
  await expect(page.getByRole('img', { name: /^Importes que vencen del/ })).toBeVisible();
  await expectTable(page, query, 'lc_payment_obligations_acdp', /A la orden de/);
});

test('payment obligations: dates required, an empty year, then every obligation with its timeline, also in English', async ({ page }) => {
  const query = new QueryPage(page);
  await new ShellPage(page).openFromMenu(GROUP, /^Obligaciones de pago$/);
  await query.find();
  await expect(page.getByText('Seleccione la fecha desde.')).toBeVisible();
  await query.range('01/01/2001', '31/12/2001');
  await query.find();
  await query.expectEmpty('lc_payment_obligations_view');
  await query.range(await query.bankDay(-365), await query.bankDay());
  await query.find();
  await query.expectUrl('lc_payment_obligations_view', 'table');
  await expect(query.table()).toContainText('A la vista');
  await expect(page.getByRole('img', { name: /^Importes que vencen del .*USD: \d+ vencimientos por un total de/ })).toBeVisible();
  await expectTable(page, query, 'lc_payment_obligations_view', /Forma de pago/);
  // The codes and the picture follow the language.
  await new ShellPage(page).switchLanguage('English');
  await expect(query.table()).toContainText('At sight');
  await expect(page.getByRole('img', { name: /^Amounts falling due from .*USD: \d+ obligations totalling/ })).toBeVisible();
});
