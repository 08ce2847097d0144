import ExcelJS from 'exceljs';
import { numericValue, type ExportTable } from '@bel/contract/tables';

const BOM = '\uFEFF';
export const CSV_DELIMITER = ';';

/**
 * A spreadsheet runs a cell that starts like a formula (= + - @) and some read a leading tab
 * or carriage return as one; a leading apostrophe keeps it text (OWASP's CSV injection advice).
 * Numbers the gateway itself writes (amounts, rates) are not text and are never touched.
 */
export function neutralise(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

function quote(text: string): string {
  return /[;"\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * ';'-separated, UTF-8 with a BOM (so Excel reads the accents), CRLF line ends. Amounts and
 * rates are written as their exact decimal strings ("-1234.50"), without thousands commas,
 * so the file reads back as numbers; every other cell as shown on screen, neutralised.
 */
export function buildCsv(table: ExportTable): string {
  const lines = [table.columns.map((column) => quote(neutralise(column.header)))];
  for (const row of table.rows) {
    lines.push(row.map((cell) => (cell.raw !== null && numericValue(cell) !== null ? String(cell.raw) : quote(neutralise(cell.text)))));
  }
  return BOM + lines.map((line) => line.join(CSV_DELIMITER)).join('\r\n') + '\r\n';
}

const NUMBER_FORMAT = { amount: '#,##0.00;-#,##0.00', rate: '0.00000', number: '0' } as const;

/** Sheet names: at most 31 characters, none of []:*?/\ */
export function sheetName(title: string): string {
  return title.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31).trim() || 'BEL';
}

/**
 * One sheet: a bold header row (frozen), then the rows. Amounts and rates are numbers with a
 * 2- or 5-decimal format, so sums work; text cells are neutralised like the CSV's (a cell
 * typed as a string is not a formula to Excel, but LibreOffice and a re-save as CSV may run it).
 */
export async function buildXlsx(table: ExportTable): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'BEL';
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(sheetName(table.title), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = table.columns.map((column, index) => ({ key: `c${index}`, width: column.width }));
  const header = sheet.addRow(table.columns.map((column) => neutralise(column.header)));
  header.font = { bold: true };
  header.eachCell((cell) => {
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFDCE6F2' } };
    cell.border = { bottom: { style: 'thin' } };
  });
  for (const row of table.rows) sheet.addRow(row.map((cell) => numericValue(cell) ?? neutralise(cell.text)));
  table.columns.forEach((column, index) => {
    if (column.kind === 'amount' || column.kind === 'rate' || column.kind === 'number') {
      const format = NUMBER_FORMAT[column.kind];
      sheet.getColumn(index + 1).eachCell({ includeEmpty: false }, (cell, rowNumber) => {
        if (rowNumber > 1) cell.numFmt = format;
      });
    }
    sheet.getColumn(index + 1).alignment = { horizontal: column.align };
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
