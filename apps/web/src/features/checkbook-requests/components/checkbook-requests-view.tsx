import { checkbookFields, checkbookMachine, splitUsers } from '@bel/contract';
import type { CheckbookFields, CheckbookRequestRow } from '@bel/contract';
import { requestView, signedRowActor, signedRowFacts, signedRowUsers } from '../../../components/signed-request';
import type { RequestViewConfig } from '../../../components/signed-request';
import { dateTimeColumn, textColumn } from '../../../components/ui/results-table';
import { checkbookCalls, listCheckbookRequests, loadBranches, loadCheckTypes } from '../api/checkbook-request-calls';

/** Nothing chosen yet: the type is NaN so the contract's schema asks for it. */
const EMPTY: CheckbookFields = { cuenta: '', destino: '', tipoCheque: Number.NaN, chequeras: 0, cubiertas: 0, rm: 0 };

/** Checkbook requests (spec §2, §4): prepared by a negotiator, signed, then sent to the bank. */
const config: RequestViewConfig<CheckbookRequestRow, CheckbookFields> = {
  machine: checkbookMachine,
  title: 'checkbookRequests:title',
  empty: 'msg.warning.checkbookListEmpty',
  list: listCheckbookRequests,
  rowId: (row) => row.solicitud_chequera_id,
  facts: signedRowFacts,
  actor: signedRowActor,
  users: signedRowUsers,
  rejection: (row) => row.respuesta,
  stateName: (state, t) => t(`checkbookRequests:states.${state}`),
  columns: (t) => [
    textColumn('account', 'checkbookRequests:columns.account', (row) => row.cuenta),
    textColumn('status', 'checkbookRequests:columns.status', (row) => row.estado, (code) => t(`checkbookRequests:states.${String(code)}`)),
    textColumn('negotiator', 'checkbookRequests:columns.negotiator', (row) => splitUsers(row.p_negociador).join(', ')),
    dateTimeColumn('modified', 'checkbookRequests:columns.modified', (row) => row.ultima_fecha_modificacion),
  ],
  form: {
    schema: checkbookFields,
    empty: EMPTY,
    fromRow: (row) => ({ cuenta: row.cuenta, destino: row.destino, tipoCheque: row.tipo_cheque, chequeras: row.chequeras, cubiertas: row.cubiertas, rm: row.rm }),
    fields: [
      { kind: 'account', name: 'cuenta' },
      { kind: 'options', name: 'destino', label: 'checkbookRequests:fields.destination', load: loadBranches },
      { kind: 'options', name: 'tipoCheque', label: 'checkbookRequests:fields.type', numeric: true, load: loadCheckTypes },
      // The spec's inputs have minimum 1, but "at least one of the three above 0" needs 0 (the contract's rule).
      { kind: 'integer', name: 'chequeras', label: 'checkbookRequests:fields.checkbooks', min: 0, max: 999 },
      { kind: 'integer', name: 'cubiertas', label: 'checkbookRequests:fields.covers', min: 0, max: 999 },
      { kind: 'integer', name: 'rm', label: 'checkbookRequests:fields.rm', min: 0, max: 999 },
    ],
  },
  calls: checkbookCalls,
  failures: { reverse: 'msg.error.checkbookRejected' },
};

export const CheckbookRequestsView = requestView(config);
