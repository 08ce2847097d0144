import { describe, expect, it } from 'vitest';
import type { SummaryHeader, SummaryMovement } from '../api/credit-letters';
import { letterBalance } from './letter-balance';

const header: SummaryHeader = {
  REFERENCIA: 'TF1001000002',
  EXPIRY_DATE: '20260130',
  TIPO_LC: 'IMP',
  ISSUE_DATE: '20250803',
  LC_AMOUNT: '80000.00',
  MONEDA: 'EUR',
  APPLICANT: 'Importadora Caribe S.A.',
  LIAB_AMT: '84000.00',
  BENE: 'Lácteos del Adriático S.p.A., Bari',
  ADV_ISS: 'Banca Adriatica di Credito, Bari',
  DESC_GOODS: 'Leche en polvo entera, 40 toneladas',
};
const move = (DESCRIPTION: 'ISSUE' | 'DRAWING', DATE: string, AMOUNT: string, RBAL: string, DR_NO: number | null): SummaryMovement => ({ DESCRIPTION, DATE, TIPO_LC: 'IMP', MONEDA: 'EUR', AMOUNT, RBAL, DR_NO });

describe('letter balance (the summary bar)', () => {
  it('takes the drawings from the movements and the unutilised balance from the last one', () => {
    const balance = letterBalance(header, [move('ISSUE', '20250803', '80000.00', '80000.00', null), move('DRAWING', '20251012', '-30000.00', '50000.00', 1), move('DRAWING', '20251226', '-35000.00', '15000.00', 2)]);
    expect(balance).toEqual({
      reference: 'TF1001000002',
      currency: 'EUR',
      amount: '80000.00',
      drawn: '65000.00',
      unutilised: '15000.00',
      drawings: [
        { number: 1, date: '20251012', amount: '30000.00' },
        { number: 2, date: '20251226', amount: '35000.00' },
      ],
    });
  });

  it('is all unutilised for a letter with only its opening', () => {
    const balance = letterBalance(header, [move('ISSUE', '20250803', '80000.00', '80000.00', null)]);
    expect(balance.drawn).toBe('0');
    expect(balance.unutilised).toBe('80000.00');
    expect(balance.drawings).toEqual([]);
  });
});
