import { describe, expect, it } from 'vitest';
import { categoryOn, containsFolded, currentDuring, currentPeriod, movements, unutilisedMinor } from './model.js';

const letter = { amountMinor: 10_000n, issueDate: '2026-01-10', expiryDate: '2026-03-31', cancelledOn: null };
const halves = [
  { seq: 1, drawnOn: '2026-02-01', amountMinor: 5_000n },
  { seq: 2, drawnOn: '2026-02-20', amountMinor: 5_000n },
];

describe('a letter of credit', () => {
  it('keeps amount less drawings as its unutilised balance', () => {
    expect(unutilisedMinor(letter, [])).toBe(10_000n);
    expect(unutilisedMinor(letter, halves.slice(0, 1))).toBe(5_000n);
    expect(unutilisedMinor(letter, halves)).toBe(0n);
  });

  it('is current from its issue until drawn in full, cancelled or past its expiry', () => {
    expect(categoryOn(letter, halves.slice(0, 1), '2026-03-31')).toBe('CURRENT');
    expect(categoryOn(letter, halves.slice(0, 1), '2026-04-01')).toBe('EXPIRED');
    expect(categoryOn(letter, halves, '2026-02-19')).toBe('CURRENT');
    expect(categoryOn(letter, halves, '2026-02-20')).toBe('UTILISED');
    expect(categoryOn(letter, halves, '2026-05-01')).toBe('UTILISED');
    const cancelled = { ...letter, cancelledOn: '2026-02-10' };
    expect(categoryOn(cancelled, halves.slice(0, 1), '2026-02-09')).toBe('CURRENT');
    expect(categoryOn(cancelled, halves.slice(0, 1), '2026-02-10')).toBe('CANCELLED');
    expect(categoryOn(cancelled, halves, '2026-05-01')).toBe('CANCELLED');
  });

  it('has one current period, matching its category day by day', () => {
    expect(currentPeriod(letter, [])).toEqual({ from: '2026-01-10', to: '2026-03-31' });
    expect(currentPeriod(letter, halves)).toEqual({ from: '2026-01-10', to: '2026-02-19' });
    expect(currentPeriod({ ...letter, cancelledOn: '2026-01-10' }, [])).toBeUndefined();
    for (const drawings of [[], halves, halves.slice(0, 1)]) {
      for (let d = new Date('2026-01-10T00:00:00Z'); d < new Date('2026-04-10T00:00:00Z'); d.setUTCDate(d.getUTCDate() + 1)) {
        const day = d.toISOString().slice(0, 10);
        expect(currentDuring(letter, drawings, day, day), day).toBe(categoryOn(letter, drawings, day) === 'CURRENT');
      }
    }
    expect(currentDuring(letter, halves, '2025-12-01', '2026-01-10')).toBe(true);
    expect(currentDuring(letter, halves, '2025-12-01', '2026-01-09')).toBe(false);
  });

  it('lists its opening, then its drawings by number, with the balance after each', () => {
    expect(movements(letter, [...halves].reverse())).toEqual([
      { kind: 'ISSUE', day: '2026-01-10', amountMinor: 10_000n, balanceMinor: 10_000n, drawing: null },
      { kind: 'DRAWING', day: '2026-02-01', amountMinor: -5_000n, balanceMinor: 5_000n, drawing: 1 },
      { kind: 'DRAWING', day: '2026-02-20', amountMinor: -5_000n, balanceMinor: 0n, drawing: 2 },
    ]);
  });

  it('matches a beneficiary ignoring case and accents', () => {
    expect(containsFolded('Lácteos del Adriático S.p.A.', 'LACTEOS del adriatico')).toBe(true);
    expect(containsFolded('Farmacéutica Rhein', 'rhein')).toBe(true);
    expect(containsFolded('Farmacéutica Rhein', 'Köln')).toBe(false);
  });
});
