import { zipSync } from 'fflate';
import {
  DateRules,
  StatementError,
  frequencyNumber,
  minorToDecimal,
  statementFrequency,
  statementZipName,
  type FileDocument,
  type StatementFormat,
  type StatementRow,
} from '@bel/contract';
import type { Deps } from '../../../deps.js';
import { addDays, compact, expand, holidaysBetween, isoDay } from '../../../bank/calendar.js';
import { balanceBefore, dailyTotals, postingsBetween } from '../../../bank/ledger-history.js';
import { periodEnds, periodStart } from '../../../bank/statement-periods.js';
import { assertDateRange } from '../../../http/date-range.js';
import { Failure } from '../../../http/failure.js';
import type { OwnAccount as Account } from '../../../core/account-access/service.js';
import type { SessionContext } from '../../../core/session/session-context.js';
import type { Statement } from './model.js';
import { asFileDocument, renderStatement } from './render.js';

/**
 * Statements are computed, not stored (ADR 0011): each account's frequency and the calendar
 * give its period ends, the ledger gives each period's balances and lines. A period is
 * issued once its last day is over, so today's still-open day never has a statement.
 */
export function createStatementService({ db, clock, accounts }: Deps) {
  const today = () => isoDay(clock.now());
  const lastClosedDay = () => addDays(today(), -1);
  const frequencyOf = (a: Account) => statementFrequency.parse(a.statementFrequency);

  async function ends(a: Account, through: string): Promise<string[]> {
    // A period whose nominal end falls after `through` may move back onto it past holidays, so
    // the calendar must reach the end of through's month (a month beyond is plenty).
    const closed = await holidaysBetween(db, a.openedOn, addDays(through, 31));
    return periodEnds(frequencyOf(a), a.openedOn, through, closed);
  }

  /** The statement whose period ends on `date` (ISO), or 404 when no period ends then. */
  async function build(a: Account, date: string): Promise<Statement> {
    const list = date <= lastClosedDay() ? await ends(a, date) : [];
    if (list.at(-1) !== date) throw new Failure(404, StatementError.notFound);
    const from = periodStart(list, list.length - 1, a.openedOn);
    const opening = await balanceBefore(db, a.id, from);
    let balance = opening;
    const lines = (await postingsBetween(db, a.id, from, date)).map((p) => ({ ...p, balanceMinor: (balance += p.amountMinor) }));
    return {
      account: { number: a.number, holder: a.holder, currency: a.currency },
      number: list.length,
      frequency: frequencyOf(a),
      from,
      to: date,
      openingMinor: opening,
      closingMinor: balance,
      availableMinor: balance,
      lines,
      createdAt: clock.now(),
    };
  }

  /** The caller's accounts named in the references, each once, or 404 as if none existed. */
  async function accountsFor(session: SessionContext, refs: readonly { cuenta: string }[]) {
    const rows = await accounts.ownAccounts(session, refs.map((r) => r.cuenta));
    return new Map(rows.map((a) => [a.number, a]));
  }

  return {
    async list(session: SessionContext, query: { cuentas: string[]; startDate: string; endDate: string }): Promise<{ data: StatementRow[] }> {
      assertDateRange(query, clock, DateRules.standard);
      const own = await accounts.ownAccounts(session, query.cuentas);
      const start = expand(query.startDate);
      const end = expand(query.endDate);
      const through = end < lastClosedDay() ? end : lastClosedDay();
      const rows: StatementRow[] = [];
      for (const a of own) {
        const frequency = frequencyOf(a);
        const all = await ends(a, through);
        const first = all.findIndex((periodEnd) => periodEnd >= start);
        if (first === -1) continue;
        // Only the listed periods are read: the balance before the first comes from the month
        // closings (ADR 0043), not from a sum since the account opened.
        const since = periodStart(all, first, a.openedOn);
        let balance = first === 0 ? 0n : await balanceBefore(db, a.id, since);
        const days = await dailyTotals(db, a.id, first === 0 ? '-infinity' : since, through);
        let next = 0;
        all.slice(first).forEach((periodEnd, i) => {
          let moved = false;
          for (; next < days.length && days[next]!.day <= periodEnd; next++) {
            balance += days[next]!.totalMinor;
            moved ||= days[next]!.count > 0;
          }
          rows.push({
            cuenta: a.number,
            num_frecuencia: frequencyNumber(frequency),
            frecuencia: frequency,
            fecha: compact(periodEnd),
            si_no_movimiento: moved ? 'Y' : 'N',
            balance_cierre: minorToDecimal(balance, a.currency),
            num_estadocuenta: first + i + 1,
          });
        });
      }
      return { data: rows };
    },

    async document(session: SessionContext, ref: { cuenta: string; date: string }, format: StatementFormat): Promise<{ data: FileDocument }> {
      const account = (await accountsFor(session, [ref])).get(ref.cuenta)!;
      return { data: asFileDocument(await renderStatement(await build(account, expand(ref.date)), format)) };
    },

    /** Several statements in one zip; every one must exist before any is rendered. */
    async zip(session: SessionContext, body: { documents: { cuenta: string; date: string }[]; type: StatementFormat }): Promise<{ data: FileDocument }> {
      const byNumber = await accountsFor(session, body.documents);
      const unique = [...new Map(body.documents.map((d) => [`${d.cuenta}/${d.date}`, d])).values()];
      const statements = [];
      for (const d of unique) statements.push(await build(byNumber.get(d.cuenta)!, expand(d.date)));
      const files: Record<string, Uint8Array> = {};
      for (const s of statements) {
        const f = await renderStatement(s, body.type);
        files[f.fileName] = f.bytes;
      }
      const zip = zipSync(files, { level: 6, mtime: clock.now() });
      return {
        data: { fileName: statementZipName(body.type, compact(today())), mimeType: 'application/zip', content: Buffer.from(zip).toString('base64') },
      };
    },
  };
}
