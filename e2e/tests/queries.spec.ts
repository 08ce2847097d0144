import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { expect, test } from '../support/test.js';
import { LoginPage } from '../pages/login-page.js';
import { QueryPage } from '../pages/query-page.js';
import { ShellPage } from '../pages/shell-page.js';
import { NEGOTIATOR, NEGOTIATOR_ACCOUNTS } from '../support/demo.js';

test.use({ locale: 'es-ES', acceptDownloads: true });

test('account movements: validation, table with balances and totals, details, Excel, CSV and PDF exports, go back', async ({ page }) => {
  const shell = new ShellPage(page);
  const query = new QueryPage(page);
  await new LoginPage(page).signIn(NEGOTIATOR);
  await shell.openFromMenu(/^Cuentas$/, /^Movimientos de cuenta$/);
  await query.expectUrl('account_movements', 'form');

  // Nothing filled: every field says what is missing, and nothing is sent.
  await query.find();
  await expect(page.getByText('Seleccione una cuenta.')).toBeVisible();
  await expect(page.getByText('Seleccione la fecha desde.')).toBeVisible();
  await expect(page.getByText('Seleccione la fecha hasta.')).toBeVisible();

  await query.chooseAccount(/^Cuenta$/, NEGOTIATOR_ACCOUNTS[0]!);
  await query.fillDate(/^Fecha desde$/, await query.bankDay(-45));
  await query.fillDate(/^Fecha hasta$/, await query.bankDay());
  await query.find();
  // More than 30 days: refused by the same rule the gateway applies.
  await expect(page.getByText('La fecha está fuera del rango permitido.')).toBeVisible();
  await query.fillDate(/^Fecha desde$/, await query.bankDay(-25));
  await query.find();

  await query.expectUrl('account_movements', 'table');
  await expect(page.getByRole('heading', { name: 'Saldo inicial' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Saldo final' })).toBeVisible();
  await expect(query.table().locator('tfoot')).toContainText('TOTAL');
  await expect(query.bodyRows().first()).toContainText(/\d{2}\/\d{2}\/\d{4}/);

  const dialog = await query.openFirstDetails();
  await expect(dialog).toContainText('Referencia');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();

  const rowCount = Number((await page.getByText(/\d+–\d+ de \d+/).textContent())?.match(/de (\d+)/)?.[1]);
  expect(rowCount).toBeGreaterThan(0);

  const excel = await query.export('Excel');
  expect(excel.suggestedFilename()).toBe('BEL-MOVIMIENTOS_DE_CUENTA.xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await excel.path())!);
  const sheet = workbook.worksheets[0]!;
  expect(sheet.getRow(1).values).toEqual([undefined, 'Fecha contable', 'Fecha valor', 'Referencia', 'Descripción', 'Importe', 'Saldo']);
  expect(sheet.getCell(1, 1).font?.bold).toBe(true);
  expect(sheet.rowCount).toBe(rowCount + 1);
  expect(String(sheet.getCell(2, 1).value)).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  expect(typeof sheet.getCell(2, 5).value).toBe('number');
  expect(sheet.getCell(2, 5).numFmt).toContain('0.00');

  const csv = await query.export('CSV');
  expect(csv.suggestedFilename()).toBe('BEL-MOVIMIENTOS_DE_CUENTA.csv');
  const text = await readFile((await csv.path())!, 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const lines = text.slice(1).trimEnd().split('\r\n');
  expect(lines[0]).toBe('Fecha contable;Fecha valor;Referencia;Descripción;Importe;Saldo');
  expect(lines).toHaveLength(rowCount + 1);
  expect(lines[1]).toMatch(/^\d{2}\/\d{2}\/\d{4};\d{2}\/\d{2}\/\d{4};[^;]+;[^;]+;-?\d+\.\d{2};-?\d+\.\d{2}$/);

  // The gateway renders and seals the PDF (ADR 0035): the browser asks for it and saves it,
  // and never sends a document to be signed.
  const signCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/signatures/sign')) signCalls.push(request.url());
  });
  const asked = page.waitForRequest((request) => request.url().endsWith('/api/exports') && request.method() === 'POST');
  const pdf = await query.export('PDF');
  expect((await asked).postDataJSON()).toMatchObject({ view: 'account_movements', format: 'pdf', language: 'es', search: { cuenta: expect.any(String) } });
  expect(signCalls).toEqual([]);
  expect(pdf.suggestedFilename()).toBe('BEL-MOVIMIENTOS_DE_CUENTA.pdf');
  const bytes = await readFile((await pdf.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.toString('latin1')).toContain('/ByteRange');

  // Leaving and coming back keeps the results; go back clears them and the form.
  await page.getByRole('tab', { name: 'Inicio' }).click();
  await page.getByRole('tab', { name: 'Movimientos de cuenta' }).click();
  await query.expectUrl('account_movements', 'table');
  await query.goBack();
  await query.expectUrl('account_movements', 'form');
  await expect(page.getByRole('combobox', { name: /^Cuenta$/ })).toHaveValue('');

  await shell.signOut();
});

test('a search with no rows stays on the form with a warning; form values survive switching tabs', async ({ page }) => {
  const shell = new ShellPage(page);
  const query = new QueryPage(page);
  await new LoginPage(page).signIn(NEGOTIATOR);
  await shell.openFromMenu(/^Préstamos$/, /^Deuda total$/);
  const contract = page.getByRole('textbox', { name: /Número de contrato/ });

  await contract.fill('12');
  await query.find();
  await expect(page.getByText('El número de contrato debe tener el formato 0000-00.')).toBeVisible();

  // A well-formed contract the company does not have answers like one that does not exist.
  await contract.fill('9999-99');
  await query.find();
  await expect(page.getByRole('alert').filter({ hasText: 'No se encontraron datos' })).toBeVisible();
  await query.expectUrl('ln_total_debt', 'form');

  await page.getByRole('tab', { name: 'Inicio' }).click();
  await page.getByRole('tab', { name: 'Deuda total' }).click();
  await expect(contract).toHaveValue('9999-99');

  await contract.fill('1001-01');
  await query.find();
  await query.expectUrl('ln_total_debt', 'table');
  await expect(query.table()).toContainText('LD1001010001');
  await shell.signOut();
});

test('statements are grouped by account and rate history shows 5-decimal rates', async ({ page }) => {
  const shell = new ShellPage(page);
  const query = new QueryPage(page);
  await new LoginPage(page).signIn(NEGOTIATOR);
  await shell.openFromMenu(/^Cuentas$/, /^Estados de cuenta$/);
  await query.fillDate(/^Fecha desde$/, await query.bankDay(-120));
  await query.fillDate(/^Fecha hasta$/, await query.bankDay());
  await query.find();
  await query.expectUrl('account_statements', 'table');
  await expect(query.table().getByText(new RegExp(`^Cuenta ${NEGOTIATOR_ACCOUNTS[0]} ·`))).toBeVisible();

  // One statement, named by the gateway; then two selected ones as a zip.
  let download = page.waitForEvent('download');
  await query.bodyRows().filter({ has: page.getByRole('checkbox') }).first().getByRole('button', { name: 'Descargar estado de cuenta' }).click();
  await page.getByRole('menuitem', { name: 'PDF' }).click();
  expect((await download).suggestedFilename()).toMatch(/^ECBEL_\d{16}_\d{8}\.pdf$/);
  const checkboxes = query.table().getByRole('checkbox', { name: 'Seleccionar fila' });
  await checkboxes.nth(0).check();
  await checkboxes.nth(1).check();
  download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar seleccionados (2)' }).click();
  await page.getByRole('menuitem', { name: 'TXT' }).click();
  expect((await download).suggestedFilename()).toMatch(/^ECBEL_TXT_\d{8}\.zip$/);

  await shell.openFromMenu(/^Tasas de cambio$/, /^Histórico de tasas$/);
  await query.chooseCurrency(/^Moneda/, 'EUR');
  await query.fillDate(/^Fecha$/, await query.bankDay(0, 'lastWorkingDate'));
  await query.find();
  await query.expectUrl('currency_rates', 'table');
  await expect(query.bodyRows().first()).toContainText(/\d+\.\d{5}/);
  await shell.signOut();
});
