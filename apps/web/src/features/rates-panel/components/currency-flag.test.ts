import { describe, expect, it } from 'vitest';
import { RATE_CURRENCIES } from '@bel/contract';
import { FLAG_CODES } from './currency-flag';

describe('rates panel flags', () => {
  it('has a flag for every quoted currency', () => {
    expect([...FLAG_CODES].sort()).toEqual([...RATE_CURRENCIES]);
  });
});
