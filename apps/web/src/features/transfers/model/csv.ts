import { TRANSFER_CSV, transferCredit } from '@bel/contract';
import Papa from 'papaparse';
import type { CreditValues } from './transfer-request';

/** Spec §5's three file errors, and the bad lines (by number, from 1) of a readable file. */
export type CsvResult =
  | { ok: true; credits: CreditValues[] }
  | { ok: false; error: 'request.transfer.csvFormat' | 'request.transfer.csvSize' | 'request.transfer.csvError' }
  | { ok: false; error: 'request.transfer.csvLines'; lines: number[] };

const lineCheck = transferCredit.omit({ moneda: true });

/** One line `amount;credit account;holder;details`, dashes removed from the account; null when bad. */
export function csvCredit(fields: readonly string[], moneda: string): CreditValues | null {
  if (fields.length !== TRANSFER_CSV.columns.length) return null;
  const [importe = '', cuenta = '', titular = '', detalles = ''] = fields.map((field) => field.trim());
  const credit = { ownAccount: false, importe, cuenta_credito: cuenta.replace(/-/g, ''), titular, detalles };
  const parsed = lineCheck.safeParse(credit);
  return parsed.success ? { ...parsed.data, moneda } : null;
}

/** The checks before reading: the type (an empty type is judged by the name) and the size. */
export function csvFileError(file: Pick<File, 'type' | 'size' | 'name'>): CsvResult | null {
  const typed = file.type === '' ? /\.csv$/i.test(file.name) : (TRANSFER_CSV.types as readonly string[]).includes(file.type);
  if (!typed) return { ok: false, error: 'request.transfer.csvFormat' };
  if (file.size === 0 || file.size > TRANSFER_CSV.maxBytes) return { ok: false, error: 'request.transfer.csvSize' };
  return null;
}

/**
 * Reads a batch CSV in chunks (the page stays responsive on a 2 MB file), telling the share read
 * so far; every bad line is collected, so one warning names them all.
 */
export function parseTransferCsv(file: File, moneda: string, onProgress: (share: number) => void): Promise<CsvResult> {
  const early = csvFileError(file);
  if (early) return Promise.resolve(early);
  return new Promise((resolve) => {
    const credits: CreditValues[] = [];
    const bad: number[] = [];
    let line = 0;
    Papa.parse<string[]>(file, {
      delimiter: TRANSFER_CSV.separator,
      chunkSize: 64 * 1024,
      chunk: (results) => {
        for (const fields of results.data) {
          line += 1;
          // Blank lines (the last newline's) are skipped but counted, so numbers are the file's.
          if (fields.length === 1 && (fields[0] ?? '').trim() === '') continue;
          const credit = csvCredit(fields, moneda);
          if (credit) credits.push(credit);
          else bad.push(line);
        }
        // The cursor counts characters and the size bytes (an accented holder takes two): a share, never the whole.
        onProgress(Math.min(1, results.meta.cursor / file.size));
      },
      complete: () => {
        onProgress(1);
        resolve(bad.length > 0 ? { ok: false, error: 'request.transfer.csvLines', lines: bad } : credits.length === 0 ? { ok: false, error: 'request.transfer.csvError' } : { ok: true, credits });
      },
      error: () => resolve({ ok: false, error: 'request.transfer.csvError' }),
    });
  });
}
