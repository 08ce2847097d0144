import { describe, expect, it } from 'vitest';
import { unzipSync } from 'fflate';
import type { FileDocument } from '@bel/contract';
import { signedInApp } from '../../../test/signed-in-app.js';
import { NEGOTIATOR, OTHER_COMPANY } from '../../../test/client.js';

const s = signedInApp(NEGOTIATOR);

const MONTHLY = '0300001001000101';
const WEEKLY = '0300001001000201';
const OTHERS = '0300002002000101';
type Reply = { data: FileDocument };
const one = (format: 'PDF' | 'TXT' | 'XML', body: object, token = s.token) => s.api.call<Reply>('POST', `/accounts/getStatements${format}`, { token, body });
const zip = (body: object, token = s.token) => s.api.call<Reply>('POST', '/accounts/getStatementsDocuments', { token, body });

describe('accounts/getStatementsPDF|TXT|XML', () => {
  it('answers a date that ends no period of the account, or is not over yet, as a missing statement', async () => {
    for (const format of ['PDF', 'TXT', 'XML'] as const) {
      // 26 February is inside a monthly period; 31 March is in the future; the weekly account closes on Fridays.
      for (const [cuenta, date] of [[MONTHLY, '20260226'], [MONTHLY, '20260331'], [WEEKLY, '20260305'], [MONTHLY, '20250310']]) {
        expect(await one(format, { cuenta, date }), `${format} ${cuenta} ${date}`).toEqual({ status: 404, body: { statusCode: 404, message: 'statement.not.found' } });
      }
    }
    expect((await one('TXT', { cuenta: WEEKLY, date: '20260306' })).status).toBe(200);
  });

  it("answers another company's account exactly like one that does not exist, even on a real period end", async () => {
    for (const format of ['PDF', 'TXT', 'XML'] as const) {
      const foreign = await one(format, { cuenta: OTHERS, date: '20260227' });
      expect(foreign).toEqual({ status: 404, body: { statusCode: 404, message: 'account.not.found' } });
      expect(await one(format, { cuenta: '0300009999000101', date: '20260227' })).toEqual(foreign);
    }
    const other = await s.api.signIn(OTHER_COMPANY);
    expect((await one('XML', { cuenta: OTHERS, date: '20260227' }, other)).status).toBe(200);
  });

  it('refuses bad input with the field named', async () => {
    const cases = [
      [{ date: '20260227' }, 'querie.ac.accountRequired', 'cuenta'],
      [{ cuenta: 'x', date: '20260227' }, 'querie.ac.accountInvalid', 'cuenta'],
      [{ cuenta: MONTHLY, date: '2026-02-27' }, 'forms.date.invalid', 'date'],
      [{ cuenta: MONTHLY, date: '20260230' }, 'forms.date.invalid', 'date'],
    ] as const;
    for (const [body, message, field] of cases) expect((await one('PDF', body)).body, JSON.stringify(body)).toEqual({ statusCode: 400, message, field });
  });

  it('needs a session', async () => {
    expect((await s.api.call('POST', '/accounts/getStatementsPDF', { body: { cuenta: MONTHLY, date: '20260227' } })).status).toBe(401);
  });
});

describe('accounts/getStatementsDocuments', () => {
  it("zips each statement once, under its own name, the same file the single download gives", async () => {
    const documents = [
      { cuenta: MONTHLY, date: '20260130' },
      { cuenta: MONTHLY, date: '20260227' },
      { cuenta: WEEKLY, date: '20260306' },
      { cuenta: MONTHLY, date: '20260130' },
    ];
    for (const type of ['pdf', 'txt', 'xml'] as const) {
      const res = await zip({ documents, type });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ fileName: `ECBEL_${type.toUpperCase()}_20260311.zip`, mimeType: 'application/zip' });
      const files = unzipSync(Buffer.from(res.body.data.content, 'base64'));
      expect(Object.keys(files).sort()).toEqual([`ECBEL_${MONTHLY}_20260130.${type}`, `ECBEL_${MONTHLY}_20260227.${type}`, `ECBEL_${WEEKLY}_20260306.${type}`]);
      const single = await one(type.toUpperCase() as 'PDF', { cuenta: MONTHLY, date: '20260227' });
      expect(Buffer.from(files[`ECBEL_${MONTHLY}_20260227.${type}`]!)).toEqual(Buffer.from(single.body.data.content, 'base64'));
    }
  });

  it('refuses the whole zip when any statement is missing or foreign', async () => {
    expect(await zip({ type: 'txt', documents: [{ cuenta: MONTHLY, date: '20260227' }, { cuenta: MONTHLY, date: '20260226' }] })).toEqual({
      status: 404,
      body: { statusCode: 404, message: 'statement.not.found' },
    });
    expect(await zip({ type: 'txt', documents: [{ cuenta: MONTHLY, date: '20260227' }, { cuenta: OTHERS, date: '20260227' }] })).toEqual({
      status: 404,
      body: { statusCode: 404, message: 'account.not.found' },
    });
  });

  it('refuses bad input with the field named', async () => {
    const ok = [{ cuenta: MONTHLY, date: '20260227' }];
    const cases = [
      [{ documents: ok, type: 'doc' }, 'statements.typeInvalid', 'type'],
      [{ documents: ok }, 'statements.typeInvalid', 'type'],
      [{ documents: [], type: 'pdf' }, 'statements.documentsRequired', 'documents'],
      [{ type: 'pdf' }, 'statements.documentsRequired', 'documents'],
      [{ documents: [{ cuenta: MONTHLY, date: 'x' }], type: 'pdf' }, 'forms.date.invalid', 'documents'],
    ] as const;
    for (const [body, message, field] of cases) expect((await zip(body)).body, JSON.stringify(body)).toMatchObject({ statusCode: 400, message, field });
    // A bad item of the list is named by its place too (ADR 0024).
    expect((await zip({ documents: [ok[0], { cuenta: MONTHLY, date: 'x' }], type: 'pdf' })).body.issues).toEqual([{ field: 'documents.1.date', message: 'forms.date.invalid' }]);
  });
});
