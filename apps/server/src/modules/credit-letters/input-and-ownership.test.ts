import { beforeAll, describe, expect, it } from 'vitest';
import { api as contractApi } from '@bel/contract';
import { signedInApp } from '../../test/signed-in-app.js';
import { ADMIN, NEGOTIATOR, OTHER_COMPANY, SIGNER } from '../../test/client.js';
import { CARIBE_ACCOUNTS, SOL_USD, YEAR, letterCalls } from '../../test/credit-letters.js';

let post: ReturnType<typeof letterCalls>;
let sol: string;
const s = signedInApp(NEGOTIATOR);
beforeAll(async () => {
  post = letterCalls(s.api);
  sol = await s.api.signIn(OTHER_COMPANY);
});

const RANGE_CALLS = ['discrepancies', 'stadistics', 'getCurrentByCategory', 'currentByMaturityDate', 'paymentObligations', 'paymentObligationsACDP'] as const;

describe('date ranges of the letter queries (spec §5)', () => {
  it('refuses each rule with its code and field', async () => {
    const cases = [
      [{ endDate: '20260311' }, 'management.traces.dateFromRequired', 'startDate'],
      [{ startDate: '', endDate: '20260311' }, 'management.traces.dateFromRequired', 'startDate'],
      [{ startDate: '20260301' }, 'management.traces.dateToRequired', 'endDate'],
      [{ startDate: '20260230', endDate: '20260311' }, 'forms.date.invalid', 'startDate'],
      [{ startDate: '20260301', endDate: '2026-03-11' }, 'forms.date.invalid', 'endDate'],
      [{ startDate: '18991231', endDate: '20260311' }, 'forms.date.outOfRange', 'startDate'],
      [{ startDate: '20260305', endDate: '20260301' }, 'forms.date.outOfRange', 'startDate'],
    ] as const;
    for (const path of RANGE_CALLS) {
      for (const [body, message, field] of cases) {
        expect((await post(path, s.token, body)).body, `${path} ${JSON.stringify(body)}`).toEqual({ statusCode: 400, message, field });
      }
    }
  });

  it('keeps the end within today, except current category which may reach today + 30 days', async () => {
    for (const path of RANGE_CALLS) {
      const tomorrow = await post(path, s.token, { startDate: '20260301', endDate: '20260312' });
      if (path === 'getCurrentByCategory') expect(tomorrow.status).toBe(200);
      else expect(tomorrow.body, path).toEqual({ statusCode: 400, message: 'forms.date.outOfRange', field: 'endDate' });
    }
    expect((await post('getCurrentByCategory', s.token, { startDate: '20260410', endDate: '20260410' })).status).toBe(200);
    expect((await post('getCurrentByCategory', s.token, { startDate: '20260301', endDate: '20260411' })).body).toEqual({ statusCode: 400, message: 'forms.date.outOfRange', field: 'endDate' });
    expect((await post('getCurrentByCategory', s.token, { startDate: '20260411', endDate: '20260411' })).body).toEqual({ statusCode: 400, message: 'forms.date.outOfRange', field: 'startDate' });
  });
});

describe('references and filters', () => {
  it('refuses malformed references with the spec codes', async () => {
    const cases = [
      ['discrepancies', { ...YEAR, refPECEX: 'TF1234' }, 'querie.lc.wrongFormatReferenceDiscrepancy', 'refPECEX'],
      ['discrepancies', { ...YEAR, refPECEX: 'TF1001000001' }, 'querie.lc.wrongFormatReferenceDiscrepancy', 'refPECEX'],
      ['discrepancies', { ...YEAR, refPECEX: 'tf100100000101' }, 'querie.lc.wrongFormatReferenceDiscrepancy', 'refPECEX'],
      ['discrepancies', { ...YEAR, refPECEX: 100100000101 }, 'querie.lc.wrongFormatReferenceDiscrepancy', 'refPECEX'],
      ['summary', {}, 'querie.lc.referenceRequired', 'reference'],
      ['summary', { reference: '  ' }, 'querie.lc.referenceRequired', 'reference'],
      ['summary', { reference: 'TF123' }, 'querie.lc.wrongFormatReference', 'reference'],
      ['summary', { reference: 'TF100100000101' }, 'querie.lc.wrongFormatReference', 'reference'],
      ['summary', { reference: 'LD1001010001' }, 'querie.lc.wrongFormatReference', 'reference'],
      ['details', {}, 'querie.lc.referenceRequired', 'refPECEX'],
      ['details', { refPECEX: 'TF10010000' }, 'querie.lc.wrongFormatReference', 'refPECEX'],
      ['stadistics', { ...YEAR, refPECEX: 'clbc!' }, 'querie.lc.liquiditySupportInvalid', 'refPECEX'],
      ['stadistics', { ...YEAR, beneficiario: 'x'.repeat(101) }, 'querie.lc.beneficiaryInvalid', 'beneficiario'],
      ['stadistics', { ...YEAR, cuentas: ['123'] }, 'querie.ac.accountInvalid', 'cuentas'],
      ['paymentObligations', { ...YEAR, cuentas: 'all' }, 'querie.ac.accountInvalid', 'cuentas'],
    ] as const;
    for (const [path, body, message, field] of cases) {
      expect((await post(path, s.token, body)).body, `${path} ${JSON.stringify(body)}`).toEqual({ statusCode: 400, message, field });
    }
  });
});

describe("another company's letters", () => {
  it('answer a foreign account exactly like one that does not exist, on every range query', async () => {
    for (const path of RANGE_CALLS) {
      const foreign = await post(path, s.token, { ...YEAR, cuentas: [CARIBE_ACCOUNTS.usd, SOL_USD] });
      const missing = await post(path, s.token, { ...YEAR, cuentas: [CARIBE_ACCOUNTS.usd, '0300009999000102'] });
      expect(foreign, path).toEqual({ status: 404, body: { statusCode: 404, message: 'account.not.found' } });
      expect(missing, path).toEqual(foreign);
    }
  });

  it('answer a foreign reference exactly like one that does not exist', async () => {
    expect((await post('summary', sol, { reference: 'TF2002000001' })).body.data).toHaveLength(1);
    for (const [path, body] of [
      ['summary', { reference: 'TF2002000001' }],
      ['summary', { reference: 'TF2002000001', cuentas: [] }],
      ['details', { refPECEX: 'TF2002000001' }],
      ['discrepancies', { ...YEAR, refPECEX: 'TF200200000101' }],
    ] as const) {
      const foreign = await post(path, s.token, body);
      const unknown = await post(path, s.token, JSON.parse(JSON.stringify(body).replaceAll('TF2002', 'TF9999')));
      expect(foreign, path).toEqual({ status: 200, body: { data: [] } });
      expect(unknown, path).toEqual(foreign);
    }
  });

  it('never reaches the summary through a named account that does not hold the letter', async () => {
    expect((await post('summary', s.token, { reference: 'TF1001000002', cuentas: [CARIBE_ACCOUNTS.usd] })).body).toEqual({ data: [] });
    expect((await post('summary', s.token, { reference: 'TF1001000002', cuentas: [CARIBE_ACCOUNTS.eur] })).body.data).toHaveLength(1);
    expect((await post('summary', s.token, { reference: 'TF1001000002', cuentas: [SOL_USD] })).body).toEqual({ statusCode: 404, message: 'account.not.found' });
  });
});

describe('who may call', () => {
  const calls = Object.values(contractApi.creditLetters);

  it('refuses users entitled to none of the letter views, and callers without a session', async () => {
    const admin = await s.api.signIn(ADMIN);
    expect(calls).toHaveLength(9);
    for (const e of calls) {
      expect(e.views?.length, e.path).toBeGreaterThan(0);
      const body = e.method === 'GET' ? undefined : { ...YEAR, reference: 'TF1001000001', refPECEX: 'TF1001000001' };
      const url = e.method === 'GET' ? `${e.path}?language=es` : e.path;
      expect(await s.api.call(e.method, url, { token: admin, body }), e.path).toEqual({ status: 403, body: { statusCode: 403, message: 'access.denied' } });
      expect((await s.api.call(e.method, url, { body })).status, e.path).toBe(401);
    }
  });

  it('opens them to negotiators and signers', async () => {
    const signer = await s.api.signIn(SIGNER);
    expect((await post('summary', signer, { reference: 'TF1001000001' })).body.data).toHaveLength(1);
    expect((await s.api.call('POST', '/auth/verifyRoute', { token: signer, body: { route: 'lc_importacion' } })).body).toEqual({ data: { actions: ['Exportar'], roles: ['22'] } });
  });
});
