import { expect, type Download, type Locator, type Page } from '@playwright/test';
import { RequestPage } from './request-page.js';

export const SHIPMENTS_VIEW = 'envio_documento';

export interface PdfFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** Document shipments (view envio_documento): the signed-request page plus the PDF field and its viewer. */
export class DocumentShipmentsPage extends RequestPage {
  constructor(page: Page) {
    super(page, SHIPMENTS_VIEW);
  }

  async openShipments() {
    await this.openView(/^(Documentos|Documents)$/, /^(Envío de documentos|Document shipments)$/);
  }

  pdfGroup(): Locator {
    return this.page.getByRole('group', { name: /^(Documento PDF|PDF document)/ });
  }

  async choosePdf(file: PdfFile) {
    await this.page.getByLabel(/^(Documento PDF|PDF document)$/).setInputFiles(file);
  }

  async fill(input: { type: string | RegExp; account: string; details: string; pdf?: PdfFile }) {
    await this.choose(/^(Tipo de documento|Document type)/, input.type);
    await this.choose(/^(Cuenta|Account)/, new RegExp(input.account));
    if (input.pdf) await this.choosePdf(input.pdf);
    await this.page.getByRole('textbox', { name: /^(Detalles|Details)/ }).fill(input.details);
  }

  /** Opens the PDF in the viewer and waits for its first page drawn. */
  async showPdf(): Promise<Locator> {
    await this.pdfGroup().getByRole('button', { name: /^(Ver|Show)$/ }).click();
    const viewer = this.page.getByRole('dialog').filter({ has: this.page.getByRole('img', { name: /^(Página|Page) 1 (de|of) \d+$/ }) });
    // pdf.js and its worker load with the first PDF shown: slow on a busy machine.
    await expect(viewer).toBeVisible({ timeout: 30_000 });
    return viewer;
  }

  async download(viewer: Locator): Promise<Download> {
    const [download] = await Promise.all([this.page.waitForEvent('download'), viewer.getByRole('button', { name: /^(Descargar|Download)$/ }).click()]);
    return download;
  }
}
