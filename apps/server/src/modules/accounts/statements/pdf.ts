import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { documentFontFiles, fontkitForPdfLib } from '../../../lib/document-fonts.js';
import type { StatementFrequency } from '@bel/contract';
import { BANK_NAME, abs, displayAmount, displayDate, statementTotals, type Statement, type StatementLine } from './model.js';

/**
 * The statement as a PDF for people (the bank's documents are in Spanish): a header block,
 * the movements in a table that breaks across pages with its header repeated, the totals and
 * the closing balance, and "Página i de n" on every page.
 */

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 40;
const ROW = 14;
const SIZE = 8;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.4, 0.4, 0.45);
const RULE = rgb(0.75, 0.77, 0.8);
const BAND = rgb(0.9, 0.93, 0.97);

const FREQUENCY_LABELS: Record<string, string> = { BSN: 'Diaria', WEE: 'Semanal', TWM: 'Quincenal', M01: 'Mensual', M12: 'Anual' };
export const frequencyLabel = (f: StatementFrequency) => FREQUENCY_LABELS[f] ?? `Cada ${Number(f.slice(1))} meses`;

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right';
  cell: (l: StatementLine, currency: string) => string;
  /** Long texts wrap onto up to this many lines (default one, cut with an ellipsis). */
  lines?: number;
}

const COLUMNS: Column[] = [
  { title: 'F. contable', width: 54, align: 'left', cell: (l) => displayDate(l.bookingDate) },
  { title: 'F. valor', width: 54, align: 'left', cell: (l) => displayDate(l.valueDate) },
  { title: 'Referencia', width: 78, align: 'left', cell: (l) => l.reference },
  { title: 'Concepto', width: 131, align: 'left', cell: (l) => l.narrative, lines: 3 },
  { title: 'Débito', width: 66, align: 'right', cell: (l, c) => (l.amountMinor < 0n ? displayAmount(abs(l.amountMinor), c) : '') },
  { title: 'Crédito', width: 66, align: 'right', cell: (l, c) => (l.amountMinor >= 0n ? displayAmount(l.amountMinor, c) : '') },
  { title: 'Saldo', width: 66, align: 'right', cell: (l, c) => displayAmount(l.balanceMinor, c) },
];

/** A character the embedded font lacks (Noto Sans has no CJK, say) loses its accent, or becomes '?'. */
function encodable(font: PDFFont) {
  const known = new Set(font.getCharacterSet());
  return (text: string) =>
    [...text]
      .map((ch) => (known.has(ch.codePointAt(0)!) ? ch : [...ch.normalize('NFD')].filter((c) => known.has(c.codePointAt(0)!)).join('') || '?'))
      .join('');
}

/** Greedy word wrap into at most `max` lines; the last one is cut with an ellipsis if need be. */
function wrap(text: string, font: PDFFont, size: number, width: number, max: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (current && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(current);
      current = word;
    } else current = candidate;
  }
  if (current || lines.length === 0) lines.push(current);
  return lines.length > max ? [...lines.slice(0, max - 1), lines.slice(max - 1).join(' ')] : lines;
}

export async function toPdf(s: Statement): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  // Noto Sans, not the standard fonts, whose WinAnsi printed a Greek or Cyrillic holder as '?' (ADR 0049).
  // pdf-lib types the fontkit of its own fork; upstream's answers the same calls.
  doc.registerFontkit(fontkitForPdfLib as unknown as Parameters<typeof doc.registerFontkit>[0]);
  const fonts = documentFontFiles();
  const regular = await doc.embedFont(fonts.regular, { subset: true });
  const bold = await doc.embedFont(fonts.bold, { subset: true });
  const clean = encodable(regular);
  const { currency } = s.account;
  const money = (minor: bigint) => displayAmount(minor, currency);
  const period = `${displayDate(s.from)} al ${displayDate(s.to)}`;
  doc.setTitle(`Estado de cuenta ${s.account.number} ${displayDate(s.to)}`);
  doc.setAuthor(`${BANK_NAME} (demo)`);
  doc.setCreationDate(s.createdAt);
  doc.setModificationDate(s.createdAt);

  let page: PDFPage = doc.addPage(A4);
  let y = A4[1] - MARGIN;

  const text = (t: string, x: number, at: number, opts: { font?: PDFFont; size?: number; color?: typeof INK; maxWidth?: number; align?: 'left' | 'right' } = {}) => {
    const font = opts.font ?? regular;
    const size = opts.size ?? SIZE;
    let value = clean(t);
    if (opts.maxWidth) {
      while (value.length > 1 && font.widthOfTextAtSize(value, size) > opts.maxWidth) value = value.slice(0, -2) + '…';
    }
    const dx = opts.align === 'right' ? -font.widthOfTextAtSize(value, size) : 0;
    page.drawText(value, { x: x + dx, y: at, size, font, color: opts.color ?? INK });
  };
  const rule = (at: number) => page.drawLine({ start: { x: MARGIN, y: at }, end: { x: A4[0] - MARGIN, y: at }, thickness: 0.5, color: RULE });

  const tableHeader = () => {
    page.drawRectangle({ x: MARGIN, y: y - 4, width: A4[0] - 2 * MARGIN, height: ROW, color: BAND });
    let x = MARGIN + 2;
    for (const c of COLUMNS) {
      text(c.title, c.align === 'right' ? x + c.width - 4 : x, y, { font: bold, align: c.align });
      x += c.width;
    }
    y -= ROW + 2;
  };
  const newPage = () => {
    page = doc.addPage(A4);
    y = A4[1] - MARGIN;
    text(`${BANK_NAME} (demo) · Estado de cuenta nº ${s.number} · Cuenta ${s.account.number} · ${period}`, MARGIN, y, { color: MUTED });
    y -= 2 * ROW;
    tableHeader();
  };
  const room = (needed: number) => {
    if (y - needed < MARGIN + 2 * ROW) newPage();
  };

  // Header block.
  text(BANK_NAME, MARGIN, y, { font: bold, size: 16 });
  text('DEMO · datos ficticios', A4[0] - MARGIN, y + 4, { font: bold, size: 9, color: rgb(0.75, 0.1, 0.1), align: 'right' });
  y -= 24;
  text('Estado de cuenta', MARGIN, y, { font: bold, size: 13 });
  y -= 22;
  const facts: [string, string][] = [
    ['Cuenta', s.account.number],
    ['Titular', s.account.holder],
    ['Moneda', currency],
    ['Período', period],
    ['Estado de cuenta nº', String(s.number)],
    ['Frecuencia', `${frequencyLabel(s.frequency)} (${s.frequency})`],
    ['Emitido', `${displayDate(s.createdAt.toISOString().slice(0, 10))} ${s.createdAt.toISOString().slice(11, 19)} UTC`],
  ];
  for (const [label, value] of facts) {
    text(`${label}:`, MARGIN, y, { font: bold, size: 9 });
    text(value, MARGIN + 100, y, { size: 9 });
    y -= 13;
  }
  y -= 8;
  text('Saldo inicial', MARGIN, y, { font: bold, size: 10 });
  text(`${money(s.openingMinor)} ${currency}`, A4[0] - MARGIN, y, { font: bold, size: 10, align: 'right' });
  y -= 20;

  tableHeader();
  if (s.lines.length === 0) {
    text('Sin movimientos en el período.', MARGIN + 2, y, { color: MUTED });
    y -= ROW;
  }
  for (const line of s.lines) {
    const cells = COLUMNS.map((c) => wrap(clean(c.cell(line, currency)), regular, SIZE, c.width - 6, c.lines ?? 1));
    const height = Math.max(...cells.map((c) => c.length)) * (SIZE + 2) + (ROW - SIZE - 2);
    room(height);
    let x = MARGIN + 2;
    COLUMNS.forEach((c, i) => {
      cells[i]!.forEach((part, j) => text(part, c.align === 'right' ? x + c.width - 4 : x, y - j * (SIZE + 2), { align: c.align, maxWidth: c.width - 6 }));
      x += c.width;
    });
    y -= height;
  }
  rule(y + ROW - 4);

  const totals = statementTotals(s.lines);
  const summary: [string, string, boolean][] = [
    [`Total débitos (${totals.debitCount})`, money(totals.debits), false],
    [`Total créditos (${totals.creditCount})`, money(totals.credits), false],
    ['Saldo final', `${money(s.closingMinor)} ${currency}`, true],
    ['Saldo disponible', `${money(s.availableMinor)} ${currency}`, false],
  ];
  room(summary.length * ROW + 8);
  y -= 6;
  for (const [label, value, strong] of summary) {
    const font = strong ? bold : regular;
    text(label, MARGIN + 2, y, { font, size: 9 });
    text(value, A4[0] - MARGIN - 2, y, { font, size: 9, align: 'right' });
    y -= ROW;
  }

  const pages = doc.getPages();
  pages.forEach((p, i) => {
    page = p;
    text('Documento de demostración: datos ficticios de BEL.', MARGIN, MARGIN - 16, { size: 7, color: MUTED });
    text(`Página ${i + 1} de ${pages.length}`, A4[0] - MARGIN, MARGIN - 16, { size: 7, color: MUTED, align: 'right' });
  });
  return doc.save();
}
