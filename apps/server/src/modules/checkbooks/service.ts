import { checkTypeId, DateRules } from '@bel/contract';
import type { Deps } from '../../deps.js';
import { apiDateTime, dayBounds } from '../../bank/calendar.js';
import { assertDateRange } from '../../http/date-range.js';
import type { SessionContext } from '../../core/session/session-context.js';
import { checkbooksRequested } from './repo.js';

/** Spanish names of the states (the web app translates the rows it shows). */
const STATE_NAMES = {
  requested: 'Solicitada',
  approved: 'Aprobada',
  printed: 'Impresa',
  delivered: 'Entregada',
  rejected: 'Rechazada',
} as const;

export function createCheckbookService(deps: Deps) {
  return {
    /** Every account must be the caller's company's; a foreign one answers like a missing one. */
    async notIssued(session: SessionContext, body: { cuentas: string[]; startDate: string; endDate: string }) {
      assertDateRange(body, deps.clock, DateRules.standard);
      const own = await deps.accounts.ownAccounts(session, body.cuentas);
      const { from, before } = dayBounds(body.startDate, body.endDate);
      const rows = await checkbooksRequested(deps.db, own.map((a) => a.id), from, before);
      return {
        data: rows.map((r) => ({
          cuenta: r.account,
          titular: r.holder,
          moneda: r.currency,
          nombre_estado: STATE_NAMES[r.state],
          tipo_cheque: checkTypeId(r.checkType),
          tipo_cheque_nombre: r.checkTypeName,
          nombre_tipo_cheque: r.checkTypeName,
          fecha_solicitada: apiDateTime(r.requestedAt),
          fecha_aprobada: r.approvedAt ? apiDateTime(r.approvedAt) : null,
          fecha_impresa: r.printedAt ? apiDateTime(r.printedAt) : null,
          nombre_destino: r.branchName,
          chequeras: r.chequeras,
          cubiertas: r.cubiertas,
          rm: r.rm,
        })),
      };
    },
  };
}
