import { describe, expect, it } from 'vitest';
import { obligationTimeline } from './obligation-timeline';

describe('obligation timeline', () => {
  it('sums by currency and due date, currencies apart, dates in order', () => {
    const timeline = obligationTimeline([
      { VENCE: '20260301', MONEDA: 'USD', IMPORTE: '100000.00' },
      { VENCE: '20260110', MONEDA: 'EUR', IMPORTE: '30000.00' },
      { VENCE: '20260301', MONEDA: 'USD', IMPORTE: '0.50' },
      { VENCE: '20260115', MONEDA: 'USD', IMPORTE: '45000.00' },
    ]);
    expect(timeline).toEqual({
      from: '20260110',
      to: '20260301',
      lanes: [
        { currency: 'EUR', count: 1, total: '30000.00', points: [{ date: '20260110', amount: '30000.00', count: 1 }] },
        {
          currency: 'USD',
          count: 3,
          total: '145000.50',
          points: [
            { date: '20260115', amount: '45000.00', count: 1 },
            { date: '20260301', amount: '100000.50', count: 2 },
          ],
        },
      ],
    });
  });

  it('has nothing to draw without obligations', () => {
    expect(obligationTimeline([])).toBeNull();
  });
});
