import { describe, expect, it } from 'vitest';
import { compareDecimal, formatAmount, formatApiDateTimeMinutes, formatYmd, isNegativeAmount, sumDecimals } from './format.js';

describe('formatAmount', () => {
  it.each([
    ['-1234.5', '-1,234.50'],
    ['0', '0.00'],
    ['1234567.891', '1,234,567.89'],
    ['999.995', '1,000.00'],
    ['-0.001', '0.00'],
    ['12', '12.00'],
    ['123456789012345678901234.01', '123,456,789,012,345,678,901,234.01'],
  ])('%s -> %s', (input, expected) => {
    expect(formatAmount(input)).toBe(expected);
  });

  it('supports other precisions and leaves non-numbers alone', () => {
    expect(formatAmount('1.234567', 5)).toBe('1.23457');
    expect(formatAmount('1000', 0)).toBe('1,000');
    expect(formatAmount('abc')).toBe('abc');
    expect(formatAmount(null)).toBe('');
  });

  it('knows negatives after rounding', () => {
    expect(isNegativeAmount('-5')).toBe(true);
    expect(isNegativeAmount('-0.004')).toBe(false);
    expect(isNegativeAmount('3')).toBe(false);
  });
});

describe('compareDecimal', () => {
  it('orders exactly, including long values and signs', () => {
    const values = ['10', '-2.5', '9.99', '100000000000000000000.01', '100000000000000000000', '-10'];
    expect([...values].sort(compareDecimal)).toEqual(['-10', '-2.5', '9.99', '10', '100000000000000000000', '100000000000000000000.01']);
  });
});

describe('formatYmd', () => {
  it('turns YYYYMMDD into DD/MM/YYYY', () => {
    expect(formatYmd('20240131')).toBe('31/01/2024');
    expect(formatYmd(null)).toBe('');
    expect(formatYmd('2024-01-31')).toBe('');
  });
});

describe('sumDecimals', () => {
  it('adds exactly, keeping the finest scale', () => {
    expect(sumDecimals(['0.1', '0.2'])).toBe('0.3');
    expect(sumDecimals(['30000.00', '35000.00'])).toBe('65000.00');
    expect(sumDecimals(['80000.00', '-30000.00', '-35000.00'])).toBe('15000.00');
    expect(sumDecimals(['1', '2.5', '-0.005'])).toBe('3.495');
    expect(sumDecimals(['-0.5', '0.25'])).toBe('-0.25');
    expect(sumDecimals(['123456789012345678901234.01', '0.99'])).toBe('123456789012345678901235.00');
  });

  it('is zero for nothing and ignores what is not a decimal', () => {
    expect(sumDecimals([])).toBe('0');
    expect(sumDecimals(['12', 'abc'])).toBe('12');
  });
});

describe('formatApiDateTimeMinutes', () => {
  it('shows a gateway date-time as DD/MM/YYYY HH:mm', () => {
    expect(formatApiDateTimeMinutes('2024-03-05 14:07:59')).toBe('05/03/2024 14:07');
    expect(formatApiDateTimeMinutes('2024-03-05T09:30:00')).toBe('05/03/2024 09:30');
  });

  it('is empty for a missing or malformed value', () => {
    expect(formatApiDateTimeMinutes(null)).toBe('');
    expect(formatApiDateTimeMinutes(undefined)).toBe('');
    expect(formatApiDateTimeMinutes('05/03/2024')).toBe('');
  });
});
