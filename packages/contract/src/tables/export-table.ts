import type { LayoutColumn } from './columns.js';
import type { ColumnKind } from './table-model.js';
import { cellText } from './table-model.js';

/**
 * What every export format writes: a title, an optional header block (label/value lines,
 * e.g. a loan's contract data) and the table as text, with numbers kept as numbers where a
 * spreadsheet can use them. Built once from the table's own columns and rows, in the order
 * the person sees them (search, filters, sort and grouping applied), so the PDF, the Excel
 * file and the CSV all say the same thing as the screen. The gateway builds it (ADR 0035).
 */
export interface ExportColumn {
  header: string;
  kind: ColumnKind;
  align: 'left' | 'right' | 'center';
  /** Width in characters (Excel column width; PDF shares it out proportionally). */
  width: number;
}

export interface ExportCell {
  /** The text a person reads on screen. */
  text: string;
  /** For amounts, rates and numbers: the exact value as it came (a decimal string or number). */
  raw: string | number | null;
}

export interface HeaderLine {
  label: string;
  value: string;
}

export interface ExportTable {
  title: string;
  columns: ExportColumn[];
  rows: ExportCell[][];
  headerBlock: HeaderLine[];
}

export type ExportableColumn<Row> = Pick<LayoutColumn<Row>, 'id' | 'header' | 'align' | 'value' | 'format' | 'kind' | 'compare'>;

const WIDTH: Record<ColumnKind, number> = { text: 22, amount: 18, rate: 14, number: 10, date: 12, datetime: 20 };

const isNumeric = (kind: ColumnKind) => kind === 'amount' || kind === 'rate' || kind === 'number';

export function buildExportTable<Row>(
  title: string,
  rows: readonly Row[],
  columns: readonly ExportableColumn<Row>[],
  translate: (key: string) => string,
  headerBlock: HeaderLine[] = [],
): ExportTable {
  const sample = rows.slice(0, 200);
  const exportColumns = columns.map((column): ExportColumn => {
    const kind = column.kind ?? 'text';
    const header = translate(column.header);
    const longest = sample.reduce((max, row) => Math.max(max, cellText(column, row).length), 0);
    const width = Math.min(48, Math.max(WIDTH[kind], header.length + 2, kind === 'text' ? longest + 2 : 0));
    return { header, kind, align: column.align ?? (isNumeric(kind) ? 'right' : 'left'), width };
  });
  const out = rows.map((row) =>
    columns.map((column): ExportCell => {
      const value = column.value(row);
      return { text: cellText(column, row), raw: isNumeric(column.kind ?? 'text') && value !== undefined && value !== '' ? value : null };
    }),
  );
  return { title, columns: exportColumns, rows: out, headerBlock };
}

/** A number for a spreadsheet cell; null when the raw value is not numeric. */
export function numericValue(cell: ExportCell): number | null {
  if (cell.raw === null) return null;
  const n = typeof cell.raw === 'number' ? cell.raw : Number(cell.raw);
  return Number.isFinite(n) ? n : null;
}
