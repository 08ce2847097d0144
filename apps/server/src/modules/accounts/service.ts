import { minorToDecimal } from '@bel/contract';
import type { Deps } from '../../deps.js';
import { balances } from '../../bank/ledger.js';
import type { SessionContext } from '../../core/session/session-context.js';

export function createAccountService({ db, accounts }: Deps) {
  return {
    async info(session: SessionContext, numbers: readonly string[]) {
      const rows = await accounts.ownAccounts(session, numbers);
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
  };
}
