import type { LcCategory } from '@bel/contract';
import { addDays } from '../../bank/calendar.js';

/** What the rules below read of a letter and its drawings; days are ISO (YYYY-MM-DD). */
export interface LetterFacts {
  amountMinor: bigint;
  issueDate: string;
  expiryDate: string;
  cancelledOn: string | null;
}
export interface DrawingFacts {
  seq: number;
  drawnOn: string;
  amountMinor: bigint;
}

/** Always the amount less every drawing (ADR 0014); the database keeps it from going below zero. */
export function unutilisedMinor(letter: LetterFacts, drawings: readonly DrawingFacts[]): bigint {
  return drawings.reduce((left, d) => left - d.amountMinor, letter.amountMinor);
}

/** The day the drawings reached the letter's amount, if they have. */
function drawnInFullOn(letter: LetterFacts, drawings: readonly DrawingFacts[]): string | undefined {
  let drawn = 0n;
  for (const d of [...drawings].sort((a, b) => (a.drawnOn < b.drawnOn ? -1 : a.drawnOn > b.drawnOn ? 1 : a.seq - b.seq))) {
    drawn += d.amountMinor;
    if (drawn >= letter.amountMinor) return d.drawnOn;
  }
  return undefined;
}

/**
 * The letter's category on a day: CANCELLED from its cancellation, UTILISED from the day
 * its drawings reach its amount, EXPIRED after its expiry date, else CURRENT (a day before
 * its issue counts as CURRENT too: the letter is about to run).
 */
export function categoryOn(letter: LetterFacts, drawings: readonly DrawingFacts[], day: string): LcCategory {
  if (letter.cancelledOn !== null && letter.cancelledOn <= day) return 'CANCELLED';
  const full = drawnInFullOn(letter, drawings);
  if (full !== undefined && full <= day) return 'UTILISED';
  if (letter.expiryDate < day) return 'EXPIRED';
  return 'CURRENT';
}

/** The days the letter is CURRENT, from its issue on; undefined if it never was. */
export function currentPeriod(letter: LetterFacts, drawings: readonly DrawingFacts[]): { from: string; to: string } | undefined {
  const ends = [letter.expiryDate];
  if (letter.cancelledOn !== null) ends.push(addDays(letter.cancelledOn, -1));
  const full = drawnInFullOn(letter, drawings);
  if (full !== undefined) ends.push(addDays(full, -1));
  const to = ends.sort()[0]!;
  return to >= letter.issueDate ? { from: letter.issueDate, to } : undefined;
}

export function currentDuring(letter: LetterFacts, drawings: readonly DrawingFacts[], from: string, to: string): boolean {
  const period = currentPeriod(letter, drawings);
  return period !== undefined && period.from <= to && period.to >= from;
}

export interface LetterMovement {
  kind: 'ISSUE' | 'DRAWING';
  day: string;
  amountMinor: bigint;
  /** Unutilised balance after the movement. */
  balanceMinor: bigint;
  drawing: number | null;
}

/** The opening (the letter's amount), then each drawing in number order, with the balance after each. */
export function movements(letter: LetterFacts, drawings: readonly DrawingFacts[]): LetterMovement[] {
  const result: LetterMovement[] = [{ kind: 'ISSUE', day: letter.issueDate, amountMinor: letter.amountMinor, balanceMinor: letter.amountMinor, drawing: null }];
  let balance = letter.amountMinor;
  for (const d of [...drawings].sort((a, b) => a.seq - b.seq)) {
    balance -= d.amountMinor;
    result.push({ kind: 'DRAWING', day: d.drawnOn, amountMinor: -d.amountMinor, balanceMinor: balance, drawing: d.seq });
  }
  return result;
}

/** Case- and accent-insensitive substring match, as the web app's table filters do (ADR 0014). */
export function containsFolded(haystack: string, needle: string): boolean {
  const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  return fold(haystack).includes(fold(needle));
}
