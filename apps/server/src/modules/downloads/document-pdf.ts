import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { LegalDocument } from './documents.js';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const WIDTH = A4[0] - 2 * MARGIN;
const BRAND = rgb(0, 0.318, 0.62);
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.4, 0.4, 0.45);
const WARN_BAND = rgb(1, 0.95, 0.82);
/** Fixed, so the same text always makes the same bytes (and a cacheable download). */
const FIXED_DATE = new Date('2026-01-01T00:00:00Z');

/** Greedy word wrap to `width` points. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (current && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(current);
      current = word;
    } else current = candidate;
  }
  if (current) lines.push(current);
  return lines;
}

/**
 * A text document as an A4 PDF: the bank's name in a brand band, title and subtitle, the
 * demo notice on a yellow band, numbered sections, optional signature lines, and "page i of n"
 * at the foot of every page. Tagged with its language and title for readers and indexers.
 */
export async function renderDocumentPdf(doc: LegalDocument, language: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(doc.title, { showInWindowTitleBar: true });
  pdf.setSubject(doc.subtitle);
  pdf.setAuthor('Banco Nacional Demo');
  pdf.setCreator('BEL');
  pdf.setProducer('BEL (pdf-lib)');
  pdf.setLanguage(language);
  pdf.setCreationDate(FIXED_DATE);
  pdf.setModificationDate(FIXED_DATE);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);

  let page: PDFPage = pdf.addPage(A4);
  let y = A4[1] - MARGIN;
  const newPage = () => {
    page = pdf.addPage(A4);
    y = A4[1] - MARGIN;
  };
  const ensure = (height: number) => {
    if (y - height < MARGIN + 24) newPage();
  };
  const write = (text: string, font: PDFFont, size: number, color = INK, gap = 4) => {
    for (const line of wrap(text, font, size, WIDTH)) {
      ensure(size + gap);
      y -= size + gap;
      page.drawText(line, { x: MARGIN, y, size, font, color });
    }
  };

  page.drawRectangle({ x: 0, y: A4[1] - 36, width: A4[0], height: 36, color: BRAND });
  page.drawText('Banco Nacional Demo · BEL', { x: MARGIN, y: A4[1] - 24, size: 11, font: bold, color: rgb(1, 1, 1) });
  y -= 16;
  write(doc.title, bold, 18, BRAND, 8);
  write(doc.subtitle, regular, 10, MUTED);
  y -= 10;
  const noticeLines = wrap(doc.notice, bold, 9, WIDTH - 16);
  const bandHeight = noticeLines.length * 13 + 12;
  page.drawRectangle({ x: MARGIN, y: y - bandHeight, width: WIDTH, height: bandHeight, color: WARN_BAND });
  noticeLines.forEach((line, i) => page.drawText(line, { x: MARGIN + 8, y: y - 17 - i * 13, size: 9, font: bold, color: INK }));
  y -= bandHeight + 8;

  for (const section of doc.sections) {
    ensure(60);
    y -= 10;
    write(section.heading, bold, 12, BRAND, 6);
    for (const paragraph of section.paragraphs) {
      write(paragraph, regular, 10.5, INK, 4.5);
      y -= 5;
    }
  }

  if (doc.signatures) {
    ensure(doc.signatures.length * 56 + 20);
    y -= 20;
    for (const label of doc.signatures) {
      y -= 40;
      page.drawLine({ start: { x: MARGIN, y }, end: { x: MARGIN + 260, y }, thickness: 0.7, color: MUTED });
      page.drawText(label, { x: MARGIN, y: y - 12, size: 9, font: regular, color: MUTED });
      y -= 16;
    }
  }

  const pages = pdf.getPages();
  pages.forEach((p, i) => {
    const footer = doc.page(i + 1, pages.length);
    p.drawText(footer, { x: A4[0] - MARGIN - regular.widthOfTextAtSize(footer, 8), y: MARGIN / 2, size: 8, font: regular, color: MUTED });
    p.drawText(doc.title, { x: MARGIN, y: MARGIN / 2, size: 8, font: regular, color: MUTED });
  });
  return pdf.save();
}
