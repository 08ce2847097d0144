import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { amountColumn, buildExportTable, textColumn } from '@bel/contract/tables';
import { buildCsv, buildXlsx, neutralise, sheetName } from './sheets.js';

interface Row {
  text: string;
  amount: string;
}
const hostile = ['=HYPERLINK("http://x")', '+1+1', '-2+3', '@SUM(A1)', '\tTAB', '\rCR', 'plain', 'a=b'];
const table = buildExportTable(
  'Movimientos',
  hostile.map((text, i) => ({ text, amount: i % 2 ? '-1234.5' : '10' })),
  [textColumn<Row>('text', 'h.text', (r) => r.text), amountColumn<Row>('amount', 'h.amount', (r) => r.amount)],
  (key) => (key === 'h.text' ? '=Concepto' : 'Importe'),
);

describe('cells a spreadsheet would run', () => {
  it('neutralises text starting with = + - @ tab or CR, and nothing else', () => {
    expect(hostile.map(neutralise)).toEqual(["'=HYPERLINK(\"http://x\")", "'+1+1", "'-2+3", "'@SUM(A1)", "'\tTAB", "'\rCR", 'plain', 'a=b']);
  });

  it('in the CSV: headers and text cells neutralised, amounts left as exact numbers', () => {
    const lines = buildCsv(table).slice(1).split('\r\n');
    expect(lines[0]).toBe("'=Concepto;Importe");
    expect(lines[1]).toBe('"\'=HYPERLINK(""http://x"")";10');
    expect(lines[2]).toBe("'+1+1;-1234.5");
    expect(lines[3]).toBe("'-2+3;10");
    expect(lines[4]).toBe("'@SUM(A1);-1234.5");
    expect(lines[5]).toBe("'\tTAB;10");
    // A carriage return inside a cell is quoted, after its apostrophe (split on CRLF only).
    expect(lines[6]).toBe('"\'\rCR";-1234.5');
    expect(lines[7]).toBe('plain;10');
  });

  it('in the Excel file: text cells neutralised, amounts numbers', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await buildXlsx(table)) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getCell(1, 1).value).toBe("'=Concepto");
    expect([2, 3, 4, 5, 6, 7].map((r) => String(sheet.getCell(r, 1).value)[0])).toEqual(["'", "'", "'", "'", "'", "'"]);
    expect(sheet.getCell(8, 1).value).toBe('plain');
    expect(sheet.getCell(3, 2).value).toBe(-1234.5);
    expect(sheet.getCell(3, 2).numFmt).toBe('#,##0.00;-#,##0.00');
  });

  it('makes a legal sheet name', () => {
    expect(sheetName('a/b:c*d?[e]')).toBe('a b c d  e');
    expect(sheetName('x'.repeat(40))).toHaveLength(31);
  });
});
