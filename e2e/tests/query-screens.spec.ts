import { expect, test } from '../support/test.js';
import { signedIn } from '../support/signed-in.js';
import { QueryPage } from '../pages/query-page.js';
import { ShellPage } from '../pages/shell-page.js';
import { NEGOTIATOR_ACCOUNTS, SIGNER } from '../support/demo.js';

// Every query screen, three ways: a validation error shown in the form, a search with no rows
// (stays on the form with the warning), and the happy path to the table and its details.
// The movements and total-debt screens have the same coverage in queries.spec.ts.
test.use({ locale: 'es-ES' });

test.beforeEach(async ({ page }) => {
  await signedIn(page, SIGNER);
});
test.afterEach(async ({ page }) => {
  await new ShellPage(page).signOut();
});

test('account balance: the table only, with the four accounts and their details', async ({ page }) => {
  const query = new QueryPage(page);
  await new ShellPage(page).openFromMenu(/^Cuentas$/, /^Saldo de cuentas$/);
  for (const account of NEGOTIATOR_ACCOUNTS) await expect(query.table()).toContainText(account);
  await query.expectFirstDetails('Importadora Caribe S.A.');
});

test('account statements: dates required, an empty period, then statements', async ({ page }) => {
  const query = new QueryPage(page);
  await new ShellPage(page).openFromMenu(/^Cuentas$/, /^Estados de cuenta$/);
  await query.find();
  await expect(page.getByText('Seleccione la fecha desde.')).toBeVisible();
  await query.range('01/01/2001', '05/01/2001');
  await query.find();
  await query.expectEmpty('account_statements');
  await query.range(await query.bankDay(-60), await query.bankDay());
  await query.find();
  await query.expectUrl('account_statements', 'table');
  await expect(query.table()).toContainText(NEGOTIATOR_ACCOUNTS[0]!);
});

test('account changes: an account with no change, then the CUC accounts that moved', async ({ page }) => {
  const query = new QueryPage(page);
  await new ShellPage(page).openFromMenu(/^Cuentas$/, /^Información de cambio de cuentas$/);
  // The form has no rule that can fail (no account means all of them); the empty case stands in.
  await query.chooseAccount(/^Cuentas/, NEGOTIATOR_ACCOUNTS[3]!);
  await page.keyboard.press('Escape');
  await query.find();
  await query.expectEmpty('accounts');
  // Remove the chosen account from the keyboard: an empty choice queries all accounts.
  await page.getByRole('combobox', { name: /^Cuentas/ }).click();
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Escape');
  await query.find();
  await query.expectUrl('accounts', 'table');
  await expect(query.table()).toContainText('0300001001000904');
  await expect(query.table()).toContainText('CUC');
  await query.expectFirstDetails('CUC');
});

test('loan schedule: contract format, an unknown contract, then the schedule with its header and chart', async ({ page }) => {
  const query = new QueryPage(page);
  await new ShellPage(page).openFromMenu(/^Préstamos$/, /^Calendario de amortización y saldos$/);
  const contract = page.getByRole('textbox', { name: /Número de contrato/ });
  await contract.fill('LD12');
  await query.find();
  await expect(page.getByText('El número de contrato debe ser LD seguido de 10 dígitos.')).toBeVisible();
  await contract.fill('LD9999999999');
  await query.find();
  await query.expectEmpty('ln_schedule_balances');
  await contract.fill('LD1001010002');
  await query.find();
  await query.expectUrl('ln_schedule_balances', 'table');
  await expect(page.getByText('Contrato LD1001010002')).toBeVisible();
  await expect(page.getByRole('img', { name: /Saldo pendiente/ })).toBeVisible();
  await expect(query.bodyRows().first()).toContainText(/\d{2}\/\d{2}\/\d{4}/);
  await query.expectFirstDetails('Saldo pendiente');
});

test('checkbooks not issued by the bank: dates required, an empty year, then the requests', async ({ page }) => {
  const query = new QueryPage(page);
  await new ShellPage(page).openFromMenu(/^Chequeras$/, /^Chequeras no emitidas por el banco$/);
  await query.find();
  await expect(page.getByText('Seleccione la fecha desde.')).toBeVisible();
  await query.range('01/01/2001', '31/12/2001');
  await query.find();
  await query.expectEmpty('checks_no_bel');
  await query.range(await query.bankDay(-364), await query.bankDay());
  await query.find();
  await query.expectUrl('checks_no_bel', 'table');
  // Dates with their time, and check types by the catalogue's name for their tipo_cheque_id,
  // never the bank's own text (which names the first "Cheque estándar").
  await expect(query.bodyRows().first()).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}/);
  for (const row of await query.bodyRows().all()) await expect(row).toContainText(/Cheque normal|Cheque certificado|Cheque de nómina|Cheque en divisas/);
  await expect(query.table()).not.toContainText(/Cheque estándar|moneda extranjera/);
  await query.expectFirstDetails(/Importadora Caribe S\.A\./);
  // The same rows in English: the names follow the language, the ids stay.
  const shell = new ShellPage(page);
  await shell.switchLanguage('English');
  for (const row of await query.bodyRows().all()) await expect(row).toContainText(/Standard check|Certified check|Payroll check|Foreign-currency check/);
  await shell.switchLanguage('Español');
});

test('rate history: currency required, a Sunday without publications, then a working day', async ({ page }) => {
  const query = new QueryPage(page);
  await new ShellPage(page).openFromMenu(/^Tasas de cambio$/, /^Histórico de tasas$/);
  await query.find();
  await expect(page.getByText('Seleccione una moneda.')).toBeVisible();
  await query.chooseCurrency(/^Moneda/, 'GBP');
  await query.fillDate(/^Fecha$/, '04/01/2026');
  await query.find();
  await query.expectEmpty('currency_rates');
  await query.fillDate(/^Fecha$/, await query.bankDay(0, 'lastWorkingDate'));
  await query.find();
  await query.expectUrl('currency_rates', 'table');
  await expect(query.bodyRows().first()).toContainText(/GBP.*\d+\.\d{5}/);
  await query.expectFirstDetails('GBP');
});
