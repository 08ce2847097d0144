import { expect, test } from '../support/test.js';
import { signedInAs } from '../support/signed-in.js';
import { QueryPage } from '../pages/query-page.js';
import { RequestPage } from '../pages/request-page.js';
import { expectNoSeriousViolations } from '../support/axe.js';
import { NEGOTIATOR, NEGOTIATOR_ACCOUNTS, SECOND_SIGNER, SIGNER } from '../support/demo.js';

// Issue: checkbook requests, the first signed request (spec doc 2 §2, §4, §8; ADR 0021).
test.use({ locale: 'es-ES' });
// Sign-ins and axe runs: minutes, not the default one, on a busy machine.
test.describe.configure({ timeout: 480_000 });

/** The USD account, which both signers may sign (the EUR one only Carlos). */
const SIGNED_ACCOUNT = NEGOTIATOR_ACCOUNTS[2]!;
/** The account of the request that gets rejected. */
const REJECTED_ACCOUNT = NEGOTIATOR_ACCOUNTS[1]!;

test.describe.serial('a checkbook request from preparation to the bank', () => {
  test('a negotiator prepares a checkbook request (the form rules first) and sends it to sign', async ({ page }) => {
    // Ana prepares the request: validation first, then a draft, then sent to sign.
    const requests = await signedInAs(page, NEGOTIATOR, RequestPage);
    await requests.openCheckbookRequests();
    // Nothing yet: the table and a warning say so (spec §8).
    await expect(requests.table()).toContainText('No hay solicitudes de chequeras.');
    await requests.dismissToasts();
    await expectNoSeriousViolations(page, 'checkbook requests table');
    await requests.add();
    await requests.button(/^Guardar$/).click();
    await expect(page.getByText('Seleccione la cuenta.')).toBeVisible();
    await expect(page.getByText('Seleccione el tipo de cheque.')).toBeVisible();
    await expectNoSeriousViolations(page, 'new request form with errors');
    // Every count 0: at least one must be above 0 (the contract's rule, checked once the rest is valid).
    await requests.fillCheckbook({ account: SIGNED_ACCOUNT, type: 'Cheque normal' });
    await requests.button(/^Guardar$/).click();
    await expect(page.getByText('Pida al menos una chequera, cubierta o RM.')).toBeVisible();
    await requests.count(/^Chequeras/, 2);
    await requests.count(/^Cubiertas/, 1);
    const confirm = await requests.ask(/^Guardar$/);
    await expectNoSeriousViolations(page, 'confirm dialog');
    await confirm.getByRole('button', { name: 'Guardar' }).click();
    await requests.expectToast('Solicitud guardada.');
    await expect(requests.row(SIGNED_ACCOUNT)).toContainText('Pendiente');

    await requests.openRow(requests.row(SIGNED_ACCOUNT), 'modify');
    await expect(requests.formTitle()).toHaveText('Modificar solicitud');
    await expect(requests.button(/^Eliminar$/)).toBeVisible();
    await requests.sendToSign();
    const pending = requests.row(SIGNED_ACCOUNT);
    await expect(pending).toContainText('Pendiente a firmar');
    // Once sent, nobody has signed yet: Ana may still modify, never sign.
    await expect(pending.getByRole('button', { name: 'Firmar' })).toBeDisabled();
    await requests.shell.signOut();
  });

  test('the first signer finds it in the inbox, sees who prepared it, and signs: one of two', async ({ page }) => {
    // Carlos finds it in his inbox and signs it: one of two signatures.
    const requests = await signedInAs(page, SIGNER, RequestPage);
    await requests.openInbox();
    const waiting = requests.row(SIGNED_ACCOUNT);
    await expect(waiting).toContainText('Solicitud de chequera');
    await expect(waiting).toContainText('0 de 2');
    await expectNoSeriousViolations(page, 'signature inbox');
    await waiting.getByRole('button', { name: 'Abrir para firmar' }).click();
    await requests.expectUrl('checks', 'form');
    await expect(requests.formTitle()).toHaveText('Firmar solicitud');
    await expect(page.getByText('Firmas recibidas: 0 de 2')).toBeVisible();
    await expectNoSeriousViolations(page, 'sign form');
    // The negotiator's chip opens her profile.
    await page.getByRole('button', { name: 'Ver el perfil de aperez' }).click();
    const profile = page.getByRole('dialog', { name: 'Perfil del usuario' });
    await expect(profile).toContainText(NEGOTIATOR.fullName);
    await expectNoSeriousViolations(page, 'profile dialog');
    await profile.getByRole('button', { name: 'Aceptar' }).click();
    await requests.sign();
    await expect(requests.row(SIGNED_ACCOUNT).getByRole('button', { name: 'Firmar' })).toBeDisabled();
    await requests.shell.signOut();
  });

  test('the second signer gives the last signature: it reads and ends as sent to the bank', async ({ page }) => {
    // María gives the last signature: the button and the message say it goes to the bank.
    const requests = await signedInAs(page, SECOND_SIGNER, RequestPage);
    await requests.openCheckbookRequests();
    await requests.openRow(requests.row(SIGNED_ACCOUNT), 'sign');
    await expect(page.getByText('Firmas recibidas: 1 de 2')).toBeVisible();
    const last = await requests.ask(/^Autorizar y enviar$/);
    await expect(last).toContainText('Esta es la última firma necesaria: la solicitud se enviará al banco.');
    await last.getByRole('button', { name: 'Cancelar' }).click();
    await requests.authorizeAndSend();
    await expect(requests.row(SIGNED_ACCOUNT)).toContainText('Enviada al banco');
    await requests.shell.signOut();
  });

  test('the negotiator sees it sent, and the bank lists the checkbook as not issued', async ({ page }) => {
    // Ana sees it sent, and the bank lists the checkbook as not issued yet.
    const requests = await signedInAs(page, NEGOTIATOR, RequestPage);
    await requests.openCheckbookRequests();
    await expect(requests.row(SIGNED_ACCOUNT)).toContainText('Enviada al banco');
    await requests.openRow(requests.row(SIGNED_ACCOUNT), 'details');
    await expect(requests.formTitle()).toHaveText('Detalles de la solicitud');
    await expect(page.getByText('Firmas recibidas: 2 de 2')).toBeVisible();
    await requests.shell.openFromMenu(/^Chequeras$/, /^Chequeras no emitidas por el banco$/);
    const query = new QueryPage(page);
    await query.chooseAccount(/^Cuentas$/, SIGNED_ACCOUNT);
    // The multiple choice stays open after a pick: close it before the dates.
    await page.keyboard.press('Escape');
    await query.range(await query.bankDay(-7), await query.bankDay(0));
    await query.find();
    await query.expectUrl('checks_no_bel', 'table');
    await expect(query.bodyRows().filter({ hasText: SIGNED_ACCOUNT }).first()).toBeVisible();
    await requests.shell.signOut();
  });
});

test('a signer rejects a request with a reason, which the negotiator then reads', async ({ page }) => {
  let requests = await signedInAs(page, NEGOTIATOR, RequestPage);
  await requests.openCheckbookRequests();
  await requests.add();
  await requests.fillCheckbook({ account: REJECTED_ACCOUNT, type: 'Cheque normal', rm: 3 });
  await requests.save();
  await requests.openRow(requests.row(REJECTED_ACCOUNT), 'modify');
  await requests.sendToSign();
  await requests.shell.signOut();

  requests = await signedInAs(page, SIGNER, RequestPage);
  await requests.openCheckbookRequests();
  await requests.openRow(requests.row(REJECTED_ACCOUNT), 'sign');
  const prompt = await requests.ask(/^Rechazar$/);
  await prompt.getByRole('button', { name: 'Rechazar' }).click();
  await expect(prompt).toContainText('El campo «Motivo» es obligatorio.');
  await expectNoSeriousViolations(page, 'reason prompt with its error');
  await prompt.getByRole('textbox', { name: /^Motivo/ }).fill('x'.repeat(1001));
  await prompt.getByRole('button', { name: 'Rechazar' }).click();
  await expect(prompt).toContainText('El motivo admite como máximo 1000 caracteres.');
  await prompt.getByRole('button', { name: 'Cancelar' }).click();
  await requests.reverse('Pedimos cubiertas, no RM.');
  await expect(requests.row(REJECTED_ACCOUNT)).toContainText('Rechazada');
  await requests.shell.signOut();

  requests = await signedInAs(page, NEGOTIATOR, RequestPage);
  await requests.openCheckbookRequests();
  await requests.openRow(requests.row(REJECTED_ACCOUNT), 'details');
  await expect(page.getByRole('alert').filter({ hasText: 'Solicitud rechazada. Motivo:' })).toContainText('Pedimos cubiertas, no RM.');
  await expectNoSeriousViolations(page, 'rejected request details');
  // A rejected request nobody signed can still be deleted from its details.
  await requests.delete();
  await expect(requests.row(REJECTED_ACCOUNT)).toHaveCount(0);
  await requests.shell.signOut();
});

test('at 360 px in English: the table and a new request fit the screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  const requests = await signedInAs(page, NEGOTIATOR, RequestPage);
  await requests.shell.openDrawer();
  await requests.openCheckbookRequests();
  await expect(page.getByRole('heading', { level: 2, name: 'Checkbook requests' })).toBeVisible();
  await requests.dismissToasts();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoSeriousViolations(page, 'requests table at 360');
  await requests.add();
  await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoSeriousViolations(page, 'new request at 360');
  await requests.shell.signOut();
});
