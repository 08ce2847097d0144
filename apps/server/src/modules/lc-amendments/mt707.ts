import type { LcPartyCharged } from '@bel/contract';

/** The demo bank's BIC (fictitious, like the bank): the sender and issuing bank of every MT707. */
export const BANK_BIC = 'BNDMCUHHXXX';

/** One field of the message: its tag, its name in the SWIFT standard, and its content lines. */
export interface Mt707Field {
  tag: string;
  name: string;
  value: string;
}

/** What the bank kept of an amendment it processed, in `requests.bank_reply` (ADR 0024). */
export interface AmendmentReply {
  decision: 'AUTHORIZED' | 'REJECTED';
  /** The bank day it decided, YYYYMMDD. */
  day: string;
  /** A rejection's code (`request.lc.bank.*`). */
  code?: string;
  /** The letter's dates before the amendment, YYYYMMDD. */
  previous: { expiryDate: string; latestShipment: string | null };
  /** The MT707 sent to the advising bank, when authorized. */
  mt707?: { receiver: string; fields: Mt707Field[]; text: string };
}

/** SWIFT "x" character set: accents stripped, anything else a space, upper case for names. */
export function swiftX(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9/\-?:().,'+ ]/g, ' ')
    .replace(/ {2,}/g, ' ')
    .trim()
    .toUpperCase();
}

/** YYYYMMDD to SWIFT's YYMMDD. */
const yymmdd = (ymd: string) => ymd.slice(2);

/**
 * Where the credit expires: the advising bank's place, the text after the last comma of its
 * name ('Banco Andino de Fomento, Lima' -> LIMA), at most 29 characters (field 31D).
 */
export function placeOfExpiry(counterpartBank: string): string {
  const place = counterpartBank.includes(',') ? counterpartBank.slice(counterpartBank.lastIndexOf(',') + 1) : counterpartBank;
  return swiftX(place).slice(0, 29) || 'LA HABANA';
}

const CHARGE_NARRATIVE: Readonly<Record<LcPartyCharged, string | null>> = {
  APPL: null,
  BENE: null,
  // OTHR carries a narrative (35x): here, the spec's "shared".
  OTHR: 'SHARED BY APPLICANT AND BENEFICIARY',
};

export interface Mt707Input {
  reference: string;
  /** 1 for the letter's first authorized amendment. */
  number: number;
  /** YYYYMMDD */
  issueDate: string;
  amendmentDate: string;
  expiryDate: string;
  latestShipment: string;
  counterpartBank: string;
  partyCharged: LcPartyCharged;
}

/**
 * The amendment as an MT707 (Amendment to a Documentary Credit, the layout in force since
 * SWIFT's 2018 standards release): only what this amendment changes is sent, the new expiry in
 * 31D and the new latest shipment in 44C, with who pays its charges in 71N (ADR 0024).
 */
export function mt707(input: Mt707Input): { receiver: string; fields: Mt707Field[]; text: string } {
  const narrative = CHARGE_NARRATIVE[input.partyCharged];
  const fields: Mt707Field[] = [
    { tag: '27', name: 'Sequence of Total', value: '1/1' },
    { tag: '20', name: "Sender's Reference", value: input.reference },
    { tag: '21', name: "Receiver's Reference", value: 'NONREF' },
    { tag: '52A', name: 'Issuing Bank', value: BANK_BIC },
    { tag: '31C', name: 'Date of Issue', value: yymmdd(input.issueDate) },
    { tag: '26E', name: 'Number of Amendment', value: String(input.number) },
    { tag: '30', name: 'Date of Amendment', value: yymmdd(input.amendmentDate) },
    { tag: '22A', name: 'Purpose of Message', value: 'ISSU' },
    { tag: '31D', name: 'Date and Place of Expiry', value: `${yymmdd(input.expiryDate)}${placeOfExpiry(input.counterpartBank)}` },
    { tag: '44C', name: 'Latest Date of Shipment', value: yymmdd(input.latestShipment) },
    { tag: '71N', name: 'Amendment Charge Payable By', value: narrative ? `${input.partyCharged}\r\n${narrative}` : input.partyCharged },
  ];
  const text = ['{4:', ...fields.map((f) => `:${f.tag}:${f.value}`), '-}'].join('\r\n');
  return { receiver: swiftX(input.counterpartBank), fields, text };
}
