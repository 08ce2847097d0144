import { api, DateRules, minorToDecimal, type MovementsResult } from '@bel/contract';
import type { Deps } from '../../deps.js';
import { createTaggedCache } from '../../core/changes/tagged-cache.js';
import { serializerFor, type Serialized } from '../../http/serialized.js';
import { balanceBefore, postingsBetween } from '../../bank/ledger-history.js';
import { compact, expand } from '../../bank/calendar.js';
import { assertDateRange } from '../../http/date-range.js';
import type { SessionContext } from '../../core/session/session-context.js';

type Query = { cuenta: string; startDate: string; endDate: string };

/** Answers kept per instance (past it the oldest goes), and the largest kept: at most 64 MB in all. */
const CACHED_ANSWERS = 1_000;
const LARGEST_KEPT = 64 * 1024;

/**
 * Account movements (spec §3): the postings booked in the range with a running balance, the
 * balance before the range and after it, and the period's totals, all from the ledger. An
 * answer depends only on the account's postings, so it is kept, serialised, until a posting
 * on the account is announced (ADR 0045): the screen's call then costs no round trip.
 */
export function createMovementService(deps: Deps) {
  const serialize = serializerFor(api.accounts.getMovements);
  const answers = createTaggedCache<string, { accountId: number; answer: Serialized<typeof api.accounts.getMovements> }>(deps.changes, deps.clock, {
    maxEntries: CACHED_ANSWERS,
    keep: ({ answer }) => answer.json.length <= LARGEST_KEPT,
  });

  async function compute(session: SessionContext, query: Query): Promise<{ accountId: number; data: MovementsResult }> {
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
      accountId: id,
      data: {
        CUENTA: query.cuenta,
        CURRENCY: currency,
        OPEN_BALANCE: money(opening),
        FINAL_BALANCE: money(balance),
        TOTAL: { DEBITS: money(debits), CREDITS: money(credits), COUNT: movements.length },
        movements,
      },
    };
  }

  return {
    async list(session: SessionContext, query: Query): Promise<Serialized<typeof api.accounts.getMovements>> {
      assertDateRange(query, deps.clock, DateRules.movements);
      // The company is part of the key: another company's caller never gets this one's answer.
      const key = `${session.companyId} ${query.cuenta} ${query.startDate} ${query.endDate}`;
      const kept = await answers.get(
        key,
        async () => {
          const { accountId, data } = await compute(session, query);
          return { accountId, answer: serialize({ data }) };
        },
        ({ accountId }) => [`account:${accountId}`],
      );
      return kept!.answer;
    },
  };
}
