import { readFile } from 'node:fs/promises';
import os from 'node:os';
import { expect, test } from '../support/test.js';
import type { Page } from '@playwright/test';
import { LoginPage } from '../pages/login-page.js';
import { signedInAs } from '../support/signed-in.js';
import { QueryPage } from '../pages/query-page.js';
import { TransferPage } from '../pages/transfer-page.js';
import { expectNoSeriousViolations } from '../support/axe.js';
import { shownDay as shown } from '../support/bank-day.js';
import { startLaterGateway, statementIssue } from '../support/later-gateway.js';
import { NEGOTIATOR, NEGOTIATOR_ACCOUNTS, SECOND_SIGNER, SIGNER, type DemoUser } from '../support/demo.js';

// Issue 10 in the browser: transfers prepared by a negotiator and signed with the PIN, executed on
// the ledger (spec doc 2 §2–§5, §8; ADR 0024).
test.use({ locale: 'es-ES' });
// Six sign-ins, argon2 PIN checks and axe runs each: minutes on a busy machine (over ten at a
// load average of 20 on two cores).
test.describe.configure({ timeout: 900_000 });

/** Both signers may sign the CUP account; the own credit account is the company's other CUP one. */
const DEBIT = NEGOTIATOR_ACCOUNTS[0]!;
const OWN_CREDIT = NEGOTIATOR_ACCOUNTS[1]!;
/** Servicios Turísticos del Sol's CUP account: its holder comes from bank/dataCustomerAccountXId. */
const SOL_CUP = '0300002002000101';
const SOL_HOLDER = /Servicios Turísticos del Sol/;
/** A well-formed account of one of the bank's branches that names no customer account. */
const UNKNOWN = '0300001001999901';

async function as(page: Page, user: DemoUser, batch = false): Promise<TransferPage> {
  const transfers = await signedInAs(page, user, TransferPage);
  await transfers.openTransfers(batch);
  await transfers.dismissToasts();
  return transfers;
}

/** Valid batch lines, as many as fit in `bytes` with their newlines. */
function csvOfSize(bytes: number): string[] {
  const lines: string[] = [];
  for (let used = 0; ; ) {
    const line = `${(lines.length % 900) + 1}.25;0300002002000101;Servicios Turísticos del Sol S.A.;Factura de servicios ${String(lines.length).padStart(8, '0')}`;
    used += Buffer.byteLength(line) + 1;
    if (used > bytes) return lines;
    lines.push(line);
  }
}

/** Notes, in the page, the longest task that held the main thread (reported, never bounded: a number of the machine). */
async function watchMainThread(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { belLongest: number };
    w.belLongest = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.belLongest = Math.max(w.belLongest, entry.duration);
    }).observe({ type: 'longtask' });
  });
}

/**
 * Holds a file being read after its first chunk until `release` (a slow disk, as far as the page
 * can tell): what the page does while a file is read is then checked while it is surely read.
 */
async function holdFileAfterFirstChunk(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { belReleaseFile: () => void };
    const held = new Promise<void>((resolve) => (w.belReleaseFile = resolve));
    const read = FileReader.prototype.readAsText;
    let chunks = 0;
    FileReader.prototype.readAsText = function (this: FileReader, blob: Blob, encoding?: string) {
      chunks += 1;
      if (chunks === 1) read.call(this, blob, encoding);
      else void held.then(() => read.call(this, blob, encoding));
    };
  });
}

/** DD/MM/YYYY from an ISO day, and back. */
const iso = (ddmmyyyy: string) => `${ddmmyyyy.slice(6, 10)}-${ddmmyyyy.slice(3, 5)}-${ddmmyyyy.slice(0, 2)}`;

/** The MT940's statement lines (:61:): value date, debit or credit, amount and the bank's reference. */
function mt940Lines(text: string) {
  return text
    .split('\r\n')
    .map((line) => /^:61:(\d{6})(\d{4})([CD])(\d+,\d{2})[A-Z]{4}NONREF\/\/(\S+)$/.exec(line))
    .filter((match) => match !== null)
    .map(([, valueDate, , mark, amount, reference]) => ({ valueDate, mark, amount, reference }));
}

test.describe.serial('transfers that move money', () => {
  /** The two-credit transfer once executed: its reference and its day (ISO), for its MT940. */
  let executed: { reference: string; today: string } | undefined;

  test('a two-credit transfer: prepared, signed with PINs, voided by an edit, executed, and gone from the debit account', async ({ page }) => {
    let transfers = await as(page, NEGOTIATOR);
    await expectNoSeriousViolations(page, 'transfers table');
    await transfers.add();
    // Nothing filled: the debit section and the card say what they need (spec §5).
    await transfers.button(/^Guardar$/).click();
    await expect(page.getByText('Seleccione la cuenta de débito.')).toBeVisible();
    await expect(page.getByText('Indique el importe.')).toBeVisible();
    await transfers.debit(DEBIT);
    await transfers.fillCredit(0, { account: OWN_CREDIT, own: true, amount: '100', details: 'Fondo de caja' });
    await transfers.addCredit();
    await expect(transfers.cards()).toHaveCount(2);
    await expect(transfers.cards().nth(1).getByRole('button', { name: 'Quitar crédito 2' })).toBeVisible();
    await transfers.fillCredit(1, { account: SOL_CUP, amount: '50.25', details: 'Factura 12', holder: SOL_HOLDER });
    await expect(page.getByTestId('transfer-total')).toContainText('150.25');
    await expectNoSeriousViolations(page, 'transfer form');
    await transfers.confirm(/^Guardar$/, 'Solicitud guardada.');
    const row = () => transfers.row(DEBIT).filter({ hasText: '150.25' });
    await expect(row()).toContainText('Pendiente');
    // The table shows the first credit's characters 9 to 14 and how many more.
    await expect(row()).toContainText(`${OWN_CREDIT.slice(8, 14)} (+1)`);
    const reference = (await row().getByRole('cell').first().innerText()).trim();
    expect(reference).toMatch(/^FTBEL\d{9}$/);

    await transfers.openRow(row(), 'modify');
    await transfers.confirm(/^Enviar a firmar$/, 'Solicitud enviada a firmar.');
    await expect(row()).toContainText('Pendiente a firmar');
    await transfers.shell.signOut();

    // Carlos signs with his PIN: the dialog shows what he signs; a wrong PIN keeps it open, cleared.
    transfers = await as(page, SIGNER);
    await transfers.openRow(row(), 'sign');
    const pin = await transfers.openPin();
    await expect(pin).toContainText('150.25');
    await expect(pin).toContainText(SOL_CUP);
    await expectNoSeriousViolations(page, 'PIN dialog');
    await transfers.enterPin('1111');
    await expect(pin.getByRole('alert')).toContainText('PIN');
    await expect(pin.getByLabel(/^PIN/)).toHaveValue('');
    await transfers.enterPin('2468', 'keys');
    await transfers.expectToast('Primera firma registrada (ACTUALIZADA FIRMA 1).');
    await transfers.shell.signOut();

    // Ana changes an amount after that signature: it is void, and the transfer is Pendiente again.
    transfers = await as(page, NEGOTIATOR);
    await transfers.openRow(row(), 'modify');
    await transfers.amount(1).fill('60');
    await expect(page.getByTestId('transfer-total')).toContainText('160.00');
    await transfers.confirm(/^Guardar$/, 'Solicitud guardada.');
    const edited = () => transfers.row(reference);
    await expect(edited()).toContainText('160.00');
    await expect(edited()).not.toContainText('Pendiente a firmar');
    await transfers.openRow(edited(), 'modify');
    await expect(page.getByText('Firmas recibidas: 0 de 2')).toBeVisible();
    await transfers.confirm(/^Enviar a firmar$/, 'Solicitud enviada a firmar.');
    await transfers.shell.signOut();

    // Two signatures on what it says now: María's first, Carlos's the last one, which executes it.
    transfers = await as(page, SECOND_SIGNER);
    await transfers.openRow(edited(), 'sign');
    await transfers.signWithPin('Primera firma registrada (ACTUALIZADA FIRMA 1).');
    await transfers.shell.signOut();
    transfers = await as(page, SIGNER);
    await transfers.openRow(edited(), 'sign');
    await transfers.signWithPin('Solicitud firmada y enviada al banco.', 'keys');
    await expect(edited()).toContainText('Ejecutada');
    await transfers.shell.signOut();

    // The debit account's movements show the money gone, under the transfer's reference.
    await new LoginPage(page).signIn(NEGOTIATOR);
    const query = new QueryPage(page);
    await transfers.shell.openFromMenu(/^Cuentas$/, /^Movimientos de cuenta$/);
    await query.chooseAccount(/^Cuenta$/, DEBIT);
    const today = await query.bankDay();
    await query.range(today, today);
    await query.find();
    await query.expectUrl('account_movements', 'table');
    const moved = query.bodyRows().filter({ hasText: reference });
    await expect(moved).toHaveCount(1);
    await expect(moved).toContainText('160.00');
    await transfers.shell.signOut();
    executed = { reference, today: iso(today) };
  });

  test('the executed transfer in the debit account\'s MT940, on the bank day after its statement period closed', async ({ page }) => {
    // A statement is issued once its period has closed, so a second gateway on the same database,
    // its clock on the bank day after that period (ADR 0047), issues the one holding today; its
    // :61: line shows the debit under the transfer's reference.
    const query = new QueryPage(page);
    const transfers = new TransferPage(page);
    const { reference, today } = executed!;
    const { periodEnd, issuedOn } = await statementIssue(DEBIT, today);
    const later = await startLaterGateway(issuedOn);
    try {
      await new LoginPage(page, later.url).signIn(NEGOTIATOR);
      try {
        await transfers.shell.openFromMenu(/^Cuentas$/, /^Estados de cuenta$/);
        await query.chooseAccounts(/^Cuentas/, [DEBIT]);
        await query.range(shown(today), shown(periodEnd));
        await query.find();
        await query.expectUrl('account_statements', 'table');
        const statement = query.bodyRows().filter({ has: page.getByRole('button', { name: 'Descargar estado de cuenta' }) });
        await expect(statement).toHaveCount(1);
        await expect(statement).toContainText(shown(periodEnd));
        const download = page.waitForEvent('download');
        await statement.getByRole('button', { name: 'Descargar estado de cuenta' }).click();
        await page.getByRole('menuitem', { name: 'TXT' }).click();
        const file = await download;
        expect(file.suggestedFilename()).toBe(`ECBEL_${DEBIT}_${periodEnd.replaceAll('-', '')}.txt`);
        const lines = mt940Lines(await readFile(await file.path(), 'latin1'));
        expect(lines.filter((line) => line.reference === reference)).toEqual([{ valueDate: today.slice(2).replaceAll('-', ''), mark: 'D', amount: '160,00', reference }]);
      } finally {
        await transfers.shell.signOut();
      }
    } finally {
      await later.stop();
    }
  });

  test('at 360 px in English, a CSV batch: a bad line reported by its number, an unknown account by its line, fixed, sent and executed', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await new LoginPage(page).signIn(NEGOTIATOR);
    let transfers = new TransferPage(page);
    await transfers.shell.switchLanguage('English');
    try {
      await transfers.shell.openDrawer();
      await transfers.openTransfers(true);
      await transfers.dismissToasts();
      await transfers.add();
      await transfers.debit(DEBIT);
      // Line 2's amount is not a number: the file is refused, its line named.
      await transfers.uploadCsv('batch.csv', ['12.50;0300-0020-0200-0101;Servicios Turísticos del Sol S.A.;Lote 1', 'doce;0300002002000101;Sol;Lote 2', '7.25;0300002002000101;Sol;Lote 3']);
      await expect(page.getByRole('alert').filter({ hasText: 'Lines with errors: 2.' })).toBeVisible();
      await expectNoSeriousViolations(page, 'batch form with a bad CSV line at 360');
      // Fixed, but line 3 names an account the bank does not have: the gateway names that line.
      await transfers.uploadCsv('batch.csv', ['12.50;0300-0020-0200-0101;Servicios Turísticos del Sol S.A.;Lote 1', '3.00;0300002002000101;Sol;Lote 2', `7.25;${UNKNOWN};Nadie;Lote 3`]);
      await expect(page.getByRole('status').filter({ hasText: '3 lines loaded from batch.csv.' })).toBeVisible();
      await expect(transfers.cards()).toHaveCount(3);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      const save = await transfers.ask(/^Save$/);
      await save.getByRole('button', { name: 'Save' }).click();
      const refused = page.getByRole('dialog').filter({ hasText: 'The action was not carried out' });
      await expect(refused.getByRole('listitem')).toHaveText(['Line 3: The credit account does not exist at the bank.']);
      await refused.getByRole('button', { name: 'OK' }).click();
      // The list reloaded behind the dialog and warned it is empty: that toast, dimmed by the
      // dialog's backdrop, is not what is checked here; the form with its marked row is.
      await transfers.dismissToasts();
      await expectNoSeriousViolations(page, 'batch form after the refusal at 360');
      await transfers.uploadCsv('batch.csv', ['12.50;0300-0020-0200-0101;Servicios Turísticos del Sol S.A.;Lote 1', '3.00;0300002002000101;Sol;Lote 2', '7.25;0300002002000101;Sol;Lote 3']);
      await expect(page.getByRole('status').filter({ hasText: '3 lines loaded from batch.csv.' })).toBeVisible();
      await expect(page.getByTestId('transfer-total')).toContainText('22.75');
      await transfers.confirm(/^Save$/, 'Request saved.', true);
      await transfers.openRow(transfers.row(/22\.75/).filter({ hasText: 'Pending' }), 'modify');
      await transfers.confirm(/^Send to sign$/, 'Request sent to sign.', true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await expectNoSeriousViolations(page, 'batch table at 360');
    } finally {
      // A dialog left open by a failure would hide the language button.
      await page.keyboard.press('Escape');
      await transfers.shell.switchLanguage('Español');
    }
    await transfers.shell.signOut();

    await page.setViewportSize({ width: 1280, height: 800 });
    const batch = () => transfers.row(/22\.75/).filter({ hasText: 'Pendiente a firmar' });
    transfers = await as(page, SIGNER, true);
    await transfers.openRow(batch(), 'sign');
    await transfers.signWithPin('Primera firma registrada (ACTUALIZADA FIRMA 1).');
    await transfers.shell.signOut();
    transfers = await as(page, SECOND_SIGNER, true);
    await transfers.openRow(batch(), 'sign');
    await transfers.signWithPin('Solicitud firmada y enviada al banco.');
    await expect(transfers.row(/22\.75/).filter({ hasText: 'Ejecutada' })).toHaveCount(1);
    await transfers.shell.signOut();
  });

  test('a 2 MB CSV of valid lines: the page answers while it is read and once it is loaded', async ({ page }) => {
    const transfers = await as(page, NEGOTIATOR, true);
    await transfers.add();
    await transfers.debit(DEBIT);
    await watchMainThread(page);
    await holdFileAfterFirstChunk(page);
    const large = csvOfSize(2 * 1024 * 1024);
    await transfers.uploadCsv('large.csv', large);
    // Held after its first chunk: the page says how far it got, and answers a click and the keys.
    await expect(page.getByRole('status').filter({ hasText: /^Leyendo el archivo: ([1-9]|[1-9]\d) %$/ })).toBeVisible();
    const accountType = page.getByRole('combobox', { name: /^Tipo de cuenta/ });
    await accountType.click();
    await page.getByRole('option', { name: 'Crédito' }).click();
    await expect(accountType).toHaveText('Crédito');
    await accountType.focus();
    await page.keyboard.press('ArrowDown');
    await page.getByRole('option', { name: 'Débito' }).press('Enter');
    await expect(accountType).toHaveText('Débito');
    await page.evaluate(() => (window as unknown as { belReleaseFile: () => void }).belReleaseFile());
    await expect(page.getByRole('status').filter({ hasText: `${large.length} líneas cargadas del archivo large.csv.` })).toBeVisible({ timeout: 120_000 });

    // Loaded: the lines are a paged table, never thousands of cards, and the page answers a click
    // on the next page and a search typed in.
    await expect(transfers.cards()).toHaveCount(0);
    const table = page.getByRole('table', { name: 'Créditos del lote' });
    await expect(table.locator('tbody tr')).toHaveCount(10);
    await expect(table.locator('tbody tr').first()).toContainText('Factura de servicios 00000000');
    await page.getByRole('button', { name: 'Página siguiente' }).click();
    await expect(table.locator('tbody tr').first()).toContainText('Factura de servicios 00000010');
    await page.getByRole('searchbox', { name: 'Buscar' }).fill('servicios 00012345');
    await expect(table.locator('tbody tr')).toHaveCount(1);
    await expect(table.locator('tbody tr')).toContainText('Factura de servicios 00012345');
    await expect(page.getByTestId('transfer-total')).toContainText(`${large.length} créditos`);
    const longest = await page.evaluate(() => (window as unknown as { belLongest: number }).belLongest);
    test.info().annotations.push({ type: '2 MB CSV', description: `${large.length} lines; longest main-thread task ${Math.round(longest)} ms at load ${os.loadavg()[0]!.toFixed(1)}` });
    await transfers.button(/^Volver$/).click();
    await transfers.shell.signOut();
  });
});
