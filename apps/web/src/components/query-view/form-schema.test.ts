import { beneficiaryFilter, DateRules, discrepancyReference, lcReference, liquiditySupportSigla, loanContract, rateEndpoints } from '@bel/contract';
import { describe, expect, it } from 'vitest';
import { buildQuerySchema, isRequiredText } from './form-schema';
import type { QueryField } from './types';

const TODAY = '20260311';
const movements: QueryField[] = [{ kind: 'account' }, { kind: 'dateRange', rule: DateRules.movements }];
const standard: QueryField[] = [{ kind: 'accounts' }, { kind: 'dateRange', rule: DateRules.standard }];
const ACCOUNT = '0300001001000101';

/** Field -> first message code, as the form shows them. */
function issues(fields: QueryField[], values: Record<string, unknown>): Record<string, string> {
  const result = buildQuerySchema(fields, TODAY).safeParse(values);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[String(issue.path[0])] ??= issue.message;
  return out;
}

describe('date range rules (spec §5, the contract\'s dateRangeFields and dateRangeIssue)', () => {
  it('requires both dates and an account with the spec codes', () => {
    expect(issues(movements, { cuenta: '', startDate: '', endDate: '' })).toEqual({
      cuenta: 'querie.ac.accountRequired',
      startDate: 'management.traces.dateFromRequired',
      endDate: 'management.traces.dateToRequired',
    });
  });

  it('refuses an invalid date and one before 1900-01-01', () => {
    expect(issues(standard, { cuentas: [], startDate: 'invalid', endDate: '20260230' })).toEqual({ startDate: 'forms.date.invalid', endDate: 'forms.date.invalid' });
    expect(issues(standard, { cuentas: [], startDate: '18991231', endDate: '20260101' })).toEqual({ startDate: 'forms.date.outOfRange' });
  });

  it('accepts a range up to today and refuses the future and an end before the start', () => {
    expect(issues(standard, { cuentas: [], startDate: '19000101', endDate: TODAY })).toEqual({});
    expect(issues(standard, { cuentas: [], startDate: '20260301', endDate: '20260312' })).toEqual({ endDate: 'forms.date.outOfRange' });
    expect(issues(standard, { cuentas: [], startDate: '20260312', endDate: '20260312' })).toEqual({ startDate: 'forms.date.outOfRange' });
    expect(issues(standard, { cuentas: [], startDate: '20260305', endDate: '20260301' })).toEqual({ startDate: 'forms.date.outOfRange' });
  });

  it('caps movements at 30 days from the start, and at today', () => {
    expect(issues(movements, { cuenta: ACCOUNT, startDate: '20260101', endDate: '20260131' })).toEqual({});
    expect(issues(movements, { cuenta: ACCOUNT, startDate: '20260101', endDate: '20260201' })).toEqual({ endDate: 'forms.date.outOfRange' });
    expect(issues(movements, { cuenta: ACCOUNT, startDate: '20260301', endDate: '20260312' })).toEqual({ endDate: 'forms.date.outOfRange' });
  });

  it('checks the range even while another field is still wrong', () => {
    expect(issues(movements, { cuenta: '', startDate: '20260101', endDate: '20260301' })).toEqual({ cuenta: 'querie.ac.accountRequired', endDate: 'forms.date.outOfRange' });
  });
});

describe('reference, currency and plain date fields use the contract schemas', () => {
  it('loan contract: required, LD + 10 digits', () => {
    const fields: QueryField[] = [{ kind: 'reference', schema: loanContract, label: 'x' }];
    expect(issues(fields, { reference: '' })).toEqual({ reference: 'querie.ln.noContractRequired' });
    expect(issues(fields, { reference: 'LD123' })).toEqual({ reference: 'querie.ln.wrongFormatNoContractLD' });
    expect(issues(fields, { reference: ' LD1234567890 ' })).toEqual({});
  });

  it('rate history: currency required, date valid and not after today', () => {
    const fields: QueryField[] = [
      { kind: 'currency', schema: rateEndpoints.historical.body!.shape.currency },
      { kind: 'date', schema: rateEndpoints.historical.body!.shape.date },
    ];
    expect(issues(fields, { currency: '', date: '' })).toEqual({ currency: 'querie.ccy.currencyRequired', date: 'forms.date.invalid' });
    expect(issues(fields, { currency: 'EUR', date: '20260312' })).toEqual({ date: 'forms.date.outOfRange' });
    expect(issues(fields, { currency: 'EUR', date: TODAY })).toEqual({});
  });
});

describe('text and options fields (LC screens)', () => {
  it('an optional reference: empty is fine, anything else must match (discrepancies, TF + 12 digits)', () => {
    const fields: QueryField[] = [{ kind: 'reference', schema: discrepancyReference, label: 'x' }];
    expect(issues(fields, { reference: '' })).toEqual({});
    expect(issues(fields, { reference: ' TF100100000301 ' })).toEqual({});
    expect(issues(fields, { reference: 'TF1001000003' })).toEqual({ reference: 'querie.lc.wrongFormatReferenceDiscrepancy' });
    expect(buildQuerySchema(fields, TODAY).parse({ reference: ' TF100100000301 ' })).toEqual({ reference: 'TF100100000301' });
  });

  it('knows required from optional by whether the schema takes an empty value', () => {
    expect(isRequiredText(lcReference)).toBe(true);
    expect(isRequiredText(discrepancyReference)).toBe(false);
    expect(isRequiredText(beneficiaryFilter)).toBe(false);
  });

  it('a free-text beneficiary and a chosen liquidity support, both optional, with the contract codes', () => {
    const fields: QueryField[] = [
      { kind: 'text', name: 'beneficiary', schema: beneficiaryFilter, label: 'x' },
      { kind: 'options', name: 'referencePECEX', schema: liquiditySupportSigla, label: 'y', emptyLabel: 'z', load: () => Promise.resolve({ ok: true, data: [] }) },
    ];
    expect(buildQuerySchema(fields, TODAY).parse({ beneficiary: '', referencePECEX: '' })).toEqual({ beneficiary: '', referencePECEX: '' });
    expect(buildQuerySchema(fields, TODAY).parse({ beneficiary: ' Lácteos ', referencePECEX: 'CLBC' })).toEqual({ beneficiary: 'Lácteos', referencePECEX: 'CLBC' });
    expect(issues(fields, { beneficiary: 'x'.repeat(101), referencePECEX: 'not a sigla' })).toEqual({ beneficiary: 'querie.lc.beneficiaryInvalid', referencePECEX: 'querie.lc.liquiditySupportInvalid' });
  });

  it('LC summary: reference required, TF + 10 digits', () => {
    const fields: QueryField[] = [{ kind: 'reference', schema: lcReference, label: 'x' }];
    expect(issues(fields, { reference: '' })).toEqual({ reference: 'querie.lc.referenceRequired' });
    expect(issues(fields, { reference: 'TF123' })).toEqual({ reference: 'querie.lc.wrongFormatReference' });
    expect(issues(fields, { reference: 'TF1001000002' })).toEqual({});
  });

  it('LC current category: the end may reach today + 30 days, not one more', () => {
    const fields: QueryField[] = [{ kind: 'accounts' }, { kind: 'dateRange', rule: DateRules.lcCurrentCategory }];
    expect(issues(fields, { cuentas: [], startDate: TODAY, endDate: '20260410' })).toEqual({});
    expect(issues(fields, { cuentas: [], startDate: TODAY, endDate: '20260411' })).toEqual({ endDate: 'forms.date.outOfRange' });
  });
});
