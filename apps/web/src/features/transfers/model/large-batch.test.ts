import { describe, expect, it } from 'vitest';
import { CARD_LIMIT, formValues, inCurrency, isLarge, largeBatch, storedLargeBatch } from './large-batch';
import type { CreditValues, TransferRequest } from './transfer-request';

const credit = (n: number): CreditValues => ({ ownAccount: false, cuenta_credito: '0300002002000101', titular: 'Sol', importe: `${n}.25`, moneda: 'CUP', detalles: `Factura ${n}` });

/** A stored batch as the list answers it: one row per credit. */
function stored(count: number): TransferRequest {
  const lines = Array.from({ length: count }, (_, i) => ({ traspaso_id: 7, linea: i + 1, fecha: '20261124', tipoCuenta: 'Débito', cuenta_debito: '0300001001000101', id_bloque: 'B26112400000001', ...credit(i + 1) }));
  return { ...lines[0]!, lines } as unknown as TransferRequest;
}

describe('a large batch', () => {
  it('is one of more credits than the cards show', () => {
    expect(isLarge(CARD_LIMIT)).toBe(false);
    expect(isLarge(CARD_LIMIT + 1)).toBe(true);
  });

  it('keeps its credits and their exact total', () => {
    const batch = largeBatch([credit(1), credit(2), credit(3)], 'lote.csv');
    expect(batch).toEqual({ credits: [credit(1), credit(2), credit(3)], total: '6.75', file: 'lote.csv' });
  });

  it('takes the debit account’s currency when it changes, and is the same batch when it does not', () => {
    const batch = largeBatch([credit(1), credit(2)]);
    expect(inCurrency(batch, 'CUP')).toBe(batch);
    expect(inCurrency(batch, 'USD').credits.map((c) => c.moneda)).toEqual(['USD', 'USD']);
    expect(inCurrency(batch, 'USD').total).toBe('3.50');
  });

  it('stays out of the form once stored: the form holds its debit side, the frame its credits', () => {
    const big = stored(CARD_LIMIT + 1);
    expect(formValues(big)).toEqual({ fecha: '20261124', tipoCuenta: 'Débito', cuenta_debito: '0300001001000101', idbloque: 'B26112400000001', creditos: [] });
    expect(storedLargeBatch(big)?.credits).toHaveLength(CARD_LIMIT + 1);
    const small = stored(3);
    expect(formValues(small).creditos).toHaveLength(3);
    expect(storedLargeBatch(small)).toBeNull();
    expect(storedLargeBatch(null)).toBeNull();
  });
});
