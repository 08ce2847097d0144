import type { ExportTable } from './export-table';

const BOM = '\uFEFF';
export const CSV_DELIMITER = ';';

/** Spreadsheets run text starting like a formula; a leading apostrophe keeps it text. */
function defuse(text: string): string {
  return /^[=+@\t\r]/.test(text) ? `'${text}` : text;
}

function quote(text: string): string {
  return /[;"\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * ';'-separated, UTF-8 with a BOM (so Excel reads the accents), CRLF line ends. Amounts and
 * rates are written as their exact decimal strings ("-1234.50"), without thousands commas,
 * so the file reads back as numbers; everything else as shown on screen.
 */
export function buildCsv(table: ExportTable): string {
  const lines = [table.columns.map((column) => quote(column.header))];
  for (const row of table.rows) {
    lines.push(row.map((cell, index) => (cell.raw !== null ? String(cell.raw) : quote(table.columns[index]?.kind === 'text' ? defuse(cell.text) : cell.text))));
  }
  return BOM + lines.map((line) => line.join(CSV_DELIMITER)).join('\r\n') + '\r\n';
}
