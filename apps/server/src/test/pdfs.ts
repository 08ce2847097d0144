import { PDFDocument, StandardFonts } from 'pdf-lib';

/** A real one-page PDF saying `text`. */
export async function samplePdf(text: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  page.drawText(text, { x: 50, y: 780, size: 18, font: await doc.embedFont(StandardFonts.Helvetica) });
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

/** A real PDF of exactly `bytes` bytes: a sample padded with a comment line after its header. */
export async function pdfOfBytes(bytes: number): Promise<Buffer> {
  const base = await samplePdf('Documento de prueba');
  const header = base.indexOf(0x0a) + 1;
  const padding = bytes - base.length;
  if (padding < 2) throw new Error(`a PDF of ${bytes} bytes is too small to pad`);
  return Buffer.concat([base.subarray(0, header), Buffer.from(`%${'x'.repeat(padding - 2)}\n`), base.subarray(header)]);
}
