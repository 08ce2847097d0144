import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { lcAmendmentFileName, type LcPartyCharged } from '@bel/contract';
import type { AmendmentReply, Mt707Field } from './mt707.js';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const WIDTH = A4[0] - 2 * MARGIN;
const BRAND = rgb(0, 0.318, 0.62);
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.38, 0.38, 0.43);
const RULE = rgb(0.8, 0.82, 0.86);
const WARN_BAND = rgb(1, 0.95, 0.82);
const CODE_BAND = rgb(0.96, 0.97, 0.98);

const CHARGED: Readonly<Record<LcPartyCharged, string>> = { APPL: 'Ordenante (APPL)', BENE: 'Beneficiario (BENE)', OTHR: 'Compartidos (OTHR)' };

/** What the document shows besides the message: the letter and the amendment as the bank recorded them. */
export interface AmendmentDocument {
  reference: string;
  account: string;
  beneficiary: string;
  currency: string;
  amount: string;
  partyCharged: LcPartyCharged;
  reply: AmendmentReply & { mt707: NonNullable<AmendmentReply['mt707']> };
  number: number;
  expiryDate: string;
  latestShipment: string;
}

/** "500000.00" as "500,000.00" (spec §9's thousands commas). */
const grouped = (amount: string) => amount.replace(/^(-?\d+)/, (whole) => whole.replace(/\B(?=(\d{3})+$)/g, ','));

/** YYYYMMDD as DD/MM/YYYY (spec §9). */
const display = (ymd: string | null) => (ymd ? `${ymd.slice(6, 8)}/${ymd.slice(4, 6)}/${ymd.slice(0, 4)}` : '-');

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let current = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = current ? `${current} ${word}` : word;
      if (current && font.widthOfTextAtSize(candidate, size) > width) {
        lines.push(current);
        current = word;
      } else current = candidate;
    }
    lines.push(current);
  }
  return lines;
}

/**
 * The authorized amendment as an A4 PDF (spec §4 `ECC_{reference}`): the letter and what
 * changed, the MT707's fields as a table, and the message as it was sent. Fixed dates, so the
 * same amendment always renders the same bytes before the bank seals it.
 */
export async function renderAmendmentPdf(doc: AmendmentDocument): Promise<Uint8Array> {
  const { reply } = doc;
  const pdf = await PDFDocument.create();
  const title = `Enmienda de carta de crédito ${doc.reference}`;
  pdf.setTitle(title, { showInWindowTitleBar: true });
  pdf.setSubject('SWIFT MT707 - Amendment to a Documentary Credit');
  pdf.setAuthor('Banco Nacional Demo');
  pdf.setCreator('BEL');
  pdf.setProducer('BEL (pdf-lib)');
  pdf.setLanguage('es');
  const decided = new Date(`${reply.day.slice(0, 4)}-${reply.day.slice(4, 6)}-${reply.day.slice(6, 8)}T00:00:00Z`);
  pdf.setCreationDate(decided);
  pdf.setModificationDate(decided);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const mono = await pdf.embedFont(StandardFonts.Courier);

  let page: PDFPage = pdf.addPage(A4);
  let y = A4[1] - MARGIN;
  const ensure = (height: number) => {
    if (y - height < MARGIN + 20) {
      page = pdf.addPage(A4);
      y = A4[1] - MARGIN;
    }
  };
  const text = (value: string, x: number, font: PDFFont, size: number, color = INK) => page.drawText(value, { x, y, size, font, color });

  page.drawRectangle({ x: 0, y: A4[1] - 36, width: A4[0], height: 36, color: BRAND });
  page.drawText('Banco Nacional Demo · BEL', { x: MARGIN, y: A4[1] - 24, size: 11, font: bold, color: rgb(1, 1, 1) });
  y -= 24;
  text(title, MARGIN, bold, 17, BRAND);
  y -= 16;
  text('Mensaje SWIFT MT707 · Amendment to a Documentary Credit', MARGIN, regular, 10, MUTED);
  y -= 14;
  page.drawRectangle({ x: MARGIN, y: y - 20, width: WIDTH, height: 20, color: WARN_BAND });
  y -= 14;
  text('Documento de demostración: el banco, la carta y el mensaje son ficticios.', MARGIN + 8, bold, 9);
  y -= 22;

  const facts: [string, string][] = [
    ['Carta de crédito', `${doc.reference} · ${grouped(doc.amount)} ${doc.currency}`],
    ['Cuenta', doc.account],
    ['Beneficiario', doc.beneficiary],
    ['Banco receptor (avisador)', reply.mt707.receiver],
    ['Enmienda', `nº ${doc.number}, autorizada el ${display(reply.day)}`],
    ['Nueva fecha de vencimiento', `${display(doc.expiryDate)} (antes ${display(reply.previous.expiryDate)})`],
    ['Nueva fecha límite de embarque', `${display(doc.latestShipment)} (antes ${display(reply.previous.latestShipment)})`],
    ['Cargos de la enmienda', CHARGED[doc.partyCharged]],
  ];
  for (const [label, value] of facts) {
    const lines = wrap(value, regular, 10, WIDTH - 170);
    ensure(lines.length * 13 + 4);
    y -= 13;
    text(label, MARGIN, bold, 10);
    lines.forEach((line, i) => page.drawText(line, { x: MARGIN + 170, y: y - i * 13, size: 10, font: regular, color: INK }));
    y -= (lines.length - 1) * 13 + 3;
  }

  y -= 18;
  ensure(40);
  text('Campos del mensaje', MARGIN, bold, 12, BRAND);
  y -= 8;
  const columns = [MARGIN, MARGIN + 44, MARGIN + 220];
  const row = (field: Pick<Mt707Field, 'tag' | 'name' | 'value'>, font: PDFFont) => {
    const lines = wrap(field.value, mono, 9.5, WIDTH - 220);
    ensure(lines.length * 13 + 6);
    y -= 15;
    text(field.tag, columns[0]!, font, 9.5);
    text(field.name, columns[1]!, font, 9.5);
    lines.forEach((line, i) => page.drawText(line, { x: columns[2]!, y: y - i * 13, size: 9.5, font: font === bold ? bold : mono, color: INK }));
    y -= (lines.length - 1) * 13 + 4;
    page.drawLine({ start: { x: MARGIN, y }, end: { x: MARGIN + WIDTH, y }, thickness: 0.5, color: RULE });
  };
  row({ tag: 'Campo', name: 'Nombre (SWIFT)', value: 'Contenido' }, bold);
  for (const field of reply.mt707.fields) row({ ...field, tag: `:${field.tag}:` }, regular);

  y -= 22;
  const message = reply.mt707.text.split('\r\n');
  ensure(Math.min(message.length, 40) * 11.5 + 40);
  text('Mensaje enviado', MARGIN, bold, 12, BRAND);
  y -= 8;
  page.drawRectangle({ x: MARGIN, y: y - message.length * 11.5 - 10, width: WIDTH, height: message.length * 11.5 + 10, color: CODE_BAND });
  y -= 4;
  for (const line of message) {
    y -= 11.5;
    text(line, MARGIN + 8, mono, 9.5);
  }

  const name = lcAmendmentFileName(doc.reference);
  const pages = pdf.getPages();
  pages.forEach((p, i) => {
    const footer = `Página ${i + 1} de ${pages.length}`;
    p.drawText(footer, { x: A4[0] - MARGIN - regular.widthOfTextAtSize(footer, 8), y: MARGIN / 2, size: 8, font: regular, color: MUTED });
    p.drawText(name, { x: MARGIN, y: MARGIN / 2, size: 8, font: regular, color: MUTED });
  });
  return pdf.save({ useObjectStreams: false });
}
