import { checkTypeCode, checkTypeId, type CheckbookFields, type CheckbookRequestRow, type CheckTypeCode, Role } from '@bel/contract';
import type { Deps } from '../../deps.js';
import type { Tx } from '../../db/client.js';
import { apiDateTime } from '../../bank/calendar.js';
import { Failure } from '../../http/failure.js';
import type { Caller } from '../../core/requests/engine.js';
import type { SessionContext } from '../../core/session/session-context.js';
import { checkbookRequestType as type } from './request-type.js';
import { branchExists, branchNames, checkTypeRows } from './repo.js';

const flag = (yes: boolean) => (yes ? 1 : 0) as 0 | 1;

export function createCheckbookRequestService({ db, requests }: Deps) {
  requests.register(type);

  /** The bank's own lists decide what a destination and a type may be, not the client. */
  async function checkReferences(fields: CheckbookFields) {
    if (!checkTypeCode(fields.tipoCheque)) throw new Failure(400, 'request.checkbook.typeRequired', { field: 'tipoCheque' });
    if (!(await branchExists(db, fields.destino))) throw new Failure(400, 'request.checkbook.destinationRequired', { field: 'destino' });
  }

  const fieldsOf = ({ cuenta, destino, tipoCheque, chequeras, cubiertas, rm }: CheckbookFields): CheckbookFields => ({ cuenta, destino, tipoCheque, chequeras, cubiertas, rm });

  return {
    /** Spec §7: only the roles the caller really holds count; none held lists nothing. */
    async list(session: SessionContext, roles: readonly string[]) {
      const { required, rows } = await requests.list(session, type);
      if (!roles.some((r) => session.roles.includes(r))) return { data: [], numeroFirmas: required };
      const [names, branches] = await Promise.all([checkTypeRows(db), branchNames(db)]);
      const typeName = new Map(names.map((n) => [checkTypeId(n.code as CheckTypeCode), n.name]));
      const data = rows.map((r): CheckbookRequestRow => {
        const p = r.payload as CheckbookFields;
        return {
          solicitud_chequera_id: r.id,
          chequera_id: null,
          cuenta: r.accountNumber!,
          titular: r.accountHolder!,
          moneda: r.accountCurrency!,
          tipo_cheque: p.tipoCheque,
          tipo_cheque_nombre: typeName.get(p.tipoCheque) ?? '',
          chequeras: p.chequeras,
          cubiertas: p.cubiertas,
          rm: p.rm,
          numero_firmas: r.required,
          estado: r.state,
          nombre_estado: type.machine.states[r.state] ?? String(r.state),
          respuesta: r.reason,
          destino: p.destino,
          nombre_destino: branches.get(p.destino) ?? p.destino,
          p_negociador: r.negotiator,
          p_firmante: r.signers,
          negociador: flag(session.roles.includes(Role.negotiator)),
          firmante: flag(session.roles.includes(Role.signer)),
          autorizador: flag(r.maySign),
          ultima_fecha_modificacion: apiDateTime(r.updatedAt),
        };
      });
      return { data, numeroFirmas: required };
    },

    async types() {
      const rows = await checkTypeRows(db);
      return { data: rows.map((r) => ({ tipo_cheque_id: checkTypeId(r.code as CheckTypeCode), tipo_cheque_nombre: r.name })).sort((a, b) => a.tipo_cheque_id - b.tipo_cheque_id) };
    },

    /** Id 0 makes a new request; another id saves changes to it. */
    async save(caller: Caller, body: CheckbookFields & { solicitudChequeraId: number }, tx?: Tx) {
      const fields = fieldsOf(body);
      await checkReferences(fields);
      const done =
        body.solicitudChequeraId === 0 ? await requests.create(caller, type, fields, { tx }) : await requests.save(caller, type, body.solicitudChequeraId, fields, { tx });
      return { data: [{ error: 1 as const, solicitud_chequera_id: done.id, respuesta: done.outcome }] as [{ error: 1; solicitud_chequera_id: number; respuesta: string }] };
    },

    async act(caller: Caller, id: number, action: 'delete' | 'sendToSign', tx?: Tx) {
      const done = await requests.act(caller, type, id, action, { tx });
      return { data: [{ error: 1 as const, respuesta: done.outcome }] as [{ error: 1; respuesta: string }] };
    },

    /** The signer signs what their screen showed: the full field set must match the request. */
    async sign(caller: Caller, body: CheckbookFields & { solicitudChequeraId: number }, tx?: Tx) {
      const done = await requests.act(caller, type, body.solicitudChequeraId, 'sign', { shown: fieldsOf(body), tx });
      return { data: [{ error: 1 as const, respuesta: done.outcome }] as [{ error: 1; respuesta: string }] };
    },

    async reverse(caller: Caller, body: CheckbookFields & { solicitudChequeraId: number; respuesta: string }, tx?: Tx) {
      await requests.act(caller, type, body.solicitudChequeraId, 'reverse', { reason: body.respuesta, shown: fieldsOf(body), tx });
      return { data: { success: true as const } };
    },
  };
}
