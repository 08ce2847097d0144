import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { View } from '@bel/contract';
import { signedInApp } from '../../test/signed-in-app.js';
import { ADMIN, NEGOTIATOR, OTHER_COMPANY } from '../../test/client.js';
import { itWithTool, run, withFiles } from '../../test/tools.js';

const s = signedInApp(NEGOTIATOR);

const OWN = '0300001001000101';
const OTHERS = '0300002002000101';
const MOVEMENTS = { cuenta: OWN, startDate: '20260201', endDate: '20260303' };

interface ExportAnswer {
  data: { fileName: string; mimeType: string; content: string; reference: string; rows: number };
}

const exportOf = (body: object, token = s.token) => s.api.call<ExportAnswer>('POST', '/exports', { token, body });
const fileOf = (res: { body: ExportAnswer }) => Buffer.from(res.body.data.content, 'base64');
const csvLines = (bytes: Buffer) => bytes.toString('utf8').slice(1).split('\r\n').slice(0, -1);

async function issuedCount(): Promise<number> {
  const r = await s.t.db.execute<{ n: number }>(sql`select count(*)::int as n from issued_documents`);
  return r.rows[0]!.n;
}

describe('POST exports: CSV', () => {
  it("writes the movements as the screen shows them, with the file name of spec §9, and records the file", async () => {
    const before = await issuedCount();
    const screen = await s.api.call<{ data: { movements: { TRANS_REFERENCE: string }[] } }>('POST', '/accounts/getMovements', { token: s.token, body: MOVEMENTS });
    const res = await exportOf({ view: View.accountMovements, search: MOVEMENTS, language: 'es', format: 'csv' });
    expect(res.status, JSON.stringify(res.body).slice(0, 200)).toBe(200);
    expect(res.body.data).toMatchObject({ fileName: 'BEL-MOVIMIENTOS_DE_CUENTA.csv', mimeType: 'text/csv;charset=utf-8', reference: expect.stringMatching(/^BEL-aperez-\d{14}-[0-9A-F]{6}$/) });
    const bytes = fileOf(res);
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = csvLines(bytes);
    expect(lines[0]).toBe('Fecha contable;Fecha valor;Referencia;Descripción;Importe;Saldo');
    expect(lines.slice(1).map((line) => line.split(';')[2])).toEqual(screen.body.data.movements.map((m) => m.TRANS_REFERENCE));
    expect(res.body.data.rows).toBe(screen.body.data.movements.length);
    // Amounts as exact decimals, dates as the screen prints them.
    expect(lines[1]).toMatch(/^\d{2}\/\d{2}\/2026;\d{2}\/\d{2}\/2026;[^;]+;.*;-?\d+\.\d{2};-?\d+\.\d{2}$/);
    expect(await issuedCount()).toBe(before + 1);
    const [row] = (await s.t.db.execute<{ view_key: string; format: string; language: string; rows: number; reference: string; sha: string }>(sql`
      select view_key, format, language, rows, reference, encode(sha256, 'hex') as sha from issued_documents order by id desc limit 1`)).rows;
    expect(row).toMatchObject({ view_key: View.accountMovements, format: 'csv', language: 'es', rows: res.body.data.rows, reference: res.body.data.reference });
    expect(row!.sha).toBe((await import('node:crypto')).createHash('sha256').update(bytes).digest('hex'));
  });

  it("orders and narrows the rows as the person's table does: sort, search, column filters", async () => {
    const sorted = csvLines(fileOf(await exportOf({ view: View.accountMovements, search: MOVEMENTS, table: { sort: { columnId: 'amount', direction: 'desc' } }, language: 'en', format: 'csv' })));
    expect(sorted[0]).toBe('Booking date;Value date;Reference;Narrative;Amount;Balance');
    const amounts = sorted.slice(1).map((line) => Number(line.split(';')[4]));
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    const some = sorted[1]!.split(';')[2]!;
    const searched = csvLines(fileOf(await exportOf({ view: View.accountMovements, search: MOVEMENTS, table: { search: some.toLowerCase() }, language: 'en', format: 'csv' })));
    expect(searched.length).toBeGreaterThan(1);
    expect(searched.slice(1).every((line) => line.toLowerCase().includes(some.toLowerCase()))).toBe(true);
    const filtered = csvLines(fileOf(await exportOf({ view: View.accountMovements, search: MOVEMENTS, table: { filters: { reference: 'zzz-none' } }, language: 'en', format: 'csv' })));
    expect(filtered).toHaveLength(1);
  });

  it("exports the rates panel's list to any signed-in user", async () => {
    const res = await exportOf({ view: 'rates_in_force', language: 'es', format: 'csv' });
    expect(res.status).toBe(200);
    expect(res.body.data.fileName).toBe('BEL-LISTADO_DE_TASAS.csv');
    const lines = csvLines(fileOf(res));
    expect(lines[0]).toBe('Moneda;Compra;Venta');
    expect(lines.slice(1).map((line) => line.split(';')[0])).not.toContain('CUC');
  });
});

describe('POST exports: Excel', () => {
  it('reads back with a bold header, numbers as numbers with their formats', async () => {
    const res = await exportOf({ view: View.accountMovements, search: MOVEMENTS, language: 'es', format: 'xlsx' });
    expect(res.status).toBe(200);
    expect(res.body.data.fileName).toBe('BEL-MOVIMIENTOS_DE_CUENTA.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(fileOf(res) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Movimientos de cuenta');
    expect(sheet.getCell(1, 1).value).toBe('Fecha contable');
    expect(sheet.getCell(1, 1).font?.bold).toBe(true);
    expect(typeof sheet.getCell(2, 5).value).toBe('number');
    expect(sheet.getCell(2, 5).numFmt).toBe('#,##0.00;-#,##0.00');
    expect(sheet.rowCount).toBe(res.body.data.rows + 1);
  });
});

describe('POST exports: PDF sealed by the bank', () => {
  let pdf: Buffer;
  let reference: string;

  it('answers a PDF with the reference in its header, sealed, and recorded', async () => {
    const res = await exportOf({ view: View.accountMovements, search: MOVEMENTS, language: 'es', format: 'pdf' });
    expect(res.status, JSON.stringify(res.body).slice(0, 200)).toBe(200);
    expect(res.body.data.fileName).toBe('BEL-MOVIMIENTOS_DE_CUENTA.pdf');
    pdf = fileOf(res);
    reference = res.body.data.reference;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain('/Reason (Documento emitido por BEL)');
  });

  itWithTool('pdfsig')('passes pdfsig as a valid signature over the whole document', () => {
    const out = withFiles({ 'doc.pdf': pdf }, (dir) => run('pdfsig', [`${dir}/doc.pdf`]));
    expect(out.stdout).toContain('Signature is Valid.');
    expect(out.stdout).toContain('Signer Certificate Common Name: Banco Nacional Demo - Firma de documentos (demo)');
    expect(out.stdout).toContain('Total document signed');
  });

  itWithTool('pdftotext')('prints the title, the header block, the reference and the rows', () => {
    const out = withFiles({ 'doc.pdf': pdf }, (dir) => run('pdftotext', ['-layout', `${dir}/doc.pdf`, '-']));
    expect(out.stdout).toContain('Movimientos de cuenta');
    expect(out.stdout).toContain(`Referencia: ${reference}`);
    expect(out.stdout).toContain(`Cuenta: ${OWN}`);
    expect(out.stdout).toContain('Fecha contable');
    expect(out.stdout).toMatch(/Página 1 de \d+/);
  });

  it('signatures/sign answers an issued document to its user as it is, and refuses any other', async () => {
    const dataUri = (bytes: Buffer) => `data:application/pdf;base64,${bytes.toString('base64')}`;
    const mine = await s.api.call<{ data: string }>('POST', '/signatures/sign', { token: s.token, body: { document: dataUri(pdf) } });
    expect(mine.status).toBe(200);
    expect(Buffer.from(mine.body.data, 'base64').equals(pdf)).toBe(true);
    // The same company's statement, in another company's user's hands: not issued to them.
    const other = await s.api.signIn(OTHER_COMPANY);
    expect((await s.api.call('POST', '/signatures/sign', { token: other, body: { document: dataUri(pdf) } })).body).toEqual({ statusCode: 403, message: 'doc.notIssued', field: 'document' });
    // One byte changed (a forged total) is a document the bank never issued.
    const forged = Buffer.from(pdf);
    const at = forged.indexOf('Documento emitido por BEL') + 1;
    forged[at] = forged[at]! ^ 0x20;
    expect((await s.api.call('POST', '/signatures/sign', { token: s.token, body: { document: dataUri(forged) } })).status).toBe(403);
  });
});

describe('POST exports: refusals', () => {
  it("refuses a user whose roles do not hold the view's Exportar action", async () => {
    const admin = await s.api.signIn(ADMIN);
    expect((await exportOf({ view: View.accountMovements, search: MOVEMENTS, language: 'es', format: 'csv' }, admin)).body).toEqual({ statusCode: 403, message: 'access.denied' });
    // The negotiator sees the view; without its Exportar action the gateway refuses too.
    await s.t.db.execute(sql`update view_entitlements set actions = '{}' where view_key = ${View.accountMovements}`);
    try {
      const before = await issuedCount();
      expect((await exportOf({ view: View.accountMovements, search: MOVEMENTS, language: 'es', format: 'pdf' })).status).toBe(403);
      expect(await issuedCount()).toBe(before);
    } finally {
      await s.t.db.execute(sql`update view_entitlements set actions = '{Exportar}' where view_key = ${View.accountMovements}`);
    }
  });

  it("answers another company's account as missing, as the screen's call does", async () => {
    expect((await exportOf({ view: View.accountMovements, search: { ...MOVEMENTS, cuenta: OTHERS }, language: 'es', format: 'pdf' })).body).toMatchObject({ statusCode: 404, message: 'account.not.found' });
  });

  it('refuses bad input with a code and the field', async () => {
    const cases: [object, string, string][] = [
      [{ view: 'nope', search: MOVEMENTS, language: 'es', format: 'csv' }, 'export.viewInvalid', 'view'],
      [{ view: View.accountMovements, search: MOVEMENTS, language: 'fr', format: 'csv' }, 'export.languageInvalid', 'language'],
      [{ view: View.accountMovements, search: MOVEMENTS, language: 'es', format: 'docx' }, 'doc.formatInvalid', 'format'],
      [{ view: 'constructor', search: MOVEMENTS, language: 'es', format: 'csv' }, 'export.viewInvalid', 'view'],
    ];
    for (const [body, message, field] of cases) {
      const res = await exportOf(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body, JSON.stringify(body)).toMatchObject({ message, field });
    }
    const missing = await exportOf({ view: View.accountMovements, search: { startDate: '20260201', endDate: '20260303' }, language: 'es', format: 'csv' });
    expect(missing.status).toBe(400);
    expect(missing.body.field).toBe('search.cuenta');
  });

  it('needs a session', async () => {
    expect((await s.api.call('POST', '/exports', { body: { view: 'rates_in_force', language: 'es', format: 'csv' } })).status).toBe(401);
  });
});
