import { describe, expect, it } from 'vitest';
import { amountColumn, dateColumn, dateTimeColumn, rateColumn, textColumn } from '../../components/ui/results-table/columns';
import { buildCsv } from './csv';
import { buildXlsx, sheetName } from './excel';
import { buildExportTable } from './export-table';
import { exportFileName } from './file-name';
import { buildPdf } from './pdf';

interface Row {
  account: string;
  holder: string;
  amount: string;
  rate: string;
  date: string;
  time: string;
}
const rows: Row[] = [
  { account: '0300001001000101', holder: 'Importadora "Caribe"; S.A.', amount: '-1234.5', rate: '1.23456', date: '20260311', time: '2026-03-11 09:05:00' },
  { account: '0300001001000201', holder: '=HYPERLINK("x")', amount: '1000000', rate: '0.00001', date: '20251231', time: '2025-12-31 23:59:59' },
];
const columns = [
  textColumn<Row>('account', 'h.account', (r) => r.account),
  textColumn<Row>('holder', 'h.holder', (r) => r.holder),
  amountColumn<Row>('amount', 'h.amount', (r) => r.amount),
  rateColumn<Row>('rate', 'h.rate', (r) => r.rate),
  dateColumn<Row>('date', 'h.date', (r) => r.date),
  dateTimeColumn<Row>('time', 'h.time', (r) => r.time),
];
const headers: Record<string, string> = { 'h.account': 'Cuenta', 'h.holder': 'Titular', 'h.amount': 'Importe', 'h.rate': 'Tasa', 'h.date': 'Fecha', 'h.time': 'Fecha y hora' };
const table = buildExportTable('Movimientos de cuenta', rows, columns, (key) => headers[key] ?? key, [{ label: 'Cuenta', value: '0300001001000101' }]);

describe('export file names (spec §9: BEL-{TITLE})', () => {
  it('upper-cases the translated title and joins words with underscores', () => {
    expect(exportFileName('Movimientos de cuenta', 'pdf')).toBe('BEL-MOVIMIENTOS_DE_CUENTA.pdf');
    expect(exportFileName('  Account   balance ', 'xlsx')).toBe('BEL-ACCOUNT_BALANCE.xlsx');
    expect(exportFileName('Histórico de tasas', 'csv')).toBe('BEL-HISTÓRICO_DE_TASAS.csv');
    expect(exportFileName('Rates / history: 2026', 'csv')).toBe('BEL-RATES_HISTORY_2026.csv');
  });
});

describe('export table', () => {
  it('keeps screen texts, and exact values for numeric columns', () => {
    expect(table.columns.map((c) => c.header)).toEqual(['Cuenta', 'Titular', 'Importe', 'Tasa', 'Fecha', 'Fecha y hora']);
    expect(table.rows[0]?.map((c) => c.text)).toEqual(['0300001001000101', 'Importadora "Caribe"; S.A.', '-1,234.50', '1.23456', '11/03/2026', '11/03/2026 09:05:00']);
    expect(table.rows[0]?.[2]?.raw).toBe('-1234.5');
    expect(table.rows[0]?.[0]?.raw).toBeNull();
    expect(table.columns[2]?.align).toBe('right');
  });
});

describe('CSV', () => {
  const csv = buildCsv(table);
  it('is UTF-8 with a BOM, ; separated, CRLF lines', () => {
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe('Cuenta;Titular;Importe;Tasa;Fecha;Fecha y hora');
    expect(lines).toHaveLength(4);
    expect(lines[3]).toBe('');
  });

  it('quotes what needs quoting, writes exact numbers and defuses formulas', () => {
    const lines = csv.slice(1).split('\r\n');
    expect(lines[1]).toBe('0300001001000101;"Importadora ""Caribe""; S.A.";-1234.5;1.23456;11/03/2026;11/03/2026 09:05:00');
    expect(lines[2]).toBe('0300001001000201;"\'=HYPERLINK(""x"")";1000000;0.00001;31/12/2025;31/12/2025 23:59:59');
  });
});

describe('Excel', () => {
  it('reads back with a bold header, numbers as numbers with their formats, fixed widths', async () => {
    const buffer = await buildXlsx(table);
    const ExcelJS = (await import('exceljs')).default;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(buffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Movimientos de cuenta');
    expect(sheet.getRow(1).values).toEqual([undefined, 'Cuenta', 'Titular', 'Importe', 'Tasa', 'Fecha', 'Fecha y hora']);
    for (let c = 1; c <= 6; c++) expect(sheet.getCell(1, c).font?.bold).toBe(true);
    expect(sheet.getCell(2, 1).value).toBe('0300001001000101');
    expect(sheet.getCell(2, 3).value).toBe(-1234.5);
    expect(sheet.getCell(2, 3).numFmt).toBe('#,##0.00;-#,##0.00');
    expect(sheet.getCell(3, 3).value).toBe(1000000);
    expect(sheet.getCell(3, 4).value).toBe(0.00001);
    expect(sheet.getCell(3, 4).numFmt).toBe('0.00000');
    expect(sheet.getCell(3, 2).value).toBe('=HYPERLINK("x")');
    expect(sheet.getCell(2, 5).value).toBe('11/03/2026');
    expect(sheet.getColumn(3).width).toBe(18);
    expect(sheet.rowCount).toBe(3);
  });

  it('makes a legal sheet name', () => {
    expect(sheetName('a/b:c*d?[e]')).toBe('a b c d  e');
    expect(sheetName('x'.repeat(40))).toHaveLength(31);
  });
});

describe('PDF', () => {
  it('builds an A4 landscape PDF', async () => {
    const bytes = new Uint8Array(await buildPdf(table, { labels: { bankName: 'Banco', generatedAt: 'Generado', reference: 'Referencia', pageOf: (p, n) => `Página ${p} de ${n}` }, timestamp: '11/03/2026 10:00:00', reference: 'EXP-1' }));
    const text = new TextDecoder('latin1').decode(bytes);
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text).toMatch(/MediaBox \[0 0 841\.8\d* 595\.2\d*\]/);
  });
});
