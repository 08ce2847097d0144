import { describe, expect, it } from 'vitest';
import { convert, fromUnits, toUnits } from './conversion.js';

const usd = { code: 'USD', buy: '1.00000', sell: '1.00000' };
const cup = { code: 'CUP', buy: '120.00000', sell: '120.00000' };
const eur = { code: 'EUR', buy: '0.91770', sell: '0.92230' };
const gbp = { code: 'GBP', buy: '0.77805', sell: '0.78195' };

describe('conversion through the dollar', () => {
  it('reads and writes units of 0.00001 exactly', () => {
    expect(toUnits('120.5')).toBe(12_050_000n);
    expect(toUnits('0.00001')).toBe(1n);
    expect(toUnits('999999999999.99999')).toBe(99_999_999_999_999_999n);
    expect(fromUnits(1n)).toBe('0.00001');
    expect(fromUnits(0n)).toBe('0.00000');
    expect(() => toUnits('1.000001')).toThrow();
  });

  it('sells dollars for the source at its sell rate and buys them in the target at its buy rate', () => {
    expect(convert('1000', cup, usd)).toBe('8.33333');
    expect(convert('1000', usd, cup)).toBe('120000.00000');
    // 100 EUR -> 100 / 0.92230 USD -> x 0.77805 GBP = 84.3597528...
    expect(convert('100', eur, gbp)).toBe('84.35975');
    expect(convert('0', eur, gbp)).toBe('0.00000');
  });

  it('rounds half up at the fifth decimal', () => {
    const x = { code: 'X', buy: '1.00000', sell: '8.00000' };
    // 0.00005 / 8 = 0.00000625 -> 0.00001; 0.00003 / 8 = 0.00000375 -> 0.00000; 0.00004 / 8 = 0.000005 -> 0.00001
    expect(convert('0.00005', x, usd)).toBe('0.00001');
    expect(convert('0.00003', x, usd)).toBe('0.00000');
    expect(convert('0.00004', x, usd)).toBe('0.00001');
  });

  it('never pays more than the mid-rate, and a round trip never gains', () => {
    const there = convert('1000000', eur, gbp);
    const back = convert(there, gbp, eur);
    expect(toUnits(back) < toUnits('1000000')).toBe(true);
  });

  it('gives a currency into itself back unchanged, and keeps huge amounts exact', () => {
    expect(convert('1234.5', eur, eur)).toBe('1234.50000');
    expect(convert('999999999999.99999', usd, cup)).toBe('119999999999999.99880');
  });
});
