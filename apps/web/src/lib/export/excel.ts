import type { Workbook } from 'exceljs';
import type { ExportTable } from './export-table';
import { numericValue } from './export-table';

const NUMBER_FORMAT = { amount: '#,##0.00;-#,##0.00', rate: '0.00000', number: '0' } as const;

interface ExcelModule {
  Workbook: new () => Workbook;
}

/** exceljs is large (about 250 KB gzip): it is fetched only when someone exports. */
async function loadExcel(): Promise<ExcelModule> {
  const mod = (await import('exceljs')) as ExcelModule & { default?: ExcelModule };
  return mod.default ?? mod;
}

/** Sheet names: at most 31 characters, none of []:*?/\ */
export function sheetName(title: string): string {
  return title.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31).trim() || 'BEL';
}

/**
 * One sheet: a bold header row (frozen), then the rows. Amounts and rates are numbers with a
 * 2- or 5-decimal format, so sums work; columns have fixed widths.
 */
export async function buildXlsx(table: ExportTable): Promise<ArrayBuffer> {
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'BEL';
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(sheetName(table.title), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = table.columns.map((column, index) => ({ key: `c${index}`, width: column.width }));
  const header = sheet.addRow(table.columns.map((column) => column.header));
  header.font = { bold: true };
  header.eachCell((cell) => {
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFDCE6F2' } };
    cell.border = { bottom: { style: 'thin' } };
  });
  for (const row of table.rows) {
    sheet.addRow(row.map((cell) => numericValue(cell) ?? cell.text));
  }
  table.columns.forEach((column, index) => {
    if (column.kind === 'amount' || column.kind === 'rate' || column.kind === 'number') {
      const format = NUMBER_FORMAT[column.kind];
      sheet.getColumn(index + 1).eachCell({ includeEmpty: false }, (cell, rowNumber) => {
        if (rowNumber > 1) cell.numFmt = format;
      });
    }
    sheet.getColumn(index + 1).alignment = { horizontal: column.align };
  });
  return (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
}
