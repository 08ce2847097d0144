import type { jsPDF as JsPdf } from 'jspdf';
import type { ExportTable } from './export-table';

/** Texts printed on every page, already translated. */
export interface PdfLabels {
  bankName: string;
  generatedAt: string;
  reference: string;
  pageOf: (page: number, pages: number) => string;
}

export interface PdfMeta {
  labels: PdfLabels;
  /** 'DD/MM/YYYY HH:mm:ss'. */
  timestamp: string;
  /** The export reference the gateway issued (`auth/getPinUser`). */
  reference: string;
}

const BLUE: [number, number, number] = [0, 81, 158];
const RED: [number, number, number] = [183, 28, 28];
const GREEN: [number, number, number] = [27, 94, 32];
const MARGIN = 12;
const HEADER_HEIGHT = 22;

/** jsPDF and its table plugin are fetched only when someone exports a PDF. */
async function loadJsPdf() {
  const [{ jsPDF, GState }, { autoTable }] = await Promise.all([import('jspdf'), import('jspdf-autotable')]);
  return { jsPDF, GState, autoTable };
}

/** The bank's mark (as in the app bar): a blue disc with a white bank building. */
export function drawLogo(doc: JsPdf, x: number, y: number, size: number): void {
  const r = size / 2;
  const cx = x + r;
  const cy = y + r;
  doc.setFillColor(...BLUE);
  doc.circle(cx, cy, r, 'F');
  doc.setFillColor(255, 255, 255);
  const w = size * 0.56;
  const left = cx - w / 2;
  // Pediment, three columns, base.
  doc.triangle(left, cy - size * 0.08, left + w, cy - size * 0.08, cx, cy - size * 0.3, 'F');
  const colW = w * 0.14;
  for (const i of [0, 1, 2]) doc.rect(left + w * 0.1 + i * (w * 0.33), cy - size * 0.05, colW, size * 0.22, 'F');
  doc.rect(left, cy + size * 0.19, w, size * 0.06, 'F');
}

function drawWatermark(doc: JsPdf, light: unknown, width: number, height: number): void {
  doc.saveGraphicsState();
  doc.setGState(light);
  doc.setTextColor(...BLUE);
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(200);
  doc.text('BEL', width / 2, height / 2 + 30, { align: 'center', angle: 30 });
  doc.restoreGraphicsState();
}

function drawPageHeader(doc: JsPdf, table: ExportTable, meta: PdfMeta, width: number): void {
  drawLogo(doc, MARGIN, 7, 13);
  doc.setTextColor(...BLUE);
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(14);
  doc.text(table.title, MARGIN + 17, 13);
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(9);
  doc.setTextColor(80, 80, 80);
  doc.text(meta.labels.bankName, MARGIN + 17, 18.5);
  doc.text(`${meta.labels.generatedAt}: ${meta.timestamp}`, width - MARGIN, 12, { align: 'right' });
  doc.text(`${meta.labels.reference}: ${meta.reference}`, width - MARGIN, 17, { align: 'right' });
  doc.setDrawColor(...BLUE);
  doc.setLineWidth(0.4);
  doc.line(MARGIN, HEADER_HEIGHT, width - MARGIN, HEADER_HEIGHT);
}

/**
 * Label/value pairs in up to three columns under the page header; a long value wraps inside
 * its column and pushes the next row down. Answers where the table starts.
 */
function drawHeaderBlock(doc: JsPdf, table: ExportTable, width: number): number {
  if (table.headerBlock.length === 0) return HEADER_HEIGHT + 4;
  const perRow = 3;
  const colWidth = (width - 2 * MARGIN) / perRow;
  doc.setFontSize(9);
  const lineHeight = (doc.getFontSize() * doc.getLineHeightFactor()) / doc.internal.scaleFactor;
  let y = HEADER_HEIGHT + 6;
  for (let start = 0; start < table.headerBlock.length; start += perRow) {
    let lines = 1;
    table.headerBlock.slice(start, start + perRow).forEach((line, column) => {
      const x = MARGIN + column * colWidth;
      doc.setFont('helvetica', 'bold');
      doc.setTextColor(60, 60, 60);
      const label = `${line.label}:`;
      doc.text(label, x, y);
      const offset = doc.getTextWidth(label) + 1.5;
      doc.setFont('helvetica', 'normal');
      doc.setTextColor(20, 20, 20);
      const wrapped = doc.splitTextToSize(line.value, colWidth - offset - 2) as string[];
      doc.text(wrapped, x + offset, y);
      lines = Math.max(lines, wrapped.length);
    });
    y += (lines - 1) * lineHeight + 5.5;
  }
  return y;
}

/**
 * A4 landscape: on every page the logo, title, generation time and export reference, a
 * light diagonal "BEL" and "page n of m"; the header block (if any) on the first page; then
 * the table. Answers the PDF's bytes, ready to be signed by the gateway.
 */
export async function buildPdf(table: ExportTable, meta: PdfMeta): Promise<ArrayBuffer> {
  const { jsPDF, GState, autoTable } = await loadJsPdf();
  const light = new GState({ opacity: 0.08 });
  const doc = new jsPDF({ orientation: 'landscape', unit: 'mm', format: 'a4', compress: true });
  doc.setProperties({ title: table.title, creator: meta.labels.bankName, subject: meta.reference });
  const width = doc.internal.pageSize.getWidth();
  const height = doc.internal.pageSize.getHeight();
  const startY = drawHeaderBlock(doc, table, width);
  const totalWidth = table.columns.reduce((sum, column) => sum + column.width, 0);
  const usable = width - 2 * MARGIN;

  autoTable(doc, {
    startY,
    margin: { top: HEADER_HEIGHT + 4, left: MARGIN, right: MARGIN, bottom: 14 },
    head: [table.columns.map((column) => column.header)],
    body: table.rows.map((row) => row.map((cell) => cell.text)),
    theme: 'striped',
    styles: { font: 'helvetica', fontSize: 7.5, cellPadding: 1.2, overflow: 'linebreak' },
    headStyles: { fillColor: BLUE, textColor: 255, fontStyle: 'bold' },
    columnStyles: Object.fromEntries(table.columns.map((column, index) => [index, { halign: column.align, cellWidth: (column.width / totalWidth) * usable }])),
    willDrawPage: () => drawPageHeader(doc, table, meta, width),
    didParseCell: (data) => {
      const column = table.columns[data.column.index];
      if (data.section === 'head' && column) data.cell.styles.halign = column.align;
      if (data.section !== 'body') return;
      if (column?.kind !== 'amount') return;
      const cell = table.rows[data.row.index]?.[data.column.index];
      const negative = typeof cell?.raw === 'string' ? cell.text.startsWith('-') : typeof cell?.raw === 'number' && cell.raw < 0;
      data.cell.styles.textColor = negative ? RED : GREEN;
    },
  });

  const pages = doc.getNumberOfPages();
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(8);
  doc.setTextColor(100, 100, 100);
  for (let page = 1; page <= pages; page++) {
    doc.setPage(page);
    // Over the content, so row fills cannot hide it; light enough to read through.
    drawWatermark(doc, light, width, height);
    doc.setFont('helvetica', 'normal');
    doc.setFontSize(8);
    doc.setTextColor(100, 100, 100);
    doc.text(meta.labels.pageOf(page, pages), width - MARGIN, height - 6, { align: 'right' });
  }
  return doc.output('arraybuffer');
}
