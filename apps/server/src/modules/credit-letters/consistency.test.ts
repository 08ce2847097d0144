import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { signedInApp } from '../../test/signed-in-app.js';
import { NEGOTIATOR, OTHER_COMPANY } from '../../test/client.js';
import { EVER, letterCalls, minor, rows, storedLetters } from '../../test/credit-letters.js';

/**
 * Every seeded letter, through every call that shows it: the figures must agree (ADR 0014).
 * Rules: amount = drawings + unutilised balance; the payment obligations of a drawing add up
 * to its amount, so a letter's obligations add up to its drawings, and those due so far
 * (what the obligation calls can show, their end being at most today) to no more than that.
 */
let post: ReturnType<typeof letterCalls>;
const tokens: Record<number, string> = {};
const s = signedInApp();
beforeAll(async () => {
  post = letterCalls(s.api);
  tokens[1001] = await s.api.signIn(NEGOTIATOR);
  tokens[2002] = await s.api.signIn(OTHER_COMPANY);
});

type Row = Record<string, string | number | null>;
const byRef = (data: Row[], key = 'REFERENCIA') => new Map(data.map((r) => [r[key] as string, r]));
const sumBy = (data: Row[], ref: string) => data.filter((r) => r.REFERENCIA === ref).reduce((s, r) => s + minor(r.IMPORTE as string), 0n);

describe('the seeded letters of credit', () => {
  for (const clientCode of [1001, 2002]) {
    it(`agree across every call for company ${clientCode}`, async () => {
      const token = tokens[clientCode]!;
      const letters = await storedLetters(s.t, clientCode);
      expect(letters.length).toBeGreaterThanOrEqual(3);
      const statistics = byRef((await post<Row>('stadistics', token, EVER)).body.data, 'REFERENCE');
      const current = byRef((await post<Row>('getCurrentByCategory', token, { startDate: '19000101', endDate: '20260410' })).body.data);
      const maturity = byRef((await post<Row>('currentByMaturityDate', token, EVER)).body.data);
      const obligations = (await post<Row>('paymentObligations', token, EVER)).body.data;
      const acdp = (await post<Row>('paymentObligationsACDP', token, EVER)).body.data;
      const discrepancies = (await post<Row>('discrepancies', token, EVER)).body.data;

      for (const letter of letters) {
        const ref = letter.reference;
        const [header] = (await post<Row>('summary', token, { reference: ref })).body.data;
        const moves = (await post<Row>('details', token, { refPECEX: ref })).body.data;
        expect(header, ref).toBeDefined();
        const amount = minor(header!.LC_AMOUNT as string);
        const drawn = BigInt(letter.drawn);
        const unutilised = minor(moves.at(-1)!.RBAL as string);

        // amount = drawings + unutilised balance, from the calls and from the database.
        expect(amount, ref).toBe(BigInt(letter.amount));
        expect(amount, ref).toBe(drawn + unutilised);
        expect(moves[0], ref).toMatchObject({ DESCRIPTION: 'ISSUE', AMOUNT: header!.LC_AMOUNT, RBAL: header!.LC_AMOUNT, DATE: header!.ISSUE_DATE });
        let balance = 0n;
        for (const m of moves) {
          balance += minor(m.AMOUNT as string);
          expect(minor(m.RBAL as string), ref).toBe(balance);
          expect(m.TIPO_LC).toBe(header!.TIPO_LC);
          expect(m.MONEDA).toBe(header!.MONEDA);
        }
        expect(moves.filter((m) => m.DESCRIPTION === 'DRAWING').map((m) => m.DR_NO)).toEqual(moves.slice(1).map((_, i) => i + 1));

        // The same letter in the statistics: every figure the two share.
        const s = statistics.get(ref)!;
        expect(s, ref).toBeDefined();
        expect([s.LC_AMOUNT, s.LIAB_AMT, s.LC_CURRENCY, s.LC_TYPE, s.ISSUE_DATE, s.EXPIRY_DATE, s.APPLICANT, s.BENEFICIARY, s.ADVISING_BK, s.DESC_GOODS, s.APPLICANT_ACC]).toEqual([
          header!.LC_AMOUNT,
          header!.LIAB_AMT,
          header!.MONEDA,
          header!.TIPO_LC,
          header!.ISSUE_DATE,
          header!.EXPIRY_DATE,
          header!.APPLICANT,
          header!.BENE,
          header!.ADV_ISS,
          header!.DESC_GOODS,
          letter.account,
        ]);

        // Current category: every letter was current at some point since it was issued.
        const c = current.get(ref)!;
        expect(c, ref).toBeDefined();
        expect([c.IMPORTE, c.DISP_LCCY, c.MONEDA, c.CTA_ORDENANTE, c.NOMBRE, c.BANCO_DESTINO]).toEqual([header!.LC_AMOUNT, moves.at(-1)!.RBAL, header!.MONEDA, letter.account, header!.APPLICANT, header!.ADV_ISS]);
        expect(c.NEGOC_DIFER).toBe(letter.payment_form === 'SIGHT' ? 'N' : 'Y');
        const expectedCategory = letter.cancelled ? 'CANCELLED' : unutilised === 0n ? 'UTILISED' : letter.expiry < EVER.endDate ? 'EXPIRED' : 'CURRENT';
        expect(c.CATEGORIA, ref).toBe(expectedCategory);

        // Expiration: the letters that expired by today and were not cancelled.
        const m = maturity.get(ref);
        expect(m !== undefined, ref).toBe(!letter.cancelled && letter.expiry <= EVER.endDate);
        if (m) expect([m.SALDO_INICIAL, m.SALDO_FINAL, m.VENCE, m.TIPO_LC, m.CUENTA]).toEqual([header!.LC_AMOUNT, moves.at(-1)!.RBAL, header!.EXPIRY_DATE, header!.TIPO_LC, letter.account]);

        // Payment obligations: those due so far never exceed the drawings; ACDP ones are among them.
        expect(sumBy(obligations, ref) <= drawn, ref).toBe(true);
        expect(sumBy(acdp, ref) <= sumBy(obligations, ref), ref).toBe(true);
        if (letter.payment_form === 'SIGHT') {
          expect(sumBy(acdp, ref)).toBe(0n);
          // At sight, each drawing is paid the day it is made: all of them are due by today.
          expect(sumBy(obligations, ref), ref).toBe(drawn);
        }

        // Discrepancies name drawings of the letter, with their amounts.
        for (const d of discrepancies.filter((x) => (x.REFERENCIA as string).startsWith(ref))) {
          const drawing = moves.find((mv) => mv.DR_NO === d.NEGOCIACION_NO)!;
          expect(drawing, `${ref} ${d.NEGOCIACION_NO}`).toBeDefined();
          expect(d.IMPORTE).toBe((drawing.AMOUNT as string).replace('-', ''));
          expect(d.FECHA_NOTIF! <= drawing.DATE!).toBe(true);
        }
      }
      for (const a of acdp) expect(obligations).toContainEqual(expect.objectContaining({ REFERENCIA: a.REFERENCIA, VENCE: a.VENCE, IMPORTE: a.IMPORTE }));
      expect([...statistics.keys()].sort()).toEqual(letters.map((l) => l.reference));
    });
  }

  it('owe exactly their drawings in payment obligations, due and to come', async () => {
    const mismatched = await rows(
      s.t,
      sql`select l.reference, d.seq from lc_drawings d join letters_of_credit l on l.id = d.letter_id
           where d.amount_minor <> (select coalesce(sum(o.amount_minor), 0) from lc_payment_obligations o where o.drawing_id = d.id)`,
    );
    expect(mismatched).toEqual([]);
    const early = await rows(s.t, sql`select 1 from lc_payment_obligations o join lc_drawings d on d.id = o.drawing_id where o.due_date < d.drawn_on`);
    expect(early).toEqual([]);
  });

  it('keep their dates in order: issue, notices, drawings, expiry', async () => {
    const bad = await rows(
      s.t,
      sql`select l.reference, d.seq from lc_drawings d join letters_of_credit l on l.id = d.letter_id
           where d.drawn_on < l.issue_date or d.drawn_on > l.expiry_date or d.drawn_on > '2026-03-11'
              or exists (select 1 from lc_discrepancies x where x.drawing_id = d.id and (x.notified_on > d.drawn_on or x.notified_on < l.issue_date))`,
    );
    expect(bad).toEqual([]);
  });

  it('refuse drawings beyond the amount and obligations that do not cover their drawing', async () => {
    const [letter] = await rows<{ id: number }>(s.t, sql`select id from letters_of_credit where reference = 'TF1001000006'`);
    // The check runs at commit; the database's message is the error's cause.
    const attempt = (query: ReturnType<typeof sql>) =>
      s.t.db
        .transaction(async (tx) => {
          await tx.execute(query);
        })
        .catch((e: Error) => Promise.reject(e.cause instanceof Error ? e.cause : e));
    await expect(
      attempt(sql`with d as (insert into lc_drawings (letter_id, seq, drawn_on, amount_minor) values (${letter!.id}, 1, '2026-03-10', 4500001) returning id)
                  insert into lc_payment_obligations (drawing_id, seq, due_date, amount_minor, to_order_of) select id, 1, '2026-03-10', 4500001, 'x' from d`),
    ).rejects.toThrow(/drawn beyond its amount/);
    await expect(attempt(sql`insert into lc_drawings (letter_id, seq, drawn_on, amount_minor) values (${letter!.id}, 1, '2026-03-10', 1000)`)).rejects.toThrow(/payment obligations/);
    await expect(attempt(sql`update lc_payment_obligations set amount_minor = amount_minor - 1 where id = (select min(id) from lc_payment_obligations)`)).rejects.toThrow(/payment obligations/);
  });
});
