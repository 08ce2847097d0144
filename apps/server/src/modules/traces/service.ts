import { DateRules, TRACE_LIST_LIMIT, type TraceQuery, type TraceRow } from '@bel/contract';
import type { Deps } from '../../deps.js';
import type { SessionContext } from '../../core/session/session-context.js';
import { apiDateTime, compact, dayBounds } from '../../bank/calendar.js';
import { assertDateRange } from '../../http/date-range.js';
import { companyUserTraces } from './repo.js';

/**
 * The audit trail lookup (doc 2 §2 Traces; ADR 0022). Only the caller's own company's rows:
 * a user name of another company, or of nobody, answers an empty list alike.
 */
export function createTraceService({ db, clock }: Deps) {
  return {
    async list(session: SessionContext, query: TraceQuery): Promise<{ data: TraceRow[] }> {
      const range = { startDate: compact(query.startDate), endDate: compact(query.endDate) };
      assertDateRange(range, clock, DateRules.standard);
      const { from, before } = dayBounds(range.startDate, range.endDate);
      // User names are lower case (doc 2 §5); the form may not be.
      const rows = await companyUserTraces(db, { companyId: session.companyId, username: query.username.toLowerCase(), from, before, limit: TRACE_LIST_LIMIT });
      return {
        data: rows.map((r) => ({
          nombre_usuario: r.username,
          nombre: r.firstName,
          p_apellido: r.lastName1,
          s_apellido: r.lastName2,
          nombre_operacion: r.operation,
          fecha: apiDateTime(r.at),
          ip: r.ip,
          traza_externa_id: r.externalId,
          descripcion: r.description,
        })),
      };
    },
  };
}
