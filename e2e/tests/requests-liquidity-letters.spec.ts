import { expect, test } from '../support/test.js';
import { signedInAs } from '../support/signed-in.js';
import { NotificationsPage } from '../pages/notifications-page.js';
import { DocumentShipmentsPage } from '../pages/document-shipments-page.js';
import { LcAmendmentPage, plusDays } from '../pages/lc-amendment-page.js';
import { LETTERS_VIEW, LiquidityLettersPage } from '../pages/liquidity-letters-page.js';
import { expectNoSeriousViolations } from '../support/axe.js';
import { runBankTask } from '../support/bank.js';
import { NEGOTIATOR, NEGOTIATOR_ACCOUNTS, SECOND_SIGNER, SIGNER } from '../support/demo.js';
import { samplePdf } from '../../apps/server/src/test/pdfs.js';

// Issue 11 part 3: liquidity letters (spec doc 2 §2, §4; ADR 0025). A letter is prepared, sent
// to sign and signed by both signers; the bank's desk then takes it a step a bank day: the
// journey lets those days come by running the desk's task as of the next working days
// (support/bank.ts) until the letter is ready to collect at the branch.
test.use({ locale: 'es-ES' });
test.describe.configure({ timeout: 300_000 });

/** The USD account, which both signers of Importadora Caribe may sign. */
const ACCOUNT = NEGOTIATOR_ACCOUNTS[2]!;
const REFERENCE = 'PX-20417';
/** An import letter on the USD account whose amendments the signer's inbox will show too. */
const LETTER = 'TF1001000003';

test.describe.serial('a liquidity letter from the request to the branch', () => {
  test('a negotiator prepares the letter (the form rules first), and sends a shipment and an amendment to sign too', async ({ page }) => {
    const ll = await signedInAs(page, NEGOTIATOR, LiquidityLettersPage);
    await ll.openLetters();
    await expect(ll.table()).toContainText('No hay cartas de respaldo de liquidez.');
    await ll.dismissToasts();
    await expectNoSeriousViolations(page, 'letters table');
    await ll.add();
    await ll.button(/^Guardar$/).click();
    await expect(page.getByText('Seleccione la facilidad.')).toBeVisible();
    await expect(page.getByText('Seleccione la cuenta de débito.')).toBeVisible();
    await expect(page.getByText('Escriba el importe.')).toBeVisible();
    await expect(page.getByText('Escriba la referencia del organismo.')).toBeVisible();
    await expectNoSeriousViolations(page, 'new letter with errors');
    await ll.fill({ facility: /^CLBC/, account: ACCOUNT, amount: '0', reference: 'P' });
    await ll.button(/^Guardar$/).click();
    await expect(page.getByText('Escriba un importe mayor que cero, con hasta 12 cifras enteras y 2 decimales.')).toBeVisible();
    await expect(page.getByText(/^La referencia tiene de 3 a 30 letras/)).toBeVisible();
    await ll.fill({ facility: /^CLBC/, account: ACCOUNT, amount: '12500,75', reference: REFERENCE.toLowerCase() });
    await ll.save();
    const row = ll.row(REFERENCE);
    await expect(row).toContainText('Pendiente');
    await expect(row).toContainText('CLBC');

    await ll.openRow(row, 'modify');
    await expect(page.getByRole('textbox', { name: /^Importe/ })).toHaveValue('12500.75');
    await ll.sendToSign();
    await expect(ll.row(REFERENCE)).toContainText('Pendiente a firmar');

    // A document shipment and an amendment, so the signer's inbox holds one of each type.
    const shipments = new DocumentShipmentsPage(page);
    await shipments.openShipments();
    await shipments.add();
    await shipments.fill({ type: 'Factura comercial', account: ACCOUNT, details: 'Factura de la carta de respaldo', pdf: { name: 'factura.pdf', mimeType: 'application/pdf', buffer: await samplePdf('Factura') } });
    await shipments.act(/^Enviar a firmar$/, 'Solicitud enviada a firmar.');
    const lc = new LcAmendmentPage(page);
    await lc.open();
    await lc.addFor(LETTER);
    const now = await lc.currentDates();
    await lc.typeDate(lc.latestShipment(), plusDays(now.latestShipment, 5));
    await lc.typeDate(lc.expiry(), plusDays(now.latestShipment, 40));
    await lc.chooseCharges(/^Ordenante$/);
    await lc.sendToSign();
    await ll.shell.signOut();
  });

  test('the first signer finds all three types in the inbox and signs the letter', async ({ page }) => {
    const ll = await signedInAs(page, SIGNER, LiquidityLettersPage);
    await ll.openInbox();
    await expect(ll.row('Carta de respaldo de liquidez')).toHaveCount(1);
    // The shipments spec, which runs before this one, may leave one of its own waiting too.
    await expect(ll.row('Envío de documento').first()).toBeVisible();
    await expect(ll.row(LETTER)).toContainText('Enmienda de carta de crédito');
    const waiting = ll.row('Carta de respaldo de liquidez');
    await expect(waiting).toContainText('0 de 2');
    await expect(waiting).toContainText('12,500.75');
    await expectNoSeriousViolations(page, 'inbox with three types');
    await waiting.getByRole('button', { name: 'Abrir para firmar' }).click();
    await ll.expectUrl(LETTERS_VIEW, 'form');
    await expect(ll.formTitle()).toHaveText('Firmar solicitud');
    await expect(page.getByText('Firmas recibidas: 0 de 2')).toBeVisible();
    await expectNoSeriousViolations(page, 'sign form');
    await ll.sign();
    await ll.shell.signOut();
  });

  test('the last signature sends it to the bank: processing', async ({ page }) => {
    const ll = await signedInAs(page, SECOND_SIGNER, LiquidityLettersPage);
    await ll.openLetters();
    await ll.openRow(ll.row(REFERENCE), 'sign');
    await expect(page.getByText('Firmas recibidas: 1 de 2')).toBeVisible();
    await ll.authorizeAndSend();
    await expect(ll.row(REFERENCE)).toContainText('Procesando');
    await ll.shell.signOut();
  });

  test('the bank authorizes it on the next bank day and has it at the branch the day after; the negotiator is told each time', async ({ page }) => {
    expect(await runBankTask('liquidityLetters.advance', '+1')).toContain('ran as of');
    let ll = await signedInAs(page, NEGOTIATOR, LiquidityLettersPage);
    await ll.openLetters();
    await expect(ll.row(REFERENCE)).toContainText('Autorizado');
    // The bank's answer: one of its authorization codes (spec §9) and the issue day.
    await ll.openRow(ll.row(REFERENCE), 'details');
    const answer = page.getByRole('region', { name: 'Respuesta del banco' });
    await expect(answer.getByText(/^Autorización: [ACDEFGHLPTUVW]$/)).toBeVisible();
    await expect(answer.getByText(/^Emitida el \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
    await ll.shell.signOut();

    expect(await runBankTask('liquidityLetters.advance', '+2')).toContain('ran as of');
    ll = await signedInAs(page, NEGOTIATOR, LiquidityLettersPage);
    const notices = new NotificationsPage(page);
    await expect(notices.cards().filter({ hasText: /El banco autorizó la carta de respaldo de liquidez CRL-\d{6} el \d{2}\/\d{2}\/\d{4} \(autorización [A-Z]\)/ })).toHaveCount(1);
    await expect(notices.cards().filter({ hasText: /La carta de respaldo de liquidez CRL-\d{6} está lista para recoger/ })).toHaveCount(1);
    await ll.openLetters();
    await expect(ll.row(REFERENCE)).toContainText('Listo para recoger');
    await ll.openRow(ll.row(REFERENCE), 'details');
    await expect(page.getByText(/^Lista para recoger desde el \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
    await expectNoSeriousViolations(page, 'letter ready to collect');
    await ll.shell.signOut();
  });
});

test('at 360 px in English: the table and a new letter fit the screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const ll = await signedInAs(page, NEGOTIATOR, LiquidityLettersPage);
  await ll.shell.switchLanguage('English');
  await ll.shell.openDrawer();
  await ll.openLetters();
  await ll.dismissToasts();
  await expect(page.getByRole('heading', { level: 2, name: 'Liquidity Backing Letters' })).toBeVisible();
  await ll.expectFits(360);
  await expectNoSeriousViolations(page, 'letters table at 360');
  await ll.add();
  await ll.button(/^Save$/).click();
  await expect(page.getByText('Choose the facility.')).toBeVisible();
  await ll.expectFits(360);
  await expectNoSeriousViolations(page, 'new letter at 360');
  await ll.shell.switchLanguage('Español');
  await ll.shell.signOut();
});
