import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { XMLParser } from 'fast-xml-parser';
import type { FileDocument } from '@bel/contract';
import { postEntry } from '../../../bank/ledger.js';
import { testApp, type TestApp } from '../../../test/test-app.js';
import { NEGOTIATOR, OTHER_COMPANY, client } from '../../../test/client.js';
import { itWithTool, run, withFiles } from '../../../test/tools.js';

let t: TestApp;
let api: ReturnType<typeof client>;
let negotiator: string;
let other: string;

/**
 * Two statements: the monthly one of March 2026 (period 28 February to 31 March, the 13th since
 * the account opened on 11 March 2025), with one movement whose narrative has accents and XML's
 * special characters; and a quarterly one long enough to need pages. The bank's day is 1 April,
 * so March's statement is issued; the movement is booked in March, a month still open (February
 * is closed, ADR 0043).
 */
const MONTHLY = { cuenta: '0300001001000101', date: '20260331', from: '2026-02-28', to: '2026-03-31', number: 13, currency: 'CUP' };
const QUARTERLY = { cuenta: '0300002002000202', date: '20251230', from: '2025-10-01', to: '2025-12-30', number: 4, currency: 'USD' };
const TRICKY = 'Pago <urgente> & "señal" ñandú: 50% — café';
/** A holder the standard fonts printed as '?': Latin extended, Greek, Cyrillic (ADR 0049). */
const WORLD = 'Zoë Øst Ελλάδα Москва ąęł';

beforeAll(async () => {
  t = await testApp();
  t.clock.set(new Date('2026-04-01T09:00:00Z'));
  api = client(t.app);
  const ids = await t.db.execute<{ id: number; number: string }>(sql`select id, number from ledger_accounts where number in (${MONTHLY.cuenta}, '9999000000000101')`);
  const id = (n: string) => ids.rows.find((r) => r.number === n)!.id;
  await postEntry(t.db, {
    bookingDate: '2026-03-26',
    valueDate: '2026-03-26',
    reference: 'FT260326TEST01',
    narrative: TRICKY,
    legs: [
      { accountId: id(MONTHLY.cuenta), currency: 'CUP', amountMinor: -123_45n },
      { accountId: id('9999000000000101'), currency: 'CUP', amountMinor: 123_45n },
    ],
  });
  await t.db.execute(sql`update ledger_accounts set holder = ${WORLD} where number = ${MONTHLY.cuenta}`);
  negotiator = await api.signIn(NEGOTIATOR);
  other = await api.signIn(OTHER_COMPANY);
});
afterAll(() => t.close());

type Ref = typeof MONTHLY;
const tokenFor = (s: Ref) => (s === QUARTERLY ? other : negotiator);

async function download(s: Ref, format: 'PDF' | 'TXT' | 'XML') {
  const res = await api.call<{ data: FileDocument }>('POST', `/accounts/getStatements${format}`, { token: tokenFor(s), body: { cuenta: s.cuenta, date: s.date } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.data.fileName).toBe(`ECBEL_${s.cuenta}_${s.date}.${format.toLowerCase()}`);
  return { ...res.body.data, bytes: Buffer.from(res.body.data.content, 'base64') };
}

/** The ledger's own view of the statement's period. */
async function truth(s: Ref) {
  const q = (cond: ReturnType<typeof sql>) =>
    t.db.execute<{ reference: string; amount: string }>(sql`
      select e.reference, p.amount_minor::text as amount from postings p
        join journal_entries e on e.id = p.entry_id join ledger_accounts a on a.id = p.account_id
       where a.number = ${s.cuenta} and ${cond} order by e.booking_date, e.id`);
  const before = (await q(sql`e.booking_date < ${s.from}`)).rows.reduce((sum, r) => sum + BigInt(r.amount), 0n);
  const rows = (await q(sql`e.booking_date between ${s.from} and ${s.to}`)).rows.map((r) => ({ reference: r.reference, amount: BigInt(r.amount) }));
  return { opening: before, rows, closing: rows.reduce((sum, r) => sum + r.amount, before) };
}

/** A camt.053 amount ("1234.50", always with the currency's two decimals here) in minor units. */
const minor = (text: string) => BigInt(text.replace('.', ''));

// ---- MT940 -----------------------------------------------------------------------------

interface Mt940Message {
  tags: [string, string][];
}

/** Splits the file into messages (each ends with a '-' line) and each into tags with their text. */
function parseMt940(text: string): Mt940Message[] {
  const messages: Mt940Message[] = [];
  let tags: [string, string][] = [];
  for (const line of text.split('\r\n')) {
    if (line === '-') {
      messages.push({ tags });
      tags = [];
    } else if (line.startsWith(':')) {
      const m = line.match(/^:(\w+):(.*)$/)!;
      tags.push([m[1]!, m[2]!]);
    } else if (line) tags.at(-1)![1] += `\n${line}`;
  }
  expect(tags).toEqual([]);
  return messages;
}

/** C/D, date, currency, amount with a decimal comma, as in :60F: or :62F:. */
function mtBalance(value: string, currency: string) {
  const m = value.match(/^([CD])(\d{6})([A-Z]{3})(\d+),(\d{2})$/)!;
  expect(m, value).not.toBeNull();
  expect(m[3]).toBe(currency);
  const amount = BigInt(m[4]! + m[5]!);
  return { amount: m[1] === 'D' ? -amount : amount, date: m[2]! };
}

function mtEntry(value: string) {
  const m = value.match(/^(\d{6})(\d{4})([CD])(\d+),(\d{2})(N[A-Z]{3})NONREF\/\/(\S{1,16})$/)!;
  expect(m, value).not.toBeNull();
  const amount = BigInt(m[4]! + m[5]!);
  return { amount: m[3] === 'D' ? -amount : amount, reference: m[7]! };
}

describe('statements as MT940 (TXT)', () => {
  for (const s of [MONTHLY, QUARTERLY]) {
    it(`${s.cuenta} ${s.date}: balances chain page to page and match the ledger`, async () => {
      const file = await download(s, 'TXT');
      expect(file.mimeType).toMatch(/^text\/plain/);
      const text = file.bytes.toString('latin1');
      // SWIFT x character set only, CRLF lines.
      expect(text).toMatch(/^[A-Za-z0-9/\-?:().,'+ \r\n]*$/);
      const messages = parseMt940(text);
      const ledger = await truth(s);
      const entries: { amount: bigint; reference: string }[] = [];
      let carried: bigint | undefined;
      messages.forEach((msg, i) => {
        const tag = (name: string) => msg.tags.filter(([n]) => n === name).map(([, v]) => v);
        expect(tag('20')).toEqual([`ECBEL${s.date.slice(2)}`]);
        expect(tag('25')).toEqual([s.cuenta]);
        expect(tag('28C')).toEqual([`${s.number}/${i + 1}`]);
        const last = i === messages.length - 1;
        const open = mtBalance(tag(i === 0 ? '60F' : '60M')[0]!, s.currency);
        const close = mtBalance(tag(last ? '62F' : '62M')[0]!, s.currency);
        if (carried !== undefined) expect(open.amount).toBe(carried);
        const moves = tag('61').map(mtEntry);
        expect(tag('86')).toHaveLength(moves.length);
        expect(open.amount + moves.reduce((sum, e) => sum + e.amount, 0n)).toBe(close.amount);
        entries.push(...moves);
        carried = close.amount;
        if (last) {
          expect(close.date).toBe(s.date.slice(2));
          expect(mtBalance(tag('64')[0]!, s.currency).amount).toBe(close.amount);
        }
        // SWIFT's limit per message, counting its closing '-' line.
        expect(msg.tags.reduce((n, [k, v]) => n + k.length + v.length + 4, 0)).toBeLessThan(2000);
      });
      expect(mtBalance(messages[0]!.tags.find(([n]) => n === '60F')![1], s.currency).amount).toBe(ledger.opening);
      expect(carried).toBe(ledger.closing);
      expect(entries.map((e) => e.amount)).toEqual(ledger.rows.map((r) => r.amount));
      expect(entries.map((e) => e.reference)).toEqual(ledger.rows.map((r) => r.reference));
      if (s === QUARTERLY) expect(messages.length).toBeGreaterThan(1);
    });
  }

  it('writes narratives in the SWIFT character set, without accents', async () => {
    const text = (await download(MONTHLY, 'TXT')).bytes.toString('latin1');
    expect(text).toContain(':86:Pago urgente senal nandu: 50 cafe');
  });
});

// ---- camt.053 --------------------------------------------------------------------------

// A copy of shared/standards/camt.053.001.08.xsd, kept with the code so the check runs in any clone.
const SCHEMA = new URL('./schema/camt.053.001.08.xsd', import.meta.url).pathname;
const xml = new XMLParser({ ignoreAttributes: false, parseTagValue: false, isArray: (name) => ['Ntry', 'Bal'].includes(name) });

describe('statements as camt.053 (XML)', () => {
  itWithTool('xmllint')('validates against the ISO 20022 schema', async () => {
    for (const s of [MONTHLY, QUARTERLY]) {
      const file = await download(s, 'XML');
      const r = withFiles({ 'statement.xml': file.bytes }, (dir) => run('xmllint', ['--noout', '--schema', SCHEMA, `${dir}/statement.xml`]));
      expect(r.stderr.trim(), r.stderr).toMatch(/validates$/);
      expect(r.status).toBe(0);
    }
  });

  for (const s of [MONTHLY, QUARTERLY]) {
    it(`${s.cuenta} ${s.date}: opening + entries = closing, as in the ledger`, async () => {
      const file = await download(s, 'XML');
      expect(file.mimeType).toBe('application/xml');
      const stmt = xml.parse(file.bytes.toString('utf8')).Document.BkToCstmrStmt.Stmt;
      const ledger = await truth(s);
      const signed = (amt: { '#text': string; '@_Ccy': string }, ind: string) => {
        expect(amt['@_Ccy']).toBe(s.currency);
        return (ind === 'DBIT' ? -1n : 1n) * minor(amt['#text']);
      };
      const bal = (code: string) => {
        const b = stmt.Bal.find((x: { Tp: { CdOrPrtry: { Cd: string } } }) => x.Tp.CdOrPrtry.Cd === code);
        return signed(b.Amt, b.CdtDbtInd);
      };
      expect(stmt.Acct.Id.Othr.Id).toBe(s.cuenta);
      expect(stmt.ElctrncSeqNb).toBe(String(s.number));
      expect(stmt.FrToDt.FrDtTm).toBe(`${s.from}T00:00:00Z`);
      const entries = (stmt.Ntry ?? []).map((n: { Amt: { '#text': string; '@_Ccy': string }; CdtDbtInd: string; AcctSvcrRef: string; Sts: { Cd: string } }) => {
        expect(n.Sts.Cd).toBe('BOOK');
        return { amount: signed(n.Amt, n.CdtDbtInd), reference: n.AcctSvcrRef };
      });
      expect(bal('OPBD')).toBe(ledger.opening);
      expect(bal('CLBD')).toBe(ledger.closing);
      expect(bal('OPBD') + entries.reduce((sum: bigint, e: { amount: bigint }) => sum + e.amount, 0n)).toBe(bal('CLBD'));
      expect(entries).toEqual(ledger.rows);
      const summary = stmt.TxsSummry.TtlNtries;
      expect(summary.NbOfNtries).toBe(String(ledger.rows.length));
      expect(minor(summary.Sum)).toBe(ledger.rows.reduce((sum, r) => sum + (r.amount < 0n ? -r.amount : r.amount), 0n));
      expect((summary.TtlNetNtry.CdtDbtInd === 'DBIT' ? -1n : 1n) * minor(summary.TtlNetNtry.Amt)).toBe(ledger.closing - ledger.opening);
    });
  }

  it('escapes narratives, which read back exactly', async () => {
    const text = (await download(MONTHLY, 'XML')).bytes.toString('utf8');
    expect(text).toContain('Pago &lt;urgente&gt; &amp; &quot;señal&quot; ñandú: 50% — café');
    const stmt = xml.parse(text).Document.BkToCstmrStmt.Stmt;
    const entry = stmt.Ntry.find((n: { AcctSvcrRef: string }) => n.AcctSvcrRef === 'FT260326TEST01');
    expect(entry.NtryDtls.TxDtls.RmtInf.Ustrd).toBe(TRICKY);
  });
});

// ---- PDF -------------------------------------------------------------------------------

/** Amounts as the PDF prints them: thousands commas, a decimal point. */
const printed = (text: string) => BigInt(text.replace(/[,.-]/g, '')) * (text.startsWith('-') ? -1n : 1n);

describe('statements as PDF', () => {
  for (const s of [MONTHLY, QUARTERLY]) {
    itWithTool('pdftotext')(`${s.cuenta} ${s.date}: every row, the totals and the closing balance add up, as in the ledger`, async () => {
      const file = await download(s, 'PDF');
      expect(file.mimeType).toBe('application/pdf');
      expect(file.bytes.subarray(0, 5).toString()).toBe('%PDF-');
      const text = withFiles({ 's.pdf': file.bytes }, (dir) => run('pdftotext', ['-layout', `${dir}/s.pdf`, '-'])).stdout;
      const ledger = await truth(s);
      const amount = (label: string) => printed(text.match(new RegExp(`${label}\\s+(-?[\\d,]+\\.\\d{2})`))![1]!);
      expect(text).toContain('Banco Nacional Demo');
      expect(text).toContain('DEMO');
      expect(text).toMatch(new RegExp(`Estado de cuenta nº:\\s+${s.number}`));
      if (s === MONTHLY) expect(text).toMatch(new RegExp(`Titular:\\s+${WORLD}\\s*$`, 'm'));
      expect(amount('Saldo inicial')).toBe(ledger.opening);
      expect(amount('Saldo final')).toBe(ledger.closing);

      // Rows: booking date, value date, reference, narrative, the debit or credit, the balance.
      const rows = [...text.matchAll(/^\s*(\d\d\/\d\d\/\d{4})\s+(\d\d\/\d\d\/\d{4})\s+(\S+)\s.*?\s(-?[\d,]+\.\d{2})\s+(-?[\d,]+\.\d{2})\s*$/gm)];
      expect(rows.map((r) => r[3])).toEqual(ledger.rows.map((r) => r.reference));
      let balance = ledger.opening;
      rows.forEach((r, i) => {
        const next = printed(r[5]!);
        // The column says debit or credit; the running balance says which way it moved.
        expect(next - balance).toBe(ledger.rows[i]!.amount);
        expect(printed(r[4]!)).toBe(ledger.rows[i]!.amount < 0n ? -ledger.rows[i]!.amount : ledger.rows[i]!.amount);
        balance = next;
      });
      expect(balance).toBe(ledger.closing);
      expect(ledger.opening - amount('Total débitos \\(\\d+\\)') + amount('Total créditos \\(\\d+\\)')).toBe(amount('Saldo final'));

      const pages = Number(text.match(/Página 1 de (\d+)/)![1]);
      for (let p = 1; p <= pages; p++) expect(text).toContain(`Página ${p} de ${pages}`);
      if (s === QUARTERLY) {
        expect(pages).toBeGreaterThan(1);
        // The column headers repeat on every page.
        expect(text.match(/F\. contable/g)).toHaveLength(pages);
      }
    });
  }
});
