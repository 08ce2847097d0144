import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/test.js';
import { signedInAs } from '../support/signed-in.js';
import { NotificationsPage } from '../pages/notifications-page.js';
import { DocumentShipmentsPage, SHIPMENTS_VIEW, type PdfFile } from '../pages/document-shipments-page.js';
import { expectNoSeriousViolations } from '../support/axe.js';
import { NEGOTIATOR, NEGOTIATOR_ACCOUNTS, OTHER_COMPANY, SECOND_SIGNER, SIGNER } from '../support/demo.js';
import { pngOfBytes } from '../support/images.js';
import { pdfOfBytes, samplePdf } from '../../apps/server/src/test/pdfs.js';

// Issue 11 part 2: document shipments (spec doc 2 §2, §4, §5, §8; ADR 0025).
test.use({ locale: 'es-ES' });
test.describe.configure({ timeout: 300_000 });

/** The USD account, which both signers of Importadora Caribe may sign. */
const ACCOUNT = NEGOTIATOR_ACCOUNTS[2]!;
const DETAILS = 'Factura comercial 2026-118 de los repuestos del grupo electrógeno, embarque de marzo por Mariel';

const pdf = async (name: string, text: string): Promise<PdfFile> => ({ name, mimeType: 'application/pdf', buffer: await samplePdf(text) });

test('a negotiator sends a PDF to sign; two signers sign; the bank’s registry receives it and the negotiator is told', async ({ page }) => {
  let shipments = await signedInAs(page, NEGOTIATOR, DocumentShipmentsPage);
  await shipments.openShipments();
  // Nothing yet: a warning toast says so (spec §8); closed, as it covers what is under it.
  await expect(shipments.table()).toContainText('No hay envíos de documentos.');
  await shipments.dismissToasts();
  await expectNoSeriousViolations(page, 'shipments table');
  await shipments.add();
  // Crear offers send-to-sign; Ana may not sign, so no authorize-and-send.
  await expect(shipments.button(/^Enviar a firmar$/)).toBeVisible();
  await expect(shipments.button(/^Autorizar y enviar$/)).toHaveCount(0);
  await shipments.button(/^Enviar a firmar$/).click();
  await expect(page.getByText('Seleccione el tipo de documento.')).toBeVisible();
  await expect(page.getByText('Adjunte el documento en PDF.')).toBeVisible();
  await expect(page.getByText('Escriba los detalles del envío.')).toBeVisible();
  await expectNoSeriousViolations(page, 'new shipment with errors');

  // Too large, and not a PDF whatever its name says: refused before anything is sent.
  await shipments.choosePdf({ name: 'grande.pdf', mimeType: 'application/pdf', buffer: await pdfOfBytes(2.5 * 1024 * 1024) });
  await expect(shipments.pdfGroup()).toContainText('El archivo supera el tamaño máximo de 2 MB.');
  await shipments.choosePdf({ name: 'foto.pdf', mimeType: 'application/pdf', buffer: pngOfBytes(4096) });
  await expect(shipments.pdfGroup()).toContainText('El archivo no es un PDF válido.');

  await shipments.fill({ type: 'Factura comercial', account: ACCOUNT, details: DETAILS, pdf: await pdf('Factura 2026-118.pdf', 'Factura comercial 2026-118') });
  await expect(shipments.pdfGroup()).toContainText('Factura 2026-118.pdf');
  const viewer = await shipments.showPdf();
  await expectNoSeriousViolations(page, 'PDF viewer');
  const download = await shipments.download(viewer);
  expect(download.suggestedFilename()).toBe('Factura 2026-118.pdf');
  expect((await readFile((await download.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
  await viewer.getByRole('button', { name: 'Cerrar' }).click();
  await shipments.act(/^Enviar a firmar$/, 'Solicitud enviada a firmar.');
  const row = shipments.row(ACCOUNT).first();
  await expect(row).toContainText('Pendiente de firma');
  await expect(row).toContainText(`${DETAILS.slice(0, 60)}…`);
  await expect(row).toContainText('Factura comercial');
  await expect(row).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}(?!:)/);
  await shipments.shell.signOut();

  // Carlos signs it from his inbox, after looking at the PDF the gateway keeps.
  shipments = await signedInAs(page, SIGNER, DocumentShipmentsPage);
  await shipments.openInbox();
  const waiting = shipments.row('Envío de documento').first();
  await expect(waiting).toContainText('0 de 2');
  await waiting.getByRole('button', { name: 'Abrir para firmar' }).click();
  await shipments.expectUrl(SHIPMENTS_VIEW, 'form');
  await expect(shipments.formTitle()).toHaveText('Firmar solicitud');
  const stored = await shipments.showPdf();
  await stored.getByRole('button', { name: 'Cerrar' }).click();
  await expectNoSeriousViolations(page, 'sign form');
  await shipments.act(/^Firmar$/, 'Solicitud firmada.');
  await shipments.shell.signOut();

  // María gives the last signature: it goes to the bank, whose registry receives it at once.
  shipments = await signedInAs(page, SECOND_SIGNER, DocumentShipmentsPage);
  await shipments.openShipments();
  await shipments.openRow(shipments.row(ACCOUNT).first(), 'sign');
  await shipments.act(/^Autorizar y enviar$/, 'Solicitud firmada y enviada al banco.');
  await expect
    .poll(async () => {
      await shipments.refresh();
      return shipments.row(ACCOUNT).first().innerText();
    }, { timeout: 60_000 })
    .toContain('Recibido por el banco');
  await shipments.shell.signOut();

  // Ana reads the bank's receipt in her notifications and on the shipment.
  shipments = await signedInAs(page, NEGOTIATOR, DocumentShipmentsPage);
  const notices = new NotificationsPage(page);
  await expect(notices.cards().filter({ hasText: /El banco recibió el documento ENV-\d{6} con el número de registro RD-\d{4}-\d{6}\./ })).toHaveCount(1);
  await shipments.openShipments();
  await shipments.openRow(shipments.row(ACCOUNT).first(), 'details');
  await expect(page.getByText(/El banco recibió el documento con el número de registro RD-\d{4}-\d{6} el \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\./)).toBeVisible();
  await expect(page.getByText('Firmas recibidas: 2 de 2')).toBeVisible();
  await expectNoSeriousViolations(page, 'received shipment');
  await shipments.shell.signOut();
});

test('a signer cancels with a reason; the negotiator replaces the PDF and sends it again, or deletes it', async ({ page }) => {
  const account = NEGOTIATOR_ACCOUNTS[1]!;
  let shipments = await signedInAs(page, NEGOTIATOR, DocumentShipmentsPage);
  await shipments.openShipments();
  await shipments.add();
  await shipments.fill({ type: 'Certificado de origen', account, details: 'Certificado de origen del lote 7', pdf: await pdf('certificado.pdf', 'Certificado de origen') });
  await shipments.act(/^Enviar a firmar$/, 'Solicitud enviada a firmar.');
  await shipments.shell.signOut();

  shipments = await signedInAs(page, SIGNER, DocumentShipmentsPage);
  await shipments.openShipments();
  await shipments.openRow(shipments.row(account).first(), 'sign');
  await shipments.act(/^Rechazar$/, 'Solicitud rechazada.', 'Falta el sello de la cámara de comercio.');
  await expect(shipments.row(account).first()).toContainText('Cancelado');
  await shipments.shell.signOut();

  shipments = await signedInAs(page, NEGOTIATOR, DocumentShipmentsPage);
  await shipments.openShipments();
  await shipments.openRow(shipments.row(account).first(), 'modify');
  await expect(page.getByRole('alert').filter({ hasText: 'Envío cancelado. Motivo:' })).toContainText('Falta el sello de la cámara de comercio.');
  await expect(shipments.button(/^Eliminar$/)).toBeVisible();
  await shipments.choosePdf(await pdf('certificado-sellado.pdf', 'Certificado de origen, sellado'));
  await shipments.act(/^Guardar$/, 'Solicitud guardada.');
  await expect(shipments.row(account).first()).toContainText('Pendiente de firma');
  await shipments.openRow(shipments.row(account).first(), 'details');
  await expect(shipments.pdfGroup()).toContainText('certificado-sellado.pdf');
  await shipments.shell.signOut();
});

test('a negotiator who signs the account authorizes and sends at once', async ({ page }) => {
  const shipments = await signedInAs(page, OTHER_COMPANY, DocumentShipmentsPage);
  await shipments.openShipments();
  await shipments.add();
  await expect(shipments.button(/^Autorizar y enviar$/)).toHaveCount(0);
  await shipments.fill({ type: 'Carta de instrucción', account: '0300002002000101', details: 'Instrucciones de pago a proveedores de marzo', pdf: await pdf('instrucciones.pdf', 'Instrucciones') });
  await shipments.act(/^Autorizar y enviar$/, 'Solicitud firmada y enviada al banco.');
  await expect
    .poll(async () => {
      await shipments.refresh();
      return shipments.row('0300002002000101').first().innerText();
    }, { timeout: 60_000 })
    .toContain('Recibido por el banco');
  await shipments.shell.signOut();
});

test('at 360 px in English: the table, a new shipment and the viewer fit the screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const shipments = await signedInAs(page, NEGOTIATOR, DocumentShipmentsPage);
  await shipments.shell.switchLanguage('English');
  await shipments.shell.openDrawer();
  await shipments.openShipments();
  await shipments.dismissToasts();
  await expect(page.getByRole('heading', { level: 2, name: 'Document shipments' })).toBeVisible();
  await shipments.expectFits(360);
  await expectNoSeriousViolations(page, 'shipments table at 360');
  await shipments.add();
  await shipments.choosePdf(await pdf('invoice.pdf', 'Invoice'));
  await expect(shipments.button(/^Send to sign$/)).toBeVisible();
  await shipments.expectFits(360);
  await expectNoSeriousViolations(page, 'new shipment at 360');
  const viewer = await shipments.showPdf();
  await shipments.expectFits(360);
  await expectNoSeriousViolations(page, 'viewer at 360');
  await viewer.getByRole('button', { name: 'Close' }).click();
  await shipments.shell.switchLanguage('Español');
  await shipments.shell.signOut();
});
