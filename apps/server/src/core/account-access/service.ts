import { ErrorCode } from '@bel/contract';
import type { Db } from '../../db/client.js';
import { Failure } from '../../http/failure.js';
import type { SessionContext } from '../session/session-context.js';
import { companyAccounts } from './repo.js';

/**
 * Which accounts a caller may reach: made once in app.ts and handed to every module through
 * `Deps`, so object-level checks live in one place (an account of another company answers
 * as one that does not exist). The request engine's "may this user sign for this account"
 * belongs here too, once the bank's signing mandates have a table.
 */
export function createAccountAccess({ db }: { db: Db }) {
  /** The requested accounts, all of the caller's company, or a refusal as if none existed. */
  async function ownAccounts(session: SessionContext, numbers: readonly string[]) {
    const unique = [...new Set(numbers)];
    const rows = await companyAccounts(db, session.companyId, unique);
    if (rows.length !== unique.length) throw new Failure(404, ErrorCode.accountNotFound);
    return rows;
  }

  return {
    ownAccounts,

    /** The named accounts (see ownAccounts), or every account of the company when none are named (spec §5). */
    async ownOrAll(session: SessionContext, numbers: readonly string[] | undefined) {
      return numbers && numbers.length > 0 ? ownAccounts(session, numbers) : companyAccounts(db, session.companyId);
    },

    /**
     * Accounts the user may see under the roles the client names; only roles the user really
     * holds count, so naming someone else's role opens nothing.
     */
    async listForRoles(session: SessionContext, roles: readonly string[]) {
      const held = roles.filter((r) => session.roles.includes(r));
      if (held.length === 0) return { data: [] };
      const rows = await companyAccounts(db, session.companyId);
      return { data: rows.map((a) => ({ CUENTA: a.number, TITULAR: a.holder, MONEDA: a.currency })) };
    },
  };
}

export type AccountAccess = ReturnType<typeof createAccountAccess>;
/** One of the caller's accounts as ownAccounts answers it. */
export type OwnAccount = Awaited<ReturnType<AccountAccess['ownAccounts']>>[number];
