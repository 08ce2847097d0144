import { ErrorCode, minorToDecimal } from '@bel/contract';
import type { Deps } from '../../deps.js';
import { balances } from '../../bank/ledger.js';
import { Failure } from '../../http/failure.js';
import type { SessionContext } from '../auth/session-guard.js';
import { companyAccounts } from './repo.js';

export function createAccountService({ db }: Deps) {
  /** The requested accounts, all of the caller's company, or a refusal as if none existed. */
  async function ownAccounts(session: SessionContext, numbers: readonly string[]) {
    const unique = [...new Set(numbers)];
    const rows = await companyAccounts(db, session.companyId, unique);
    if (rows.length !== unique.length) throw new Failure(404, ErrorCode.accountNotFound);
    return rows;
  }

  /** The named accounts (see ownAccounts), or every account of the company when none are named (spec §5). */
  async function ownOrAll(session: SessionContext, numbers: readonly string[] | undefined) {
    return numbers && numbers.length > 0 ? ownAccounts(session, numbers) : companyAccounts(db, session.companyId);
  }

  return {
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

    async info(session: SessionContext, numbers: readonly string[]) {
      const rows = await ownAccounts(session, numbers);
      const byId = await balances(db, rows.map((r) => r.id));
      return {
        data: rows.map((a) => {
          const b = byId.get(a.id)!;
          return {
            CUENTA: a.number,
            TITULAR: a.holder,
            MONEDA: a.currency,
            CONTABLE: minorToDecimal(b.current, a.currency),
            DISPONIBLE: minorToDecimal(b.available, a.currency),
          };
        }),
      };
    },
    ownAccounts,
    ownOrAll,
  };
}
