import { DateRules, minorToDecimal, type MovementsResult } from '@bel/contract';
import type { Deps } from '../../deps.js';
import { balanceBefore, postingsBetween } from '../../bank/ledger-history.js';
import { compact, expand } from '../../bank/calendar.js';
import { assertDateRange } from '../../http/date-range.js';
import type { SessionContext } from '../../core/session/session-context.js';

/**
 * Account movements (spec §3): the postings booked in the range with a running balance, the
 * balance before the range and after it, and the period's totals, all from the ledger.
 */
export function createMovementService(deps: Deps) {
  return {
    async list(session: SessionContext, query: { cuenta: string; startDate: string; endDate: string }): Promise<{ data: MovementsResult }> {
      assertDateRange(query, deps.clock, DateRules.movements);
      const [account] = await deps.accounts.ownAccounts(session, [query.cuenta]);
      const { id, currency } = account!;
      const from = expand(query.startDate);
      const opening = await balanceBefore(deps.db, id, from);
      const rows = await postingsBetween(deps.db, id, from, expand(query.endDate));
      const money = (minor: bigint) => minorToDecimal(minor, currency);
      let balance = opening;
      let debits = 0n;
      let credits = 0n;
      const movements = rows.map((p) => {
        balance += p.amountMinor;
        if (p.amountMinor < 0n) debits -= p.amountMinor;
        else credits += p.amountMinor;
        return {
          VALUE_DATE: compact(p.valueDate),
          BOOKING_DATE: compact(p.bookingDate),
          TRANS_REFERENCE: p.reference,
          NARRATIVE: p.narrative,
          AMOUNT_FCY: money(p.amountMinor),
          CURRENCY: currency,
          BALANCE: money(balance),
        };
      });
      return {
        data: {
          CUENTA: query.cuenta,
          CURRENCY: currency,
          OPEN_BALANCE: money(opening),
          FINAL_BALANCE: money(balance),
          TOTAL: { DEBITS: money(debits), CREDITS: money(credits), COUNT: movements.length },
          movements,
        },
      };
    },
  };
}
