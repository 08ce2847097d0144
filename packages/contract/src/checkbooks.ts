import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { accountList, accountNumber } from './accounts.js';
import { currencyCode } from './money.js';
import { dateRangeFields } from './query-rules.js';
import { View } from './views.js';

/** Stored and sent as 'YYYY-MM-DD HH:mm:ss' (spec §3); shown DD/MM/YYYY HH:mm:ss. */
export const dateTime = z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

/**
 * Checkbook types, one list for the checkbooks-not-issued query and the checkbook requests.
 * On the wire a type is its numeric `tipo_cheque_id` (below); the web app translates
 * `checkType.<id>`.
 */
export const CHECK_TYPES = ['standard', 'certified', 'payroll', 'foreignCurrency'] as const;
export type CheckTypeCode = (typeof CHECK_TYPES)[number];

/** The numeric `tipo_cheque_id` of spec doc 2 §3: the code's place in CHECK_TYPES, from 1. */
export function checkTypeId(code: CheckTypeCode): number {
  return CHECK_TYPES.indexOf(code) + 1;
}
export function checkTypeCode(id: number): CheckTypeCode | undefined {
  return CHECK_TYPES[id - 1];
}

export const checkbookNotIssuedRow = z.object({
  cuenta: accountNumber,
  titular: z.string(),
  moneda: currencyCode,
  nombre_estado: z.string(),
  /** The type's `tipo_cheque_id` (doc 2 §3), as on the checkbook requests and `GET checkbooks/types`. */
  tipo_cheque: z.number().int().positive(),
  /** The bank's (Spanish) name of the type, as `GET checkbooks/types` names it (doc 2 §3). */
  tipo_cheque_nombre: z.string(),
  /** The same name under doc 1 §3's field name; the web app shows the catalogue's, by id (ADR 0023). */
  nombre_tipo_cheque: z.string(),
  fecha_solicitada: dateTime,
  fecha_aprobada: dateTime.nullable(),
  fecha_impresa: dateTime.nullable(),
  nombre_destino: z.string(),
  chequeras: z.number().int(),
  cubiertas: z.number().int(),
  rm: z.number().int(),
});

export const checkbookEndpoints = {
  /** Checkbooks not issued by the bank (`checks_no_bel`): the spec lists this path with this payload. */
  getRequests: endpoint({
    method: 'POST',
    path: '/checkbooks/getRequests',
    access: 'session',
    views: [View.checksNotIssued],
    body: z.object({ cuentas: accountList, ...dateRangeFields }),
    data: z.array(checkbookNotIssuedRow),
  }),
};
