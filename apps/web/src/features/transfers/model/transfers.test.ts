import { describe, expect, it } from 'vitest';
import { signedOutcome } from '../api/transfer-calls';
import { csvCredit, csvFileError } from './csv';
import { addDays, groupTransfers } from './transfer-request';
import type { TransferRequest } from './transfer-request';

describe('transfers', () => {
  it('reads a CSV line as amount;credit account;holder;details, dashes removed', () => {
    expect(csvCredit(['10.5', '0520-0000-1234-5678', 'Ana', 'Pago'], 'CUP')).toEqual({ ownAccount: false, importe: '10.50', cuenta_credito: '0520000012345678', titular: 'Ana', detalles: 'Pago', moneda: 'CUP' });
    expect(csvCredit(['x', '0520000012345678', 'Ana', 'Pago'], 'CUP')).toBeNull();
    expect(csvCredit(['1', '123', 'Ana', 'Pago'], 'CUP')).toBeNull();
    expect(csvCredit(['1', '0520000012345678', 'Ana'], 'CUP')).toBeNull();
  });

  it('refuses a file of another type or above 2 MB with the spec’s errors', () => {
    expect(csvFileError({ type: 'application/pdf', size: 10, name: 'a.pdf' })).toEqual({ ok: false, error: 'request.transfer.csvFormat' });
    expect(csvFileError({ type: 'text/csv', size: 2 * 1024 * 1024 + 1, name: 'a.csv' })).toEqual({ ok: false, error: 'request.transfer.csvSize' });
    expect(csvFileError({ type: 'application/vnd.ms-excel', size: 10, name: 'a.csv' })).toBeNull();
  });

  it('tells the first signature from later ones', () => {
    expect(signedOutcome('ACTUALIZADA FIRMA 1')).toBe('request.transfer.firstAuthorise');
    expect(signedOutcome('ACTUALIZADA FIRMA 2')).toBe('request.transfer.secondAuthorise');
    expect(signedOutcome('request.done.executed')).toBe('request.done.executed');
  });

  it('groups the rows of one transfer in line order and adds days', () => {
    const rows = [
      { traspaso_id: 2, linea: 2 },
      { traspaso_id: 1, linea: 1 },
      { traspaso_id: 2, linea: 1 },
    ] as unknown as TransferRequest[];
    const grouped = groupTransfers(rows);
    expect(grouped.map((g) => [g.traspaso_id, g.lines.map((l) => l.linea)])).toEqual([
      [2, [1, 2]],
      [1, [1]],
    ]);
    expect(addDays('20260227', 3)).toBe('20260302');
  });
});
