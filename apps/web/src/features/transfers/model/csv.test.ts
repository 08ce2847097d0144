import { TRANSFER_CSV } from '@bel/contract';
import { describe, expect, it } from 'vitest';
import { parseTransferCsv } from './csv';

const LINE = '1234.56;0300-0020-0200-0101;Servicios Turísticos del Sol S.A.;Factura de servicios turísticos del mes';

/** A file of `lines` followed by newlines, as a person's spreadsheet exports it. */
const csvFile = (lines: readonly string[], type = 'text/csv') => new File([`${lines.join('\n')}\n`], 'lote.csv', { type });

/** As many valid lines as fit in the spec's 2 MB. */
function fullFile(): { file: File; lines: number } {
  const lines = Math.floor(TRANSFER_CSV.maxBytes / (new TextEncoder().encode(LINE).length + 1));
  return { file: csvFile(Array.from({ length: lines }, () => LINE)), lines };
}

describe('reading a batch CSV', () => {
  it('reads a 2 MB file of valid lines in chunks, telling its progress up to the whole', async () => {
    const { file, lines } = fullFile();
    expect(file.size).toBeLessThanOrEqual(TRANSFER_CSV.maxBytes);
    const shares: number[] = [];
    const result = await parseTransferCsv(file, 'CUP', (share) => shares.push(share));
    expect(result.ok && result.credits.length).toBe(lines);
    expect(result.ok && result.credits[0]).toEqual({ ownAccount: false, importe: '1234.56', cuenta_credito: '0300002002000101', titular: 'Servicios Turísticos del Sol S.A.', detalles: 'Factura de servicios turísticos del mes', moneda: 'CUP' });
    // One report per 64 KB chunk, each further on: the page gets its turn between them.
    expect(shares.length).toBeGreaterThanOrEqual(Math.floor(file.size / (64 * 1024)));
    expect(shares).toEqual([...shares].sort((a, b) => a - b));
    expect(shares.at(-1)).toBe(1);
  });

  it('names every bad line by its number in the file, blank lines counted', async () => {
    const result = await parseTransferCsv(csvFile([LINE, 'doce;0300002002000101;Sol;Lote', '', LINE, '1;123;Sol;Lote', '1;0300002002000101;Sol']), 'CUP', () => {});
    expect(result).toEqual({ ok: false, error: 'request.transfer.csvLines', lines: [2, 5, 6] });
  });

  it('refuses a file without lines, of another type or too large with the spec’s three errors', async () => {
    expect(await parseTransferCsv(csvFile(['', '']), 'CUP', () => {})).toEqual({ ok: false, error: 'request.transfer.csvError' });
    expect(await parseTransferCsv(csvFile([LINE], 'application/pdf'), 'CUP', () => {})).toEqual({ ok: false, error: 'request.transfer.csvFormat' });
    const big = new File([`${LINE}\n`.repeat(Math.ceil(TRANSFER_CSV.maxBytes / LINE.length) + 1)], 'lote.csv', { type: 'text/csv' });
    expect(await parseTransferCsv(big, 'CUP', () => {})).toEqual({ ok: false, error: 'request.transfer.csvSize' });
  });
});
