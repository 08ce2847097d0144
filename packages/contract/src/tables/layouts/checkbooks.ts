import type { checkbookEndpoints } from '../../checkbooks.js';
import { routes } from '../../routes.js';
import type { DataOf } from '../../endpoint.js';
import { View } from '../../views.js';
import { dateTimeColumn, numberColumn, textColumn } from '../columns.js';
import { bodyQuery, type BodyOut, type ViewLayout } from '../layout.js';

type CheckRow = DataOf<typeof checkbookEndpoints.getRequests>[number];

/** Checkbooks not issued by the bank (spec §2): accounts and dates; check types translated. */
export const checksNotIssuedLayout: ViewLayout<CheckRow[], CheckRow, BodyOut<typeof checkbookEndpoints.getRequests>> = {
  key: View.checksNotIssued,
  view: View.checksNotIssued,
  title: 'checkbooks:title',
  input: routes.checkbooks.getRequests,
  query: bodyQuery(routes.checkbooks.getRequests),
  rows: (answer) => answer,
  columns: (t) => [
    textColumn('account', 'checkbooks:columns.account', (row) => row.cuenta),
    textColumn('holder', 'checkbooks:columns.holder', (row) => row.titular),
    textColumn('currency', 'checkbooks:columns.currency', (row) => row.moneda),
    textColumn('status', 'checkbooks:columns.status', (row) => row.nombre_estado),
    // By id in the reader's language; a type the catalogue does not know yet, by the bank's name.
    textColumn('type', 'checkbooks:columns.type', (row) => row.tipo_cheque, (id, row) => t(`checkbooks:checkType.${String(id)}`, { defaultValue: row.tipo_cheque_nombre })),
    dateTimeColumn('requested', 'checkbooks:columns.requested', (row) => row.fecha_solicitada),
    dateTimeColumn('approved', 'checkbooks:columns.approved', (row) => row.fecha_aprobada),
    dateTimeColumn('printed', 'checkbooks:columns.printed', (row) => row.fecha_impresa),
    textColumn('destination', 'checkbooks:columns.destination', (row) => row.nombre_destino),
    numberColumn('checkbooks', 'checkbooks:columns.checkbooks', (row) => row.chequeras),
    numberColumn('covers', 'checkbooks:columns.covers', (row) => row.cubiertas),
    numberColumn('rm', 'checkbooks:columns.rm', (row) => row.rm),
  ],
};
