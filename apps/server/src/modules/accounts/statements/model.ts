import { minorDigits, minorToDecimal, type StatementFrequency } from '@bel/contract';

/** The bank that issues the statements, as its documents name it. Demo data (ADR 0009). */
export const BANK_NAME = 'Banco Nacional Demo';

export interface StatementLine {
  entryId: number;
  /** ISO days (YYYY-MM-DD). */
  bookingDate: string;
  valueDate: string;
  reference: string;
  narrative: string;
  /** Signed minor units: positive credits the account. */
  amountMinor: bigint;
  /** The account's balance after this line. */
  balanceMinor: bigint;
}

/**
 * One statement, computed from the ledger (ADR 0011): what every file format renders. The
 * period runs from `from` to `to`, both included; opening + the lines = closing.
 */
export interface Statement {
  account: { number: string; holder: string; currency: string };
  /** Sequence number for the account, counting from its opening (num_estadocuenta). */
  number: number;
  frequency: StatementFrequency;
  from: string;
  to: string;
  openingMinor: bigint;
  closingMinor: bigint;
  /** Holds are not dated, so a past day's available balance is its booked balance (ADR 0011). */
  availableMinor: bigint;
  lines: StatementLine[];
  /** When this copy was produced. */
  createdAt: Date;
}

/** Totals of a statement's lines: debits and credits as positive sums. */
export function statementTotals(lines: readonly StatementLine[]) {
  let debits = 0n;
  let credits = 0n;
  let debitCount = 0;
  for (const l of lines) {
    if (l.amountMinor < 0n) {
      debits -= l.amountMinor;
      debitCount += 1;
    } else credits += l.amountMinor;
  }
  return { debits, credits, debitCount, creditCount: lines.length - debitCount };
}

export const abs = (minor: bigint) => (minor < 0n ? -minor : minor);

/** "1234.50", never negative: formats that carry the sign apart (C/D, CRDT/DBIT) use this. */
export const unsignedDecimal = (minor: bigint, currency: string) => minorToDecimal(abs(minor), currency);

/** "1,234.50" with thousands commas (spec §9), keeping the sign. */
export function displayAmount(minor: bigint, currency: string): string {
  const plain = minorToDecimal(minor, currency);
  const [whole = '', frac] = plain.replace('-', '').split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${minor < 0n ? '-' : ''}${grouped}${minorDigits(currency) > 0 ? `.${frac}` : ''}`;
}

/** DD/MM/YYYY (spec §9) from an ISO day. */
export const displayDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** Funds transfers (the bank's FT references) are NTRF; anything else miscellaneous, NMSC. */
export const transactionType = (reference: string) => (reference.startsWith('FT') ? 'NTRF' : 'NMSC');
