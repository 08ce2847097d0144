import type { DataOf } from '../../endpoint.js';
import type { traceEndpoints } from '../../traces.js';
import { routes } from '../../routes.js';
import { View } from '../../views.js';
import { dateTimeColumn, textColumn, type Translate } from '../columns.js';
import { bodyQuery, type BodyOut, type ViewLayout } from '../layout.js';

type TraceRow = DataOf<typeof traceEndpoints.list>[number];

/** Operation codes are dotted identifiers; anything else is shown as it is. */
const CODE = /^[A-Za-z0-9_]+(\.[A-Za-z0-9_]+)*$/;
const REQUEST = /^request\.(\w+)\.(\w+)$/;
// What t answers for a key the catalogue lacks (it would answer the key itself otherwise).
const MISSING = '\u0000missing';

/** A catalogue text, or null when the key has none (or names a group of texts). */
function textOf(t: Translate, key: string): string | null {
  const text: unknown = t(key, { returnObjects: true, defaultValue: MISSING });
  return typeof text === 'string' && text !== MISSING ? text : null;
}

/**
 * A trace's operation for people (ADR 0022): `auth.*` codes by the catalogue,
 * `request.<type>.<action>` as the request type and the action, any other code as it is.
 */
export function operationText(t: Translate, code: string): string {
  if (!CODE.test(code)) return code;
  const request = REQUEST.exec(code);
  if (request) {
    const type = textOf(t, `traces:requestTypes.${request[1]!}`);
    const action = textOf(t, `traces:requestActions.${request[2]!}`);
    return type && action ? t('traces:requestOperation', { type, action }) : code;
  }
  return textOf(t, `traces:operations.${code}`) ?? code;
}

/** The audit trail (doc 2 §2 Traces): a user name and a range of days; administrators only. */
export const tracesLayout: ViewLayout<TraceRow[], TraceRow, BodyOut<typeof traceEndpoints.list>> = {
  key: View.traces,
  view: View.traces,
  title: 'traces:title',
  input: routes.traces.list,
  query: bodyQuery(routes.traces.list),
  rows: (answer) => answer,
  columns: (t) => [
    textColumn('user', 'traces:columns.user', (row) => row.nombre_usuario),
    textColumn('name', 'traces:columns.name', (row) => row.nombre),
    textColumn('operation', 'traces:columns.operation', (row) => row.nombre_operacion, (code) => operationText(t, String(code))),
    dateTimeColumn('date', 'traces:columns.date', (row) => row.fecha),
    textColumn('ip', 'traces:columns.ip', (row) => row.ip),
  ],
};
