import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test } from '../support/test.js';
import { signedInAs } from '../support/signed-in.js';
import { LC_VIEW, LcAmendmentPage, plusDays, typed } from '../pages/lc-amendment-page.js';
import { QueryPage } from '../pages/query-page.js';
import { expectNoSeriousViolations } from '../support/axe.js';
import { runBankTask } from '../support/bank.js';
import { expectToast } from '../support/toasts.js';
import { NEGOTIATOR, SECOND_SIGNER, SIGNER } from '../support/demo.js';

// Issue 11, part 1: letter-of-credit amendments (spec doc 2 §2, §4, §5, §8; ADR 0029). The bank
// decides an amendment on its next bank day: the journey lets that day come by running the
// bank's task as of the next working day (support/bank.ts), then reads the letter's new dates
// and the amendment's MT707 file.
test.use({ locale: 'es-ES' });
test.describe.configure({ timeout: 480_000 });

/** An import letter of Importadora Caribe, current, on the USD account both signers sign. */
const LETTER = 'TF1001000003';

test.describe.serial('a date amendment from preparation to the bank', () => {
  /** The dates the amendment asks for (YYYYMMDD), from the letter's own. */
  let amended: { latestShipment: string; expiryDate: string };

  test('a negotiator asks for the letter, meets the date rules and sends the amendment to sign', async ({ page }) => {
    const lc = await signedInAs(page, NEGOTIATOR, LcAmendmentPage);
    await lc.open();
    await expect(lc.tab()).toHaveAttribute('aria-selected', 'true');
    await lc.dismissToasts();
    await expectNoSeriousViolations(page, 'amendments table');

    // The add dialog: the reference's format, a letter that may not be amended, then the letter.
    let dialog = await lc.askReference('TF12');
    await expect(dialog).toContainText('La referencia debe ser TF seguido de 10 dígitos.');
    await expectNoSeriousViolations(page, 'add dialog with an error');
    dialog = await lc.askReference('TF1001000005');
    await expect(dialog).toContainText('La carta de crédito no se puede enmendar: solo las de importación vigentes.');
    await lc.addFor(LETTER);
    await expect(lc.headerValue(/^Número de CC$/)).toHaveText(LETTER);
    await expect(lc.headerValue(/^Beneficiario$/)).toHaveText('Agroinsumos del Pacífico S.A., Lima');
    const now = await lc.currentDates();
    amended = { latestShipment: plusDays(now.latestShipment, 10), expiryDate: plusDays(now.latestShipment, 45) };

    // Spec §5: both rules and the party charged, all said at once.
    await lc.button(/^Validar$/).click();
    await expect(page.getByText('Requerido: indique a cuenta de quién van los cargos.')).toBeVisible();
    await expect(page.getByText('Cambie al menos una de las dos fechas.')).toBeVisible();
    await expectNoSeriousViolations(page, 'new amendment with errors');
    await lc.typeDate(lc.latestShipment(), plusDays(now.latestShipment, -1));
    await expect(page.getByText('La fecha está fuera del rango permitido.')).toBeVisible();
    await lc.typeDate(lc.latestShipment(), plusDays(now.latestShipment, 10));
    await lc.typeDate(lc.expiry(), plusDays(now.latestShipment, 30));
    await lc.chooseCharges(/^Compartidos$/);
    await lc.button(/^Validar$/).click();
    await expect(page.getByText('El vencimiento debe ser al menos 21 días posterior a la fecha límite de embarque.')).toBeVisible();
    await lc.typeDate(lc.expiry(), plusDays(now.latestShipment, 45));
    await lc.button(/^Validar$/).click();
    await lc.expectToast('La enmienda es válida.');

    const confirm = await lc.ask(/^Enviar a firmar$/);
    await expectNoSeriousViolations(page, 'send to sign confirmation');
    await confirm.getByRole('button', { name: 'Enviar a firmar' }).click();
    await lc.expectToast('Solicitud enviada a firmar.');
    await lc.expectUrl(LC_VIEW, 'table');
    const row = lc.row(LETTER);
    await expect(row).toContainText('Pendiente a firmar');
    await expect(row.getByRole('button', { name: 'Firmar' })).toBeDisabled();
    await expect(row.getByRole('button', { name: 'Modificar' })).toBeDisabled();

    // Spec §4: no second amendment while this one is under way.
    dialog = await lc.askReference(LETTER);
    await expect(dialog).toContainText('La carta ya tiene una enmienda en estado «Pendiente a firmar».');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await lc.shell.signOut();
  });

  test('the first signer signs from the inbox what the form shows', async ({ page }) => {
    const lc = await signedInAs(page, SIGNER, LcAmendmentPage);
    await lc.openInbox();
    const waiting = lc.row(LETTER);
    await expect(waiting).toContainText('Enmienda de carta de crédito');
    await expect(waiting).toContainText('0 de 2');
    await waiting.getByRole('button', { name: 'Abrir para firmar' }).click();
    await lc.expectUrl(LC_VIEW, 'form');
    await expect(lc.formTitle()).toHaveText('Firmar solicitud');
    await expect(lc.header()).toHaveText(`Carta de crédito ${LETTER}`);
    await expect(page.getByText('Firmas recibidas: 0 de 2')).toBeVisible();
    await expect(page.getByRole('combobox', { name: /^Cargos de la enmienda/ })).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: /^Cargos de la enmienda/ })).toHaveValue('Compartidos');
    await expectNoSeriousViolations(page, 'sign form');
    await lc.sign();
    await lc.shell.signOut();
  });

  test('the last signature authorizes and sends: the amendment is processing', async ({ page }) => {
    const lc = await signedInAs(page, SECOND_SIGNER, LcAmendmentPage);
    await lc.open();
    await lc.openRow(lc.row(LETTER), 'sign');
    await expect(page.getByText('Firmas recibidas: 1 de 2')).toBeVisible();
    const last = await lc.ask(/^Autorizar y enviar$/);
    await expect(last).toContainText('Esta es la última firma necesaria: la solicitud se enviará al banco.');
    await last.getByRole('button', { name: 'Cancelar' }).click();
    await lc.authorizeAndSend();
    await expect(lc.row(LETTER)).toContainText('Procesando');
    await lc.shell.signOut();
  });

  test('the negotiator opens it: the bank is processing it', async ({ page }) => {
    const lc = await signedInAs(page, NEGOTIATOR, LcAmendmentPage);
    await lc.open();
    await lc.openRow(lc.row(LETTER), 'details');
    await expect(page.getByRole('alert').filter({ hasText: 'El banco está procesando la enmienda' })).toBeVisible();
    await expect(page.getByText('Firmas recibidas: 2 de 2')).toBeVisible();
    await expect(lc.form().getByRole('button', { name: /^(Anular|Guardar|Firmar)$/ })).toHaveCount(0);
    await expectNoSeriousViolations(page, 'processing amendment');
    await lc.shell.signOut();
  });

  test('on its next bank day the bank authorizes it: the letter has the new dates and the MT707 downloads as a PDF', async ({ page }) => {
    expect(await runBankTask('lcAmendments.process', '+1')).toContain('ran as of');
    const lc = await signedInAs(page, NEGOTIATOR, LcAmendmentPage);
    await lc.open();
    await expect(lc.row(LETTER)).toContainText('Autorizada');
    await expectNoSeriousViolations(page, 'authorized amendment');
    // Spec §4: an authorized amendment's details are its SWIFT file, downloaded.
    const [download] = await Promise.all([page.waitForEvent('download'), lc.row(LETTER).getByRole('button', { name: 'Ver detalles' }).click()]);
    expect(download.suggestedFilename()).toBe(`ECC_${LETTER}.pdf`);
    // The file is a real PDF whose text pdftotext reads: the MT707's fields and the new dates.
    const { stdout } = await promisify(execFile)('pdftotext', ['-layout', (await download.path())!, '-']);
    expect(stdout).toContain('MT707');
    expect(stdout).toContain(LETTER);
    expect(stdout).toContain(amended.expiryDate.slice(2));
    expect(stdout).toContain(amended.latestShipment.slice(2));

    // A new amendment's header reads the letter as it is now: both dates are the amended ones.
    await lc.addFor(LETTER);
    expect(await lc.currentDates()).toEqual(amended);
    await page.getByRole('button', { name: /^Volver/ }).click();

    // The letter-of-credit summary query (document 1) shows the new expiry date.
    const query = new QueryPage(page);
    await lc.shell.openFromMenu(/^Cartas de crédito$/, /^Resumen de carta de crédito$/);
    await page.getByRole('textbox', { name: /Referencia de la carta de crédito/ }).fill(LETTER);
    await query.find();
    await query.expectUrl('lc_summary', 'table');
    const expiry = page.locator('dt').filter({ hasText: /^Fecha de vencimiento$/ }).locator('xpath=following-sibling::dd[1]');
    await expect(expiry).toHaveText(typed(amended.expiryDate));
    await lc.shell.signOut();
  });
});

test('a negotiator deletes a pending amendment with a reason, which its details then show', async ({ page }) => {
  const lc = await signedInAs(page, NEGOTIATOR, LcAmendmentPage);
  await lc.open();
  await lc.addFor('TF1001000008');
  const now = await lc.currentDates();
  await lc.typeDate(lc.expiry(), plusDays(now.expiryDate, 10));
  await lc.chooseCharges(/^Ordenante$/);
  await lc.save();
  await lc.openRow(lc.row('TF1001000008'), 'modify');
  await expect(lc.formTitle()).toHaveText('Modificar solicitud');
  const dialog = await lc.ask(/^Anular$/);
  await dialog.getByRole('textbox', { name: /^Motivo/ }).fill('Se negoció otra fecha con el proveedor');
  await expectNoSeriousViolations(page, 'delete with a reason');
  await dialog.getByRole('button', { name: 'Anular' }).click();
  await lc.expectToast('Solicitud anulada.');
  await expect(lc.row('TF1001000008')).toContainText('Eliminada');
  await lc.openRow(lc.row('TF1001000008'), 'details');
  await expectToast(page, 'Enmienda eliminada. Motivo: Se negoció otra fecha con el proveedor');
  await lc.shell.signOut();
});

test('at 360 px in English: the table, the add dialog and a new amendment fit the screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const lc = await signedInAs(page, NEGOTIATOR, LcAmendmentPage);
  await lc.shell.switchLanguage('English');
  await lc.shell.openDrawer();
  await lc.open();
  await lc.dismissToasts();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expect(lc.tab()).toHaveText('Date amendments');
  await expectNoSeriousViolations(page, 'amendments table at 360');
  await lc.addFor('TF1001000006');
  await expect(lc.headerValue(/^Currency$/)).toHaveText('EUR');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoSeriousViolations(page, 'new amendment at 360');
  await lc.shell.switchLanguage('Español');
  await lc.shell.signOut();
});
