import { ErrorCode, Role } from '@bel/contract';
import type { Db } from '../../db/client.js';
import { Failure } from '../../http/failure.js';
import type { SessionContext } from '../session/session-context.js';
import { companyAccounts, signerAccounts } from './repo.js';

/** An account as the account lists answer it (CUENTA, TITULAR, MONEDA). */
function accountRef(a: { number: string; holder: string; currency: string }) {
  return { CUENTA: a.number, TITULAR: a.holder, MONEDA: a.currency };
}

/**
 * Which accounts a caller may reach: made once in app.ts and handed to every module through
 * `Deps`, so object-level checks live in one place (an account of another company answers
 * as one that does not exist), and which of them the caller may sign for.
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
      return { data: rows.map(accountRef) };
    },

    /**
     * The accounts the caller may sign for (doc 1 §7 `getAccountsByUsersSigners`): those the
     * bank's signer register lists for them, if they hold the signer role (22) now; a register
     * row outlives a role taken away, and must not let its former holder sign.
     */
    async listForSigner(session: SessionContext) {
      if (!session.roles.includes(Role.signer)) return { data: [] };
      return { data: (await signerAccounts(db, session.companyId, session.userId)).map(accountRef) };
    },
  };
}

export type AccountAccess = ReturnType<typeof createAccountAccess>;
/** One of the caller's accounts as ownAccounts answers it. */
export type OwnAccount = Awaited<ReturnType<AccountAccess['ownAccounts']>>[number];
