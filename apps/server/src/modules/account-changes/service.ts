import type { Deps } from '../../deps.js';
import type { SessionContext } from '../../core/session/session-context.js';
import { changesInto } from './repo.js';

export function createAccountChangeService(deps: Deps) {
  return {
    /** The accounts must all be the caller's company's; a foreign one answers like a missing one. */
    async changes(session: SessionContext, numbers: readonly string[]) {
      const own = await deps.accounts.ownAccounts(session, numbers);
      const rows = await changesInto(deps.db, own.map((a) => a.id));
      return {
        data: rows.map((r) => ({
          CUENTA_ORIGEN: r.oldNumber,
          MONEDA_ORIGEN: r.oldCurrency,
          CUENTA_NUEVA: r.newNumber,
          MONEDA_NUEVA: r.newCurrency,
          TITULAR: r.holder,
        })),
      };
    },
  };
}
