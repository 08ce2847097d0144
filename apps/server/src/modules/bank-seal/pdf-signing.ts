import { PDFDocument } from 'pdf-lib';
import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { SignPdf } from '@signpdf/signpdf';
import { P12Signer } from '@signpdf/signer-p12';

/** The bytes are not a PDF this gateway can open (not a PDF, damaged, or encrypted). */
export class NotAPdfError extends Error {}

export const SIGNATURE_DETAILS = {
  reason: 'Documento emitido por BEL',
  location: 'La Habana, Cuba',
  name: 'Banco Nacional Demo (demo)',
  contactInfo: 'bel@banco-nacional-demo.example',
};

/** The bytes of a `data:application/pdf;base64,...` URI (the contract has checked its shape). */
export function decodeDataUri(uri: string): Buffer {
  return Buffer.from(uri.slice(uri.indexOf(',') + 1), 'base64');
}

/** PDF readers accept the header anywhere in the first 1024 bytes; so do we. */
export async function openPdf(bytes: Uint8Array): Promise<PDFDocument> {
  if (Buffer.from(bytes.subarray(0, 1024)).indexOf('%PDF-') < 0) throw new NotAPdfError('no PDF header');
  try {
    const doc = await PDFDocument.load(bytes, { updateMetadata: false });
    // pdf-lib recovers from a lot; a document without pages is not one we can sign.
    if (doc.getPageCount() === 0) throw new NotAPdfError('no pages');
    return doc;
  } catch (err) {
    throw err instanceof NotAPdfError ? err : new NotAPdfError((err as Error).message);
  }
}

/**
 * Adds a signature field and signs it (PKCS#7 detached, SHA-256). Object streams stay off so
 * the placeholder's byte range is plain text @signpdf can find. A P12Signer signs only once,
 * so every signature gets a new one.
 */
export async function signPdf(doc: PDFDocument, p12: Buffer, passphrase: string, at: Date): Promise<Buffer> {
  pdflibAddPlaceholder({ pdfDoc: doc, signingTime: at, ...SIGNATURE_DETAILS });
  const prepared = Buffer.from(await doc.save({ useObjectStreams: false }));
  return new SignPdf().sign(prepared, new P12Signer(p12, { passphrase }), at);
}
