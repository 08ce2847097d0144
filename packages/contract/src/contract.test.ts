import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  api,
  dateRangeFields,
  dateRangeIssue,
  DateRules,
  maxEndDate,
  encodePassword,
  isSessionLoss,
  isValidYmd,
  loginForm,
  loginRequest,
  minorToDecimal,
  pinParams,
  responseSchema,
  toLoginRequest,
  toYmd,
} from './index.js';

const firstCode = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('dates', () => {
  it('accepts real calendar days only', () => {
    expect(isValidYmd('20240229')).toBe(true);
    expect(isValidYmd('20230229')).toBe(false);
    expect(isValidYmd('20261301')).toBe(false);
    expect(isValidYmd('2026-01-01')).toBe(false);
    expect(toYmd(new Date('2026-03-01T23:59:00Z'))).toBe('20260301');
  });
});

describe('money', () => {
  it('formats minor units exactly, without floats', () => {
    expect(minorToDecimal(123456n, 'USD')).toBe('1234.56');
    expect(minorToDecimal(-5n, 'CUP')).toBe('-0.05');
    expect(minorToDecimal(0n, 'EUR')).toBe('0.00');
    expect(minorToDecimal(900719925474099312n, 'USD')).toBe('9007199254740993.12');
    expect(minorToDecimal(1500n, 'JPY')).toBe('1500');
  });
});

describe('sign-in', () => {
  it('encodes the password as base64 of its UTF-8 bytes', () => {
    expect(encodePassword('Demo.2026')).toBe(Buffer.from('Demo.2026').toString('base64'));
    expect(Buffer.from(encodePassword('Contraseña~ñ'), 'base64').toString('utf8')).toBe('Contraseña~ñ');
  });

  it('turns the form into the wire request', () => {
    const form = loginForm.parse({ email: ' ana.perez@caribe.example ', password: 'Demo.2026', customerCode: ' 1001 ' });
    const request = toLoginRequest(form);
    expect(request).toEqual({ email: 'ana.perez@caribe.example', password: 'RGVtby4yMDI2', customerCode: 1001 });
    expect(loginRequest.parse(request)).toEqual(request);
  });

  it('speaks in codes on the form', () => {
    expect(firstCode(loginForm.safeParse({ email: '', password: 'x', customerCode: '1' }))).toBe('credentials.emailRequired');
    expect(firstCode(loginForm.safeParse({ email: 'ana@', password: 'x', customerCode: '1' }))).toBe('credentials.emailInvalid');
    expect(firstCode(loginForm.safeParse({ email: 'a@b.cu', password: '', customerCode: '1' }))).toBe('credentials.passwordRequired');
    expect(firstCode(loginForm.safeParse({ email: 'a@b.cu', password: 'x', customerCode: '' }))).toBe('credentials.customerCodeRequired');
    expect(firstCode(loginForm.safeParse({ email: 'a@b.cu', password: 'x', customerCode: '12a' }))).toBe('credentials.customerCodeInvalid');
  });

  it('takes digits only as a PIN', () => {
    expect(pinParams.safeParse({ pin: '2468' }).success).toBe(true);
    for (const pin of ['', '12 4', 'abcd', '123456789']) expect(firstCode(pinParams.safeParse({ pin }))).toBe('not.pin');
  });
});

describe('the call map', () => {
  it('declares every call once, under /api-relative paths', () => {
    const all = Object.values(api).flatMap((group) => Object.values(group));
    const keys = all.map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const e of all) expect(e.path).toMatch(/^\/[a-zA-Z]/);
  });

  it('wraps answers in { data } and adds the token where a call issues one', () => {
    expect(responseSchema(api.auth.login).safeParse({ data: { auto_generado: false, fecha_servidor_web: 'x' } }).success).toBe(false);
    expect(responseSchema(api.auth.login).safeParse({ data: { auto_generado: false, fecha_servidor_web: 'x' }, token: 't' }).success).toBe(true);
    expect(responseSchema(api.accounts.getInfo).safeParse({ data: [{ CUENTA: '1', TITULAR: 'x', MONEDA: 'USD', CONTABLE: '1.00', DISPONIBLE: '1.00' }] }).success).toBe(false);
  });

  it('recognises session loss as spec §4 defines it', () => {
    expect(isSessionLoss(401, 'session.expired')).toBe(true);
    expect(isSessionLoss(401, 'Unauthorized')).toBe(true);
    expect(isSessionLoss(404, 'session.not.found')).toBe(true);
    expect(isSessionLoss(401, 'incorrect.credentials')).toBe(false);
    expect(isSessionLoss(404, 'account.not.found')).toBe(false);
  });
});

describe('date ranges (spec §5)', () => {
  const today = '20260311';
  it('keeps the end within today, or today + 30 for LC current category', () => {
    expect(dateRangeIssue('20260301', '20260311', today, DateRules.standard)).toBeNull();
    expect(dateRangeIssue('20260301', '20260312', today, DateRules.standard)).toEqual({ field: 'endDate', code: 'forms.date.outOfRange' });
    expect(dateRangeIssue('20260301', '20260410', today, DateRules.lcCurrentCategory)).toBeNull();
    expect(dateRangeIssue('20260301', '20260411', today, DateRules.lcCurrentCategory)).toEqual({ field: 'endDate', code: 'forms.date.outOfRange' });
  });
  it('refuses a start after the end or after the maximum', () => {
    expect(dateRangeIssue('20260305', '20260304', today, DateRules.standard)).toEqual({ field: 'startDate', code: 'forms.date.outOfRange' });
    expect(dateRangeIssue('20260312', '20260312', today, DateRules.standard)).toEqual({ field: 'startDate', code: 'forms.date.outOfRange' });
  });
  it('caps movements at start + 30 days and at today', () => {
    expect(maxEndDate('20260101', today, DateRules.movements)).toBe('20260131');
    expect(maxEndDate('20260301', today, DateRules.movements)).toBe(today);
    expect(dateRangeIssue('20260101', '20260201', today, DateRules.movements)).toEqual({ field: 'endDate', code: 'forms.date.outOfRange' });
  });
  it('requires real dates from 1900-01-01 with the spec codes', () => {
    const schema = z.object(dateRangeFields);
    expect(schema.safeParse({ endDate: '20260101' }).error?.issues[0]).toMatchObject({ path: ['startDate'], message: 'management.traces.dateFromRequired' });
    expect(schema.safeParse({ startDate: '20260101' }).error?.issues[0]).toMatchObject({ path: ['endDate'], message: 'management.traces.dateToRequired' });
    expect(schema.safeParse({ startDate: '20260230', endDate: '20260301' }).error?.issues[0]?.message).toBe('forms.date.invalid');
    expect(schema.safeParse({ startDate: '18991231', endDate: '20260301' }).error?.issues[0]?.message).toBe('forms.date.outOfRange');
  });
});
