import { and } from 'drizzle-orm';
import { DateRules, type BodyOf, type DateRule, type QueryOf, type api } from '@bel/contract';
import type { Deps } from '../../deps.js';
import { expand, isoDay } from '../../bank/calendar.js';
import { assertDateRange } from '../../http/date-range.js';
import type { SessionContext } from '../../core/session/session-context.js';
import { containsFolded, currentDuring } from './model.js';
import {
  companyLetter,
  discrepanciesOn,
  drawingsOf,
  expiringBetween,
  issuedBetween,
  issuedBy,
  lettersOn,
  liquiditySupportOptions,
  obligationsOn,
  withLiquiditySupport,
  type DrawingRow,
} from './repo.js';
import * as rows from './rows.js';

type Calls = typeof api.creditLetters;
type Range = { cuentas?: string[] | undefined; startDate: string; endDate: string };

const byLetter = (drawings: readonly DrawingRow[]) => {
  const map = new Map<number, DrawingRow[]>();
  for (const d of drawings) {
    const list = map.get(d.letterId);
    if (list) list.push(d);
    else map.set(d.letterId, [d]);
  }
  return (letterId: number) => map.get(letterId) ?? [];
};

/**
 * The letter-of-credit queries (ADR 0014). Accounts: the named ones, all of the caller's
 * company, or 404 account.not.found for any other; letters are found only through them, so
 * another company's letter answers exactly like one that does not exist.
 */
export function createCreditLetterService(deps: Deps) {
  const { db, clock, accounts } = deps;
  const today = () => isoDay(clock.now());

  /** The range checked against today, and the ids of the accounts it covers. */
  async function scope(session: SessionContext, body: Range, rule: DateRule = DateRules.standard) {
    assertDateRange(body, clock, rule);
    const own = await accounts.ownOrAll(session, body.cuentas);
    return { ids: own.map((a) => a.id), from: expand(body.startDate), to: expand(body.endDate) };
  }

  return {
    async discrepancies(session: SessionContext, body: BodyOf<Calls['discrepancies']>) {
      const { ids, from, to } = await scope(session, body);
      const ref = body.refPECEX ? { reference: body.refPECEX.slice(0, 12), seq: Number(body.refPECEX.slice(12)) } : undefined;
      return { data: (await discrepanciesOn(db, ids, from, to, ref)).map(rows.discrepancyRow) };
    },

    async statistics(session: SessionContext, body: BodyOf<Calls['stadistics']>) {
      const { ids, from, to } = await scope(session, body);
      const sigla = body.refPECEX?.trim();
      const letters = await lettersOn(db, ids, and(issuedBetween(from, to), sigla ? withLiquiditySupport(sigla) : undefined));
      const beneficiary = body.beneficiario?.trim();
      const chosen = beneficiary ? letters.filter((l) => containsFolded(l.beneficiary, beneficiary)) : letters;
      return { data: chosen.sort((a, b) => a.issueDate.localeCompare(b.issueDate) || a.reference.localeCompare(b.reference)).map(rows.statisticRow) };
    },

    async liquiditySupport(query: QueryOf<Calls['liquiditySupport']>) {
      const options = await liquiditySupportOptions(db);
      return { data: options.map((o) => ({ sigla: o.sigla, text: query.language === 'en' ? o.labelEn : o.labelEs })) };
    },

    /** One header, or none when the reference is unknown, another company's, or on none of the named accounts. */
    async summary(session: SessionContext, body: { cuentas?: string[] | undefined; reference: string }) {
      const own = await accounts.ownOrAll(session, body.cuentas);
      const letter = await companyLetter(db, session.companyId, body.reference);
      const covered = letter && own.some((a) => a.number === letter.account);
      return { data: covered ? [rows.summaryHeader(letter)] : [] };
    },

    async details(session: SessionContext, reference: string) {
      const letter = await companyLetter(db, session.companyId, reference);
      if (!letter) return { data: [] };
      return { data: rows.movementRows(letter, await drawingsOf(db, [letter.id])) };
    },

    async currentByCategory(session: SessionContext, body: Range) {
      const { ids, from, to } = await scope(session, body, DateRules.lcCurrentCategory);
      const letters = await lettersOn(db, ids, issuedBy(to));
      const drawings = byLetter(await drawingsOf(db, letters.map((l) => l.id)));
      const day = today();
      return { data: letters.filter((l) => currentDuring(l, drawings(l.id), from, to)).map((l) => rows.currentCategoryRow(l, drawings(l.id), day)) };
    },

    async byMaturityDate(session: SessionContext, body: Range) {
      const { ids, from, to } = await scope(session, body);
      const letters = (await lettersOn(db, ids, expiringBetween(from, to))).sort((a, b) => a.expiryDate.localeCompare(b.expiryDate) || a.reference.localeCompare(b.reference));
      const drawings = byLetter(await drawingsOf(db, letters.map((l) => l.id)));
      return { data: letters.map((l) => rows.expirationRow(l, drawings(l.id))) };
    },

    /** Every obligation due in the range, sight payments included. */
    async paymentObligations(session: SessionContext, body: Range) {
      const { ids, from, to } = await scope(session, body);
      return { data: (await obligationsOn(db, ids, from, to, false)).map(rows.obligationRow) };
    },

    /** Accepted drafts and deferred-payment instalments due in the range. */
    async acdpObligations(session: SessionContext, body: Range) {
      const { ids, from, to } = await scope(session, body);
      return { data: (await obligationsOn(db, ids, from, to, true)).map(rows.acdpRow) };
    },
  };
}
