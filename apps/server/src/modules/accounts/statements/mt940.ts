import { minorDigits } from '@bel/contract';
import { addDays } from '../../../bank/calendar.js';
import { abs, transactionType, unsignedDecimal, type Statement, type StatementLine } from './model.js';

/**
 * The statement as SWIFT MT940 text (the TXT download): tags :20: to :64:, CRLF lines, the
 * SWIFT "x" character set. A long statement is split into pages of at most 2,000 characters,
 * as SWIFT requires: each page repeats :20:/:25:, numbers itself in :28C:, and carries
 * intermediate balances (:60M:/:62M:) between the final ones (:60F: first, :62F: last).
 */

const CRLF = '\r\n';
const MAX_PAGE = 2000;
const NARRATIVE_LINE = 65;
const NARRATIVE_LINES = 6;

/** Letters, digits, / - ? : ( ) . , ' + and space: accents are stripped, anything else becomes a space. */
export function swiftText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9/\-?:().,'+ ]/g, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
}

const yymmdd = (iso: string) => iso.slice(2).replaceAll('-', '');
const mmdd = (iso: string) => iso.slice(5).replaceAll('-', '');
const mark = (minor: bigint) => (minor < 0n ? 'D' : 'C');

/** Comma as the decimal mark, no thousands separator; a currency without decimals still ends in a comma. */
export function swiftAmount(minor: bigint, currency: string): string {
  const plain = unsignedDecimal(minor, currency).replace('.', ',');
  return minorDigits(currency) === 0 ? `${plain},` : plain;
}

const balance = (tag: string, minor: bigint, iso: string, currency: string) =>
  `:${tag}:${mark(minor)}${yymmdd(iso)}${currency}${swiftAmount(minor, currency)}`;

/** A line may not start with ':' (a tag) or '-' (end of message). */
const safeLine = (line: string) => (/^[:-]/.test(line) ? `.${line.slice(1)}` : line);

function narrativeLines(text: string): string[] {
  const clean = swiftText(text) || 'NONREF';
  const lines: string[] = [];
  for (let i = 0; i < clean.length && lines.length < NARRATIVE_LINES; i += NARRATIVE_LINE) lines.push(safeLine(clean.slice(i, i + NARRATIVE_LINE)));
  return lines;
}

function entry(line: StatementLine, currency: string): string[] {
  const reference = swiftText(line.reference).replaceAll(' ', '').slice(0, 16) || 'NONREF';
  return [
    `:61:${yymmdd(line.valueDate)}${mmdd(line.bookingDate)}${mark(line.amountMinor)}${swiftAmount(abs(line.amountMinor), currency)}${transactionType(line.reference)}NONREF//${reference}`,
    ...narrativeLines(line.narrative).map((l, i) => (i === 0 ? `:86:${l}` : l)),
  ];
}

const size = (lines: readonly string[]) => lines.reduce((n, l) => n + l.length + CRLF.length, 0);

export function toMt940(s: Statement): string {
  const { currency, number: account } = s.account;
  const reference = `ECBEL${yymmdd(s.to)}`;
  const header = (page: number) => [`:20:${reference}`, `:25:${account}`, `:28C:${s.number}/${page}`];
  // Room a page needs besides its entries: header, two balances, :64: and the closing '-'.
  const overhead = size([...header(999), balance('60F', -1n, s.to, currency), balance('62F', -1n, s.to, currency), balance('64', -1n, s.to, currency), '-']) + 64;

  const entries = s.lines.map((l) => ({ line: l, text: entry(l, currency) }));
  const pages: (typeof entries)[] = [[]];
  let used = overhead;
  for (const e of entries) {
    const n = size(e.text);
    if (used + n > MAX_PAGE && pages.at(-1)!.length > 0) {
      pages.push([]);
      used = overhead;
    }
    pages.at(-1)!.push(e);
    used += n;
  }

  let carried = s.openingMinor;
  let carriedDate = addDays(s.from, -1);
  const messages = pages.map((page, i) => {
    const first = i === 0;
    const last = i === pages.length - 1;
    const lines = [...header(i + 1), balance(first ? '60F' : '60M', carried, carriedDate, currency)];
    for (const e of page) lines.push(...e.text);
    const end = page.at(-1)?.line;
    carried = end ? end.balanceMinor : carried;
    carriedDate = last ? s.to : end!.bookingDate;
    lines.push(balance(last ? '62F' : '62M', carried, carriedDate, currency));
    if (last) lines.push(balance('64', s.availableMinor, s.to, currency));
    lines.push('-');
    return lines.join(CRLF) + CRLF;
  });
  return messages.join('');
}
