import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { accountList, accountNumber } from './accounts.js';
import { currencyCode } from './money.js';
import { dateRangeFields } from './query-rules.js';
import { View } from './views.js';

/** Stored and sent as 'YYYY-MM-DD HH:mm:ss' (spec §3); shown DD/MM/YYYY HH:mm:ss. */
export const dateTime = z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

/** Checkbook types; the web app translates `checkType.<code>`. */
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
  tipo_cheque: z.enum(CHECK_TYPES),
  /** Spanish name, for readers that do not translate the code. */
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
