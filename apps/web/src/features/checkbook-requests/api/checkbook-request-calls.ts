import { routes, RequestError, RequestOutcome } from '@bel/contract';
import type { CheckbookFields, CheckbookRequestRow, RequestAction } from '@bel/contract';
import { i18n } from '../../../lib/translation';
import type { ActionCall, OptionsContext } from '../../../components/signed-request';
import type { FieldOption } from '../../../components/query-view';
import { call } from '../../../lib/api-client';
import type { ApiResult } from '../../../lib/api-client';

type Call = ActionCall<CheckbookRequestRow, CheckbookFields>;

const missing: ApiResult<never> = { ok: false, error: { statusCode: 404, message: RequestError.notFound } };

/** Spec §7's answers carry the outcome in data[0].respuesta (a catalogue code, ADR 0021). */
function outcome(result: ApiResult<readonly [{ respuesta: string }]>): ApiResult<string> {
  return result.ok ? { ok: true, data: result.data[0].respuesta } : result;
}

export function listCheckbookRequests(roles: readonly string[]): Promise<ApiResult<readonly CheckbookRequestRow[]>> {
  return call(routes.checkbookRequests.listRequests, { body: { roles: [...roles] } });
}

/** Save serves new requests (id 0) and stored ones alike (spec §7). */
const save: Call = async ({ values, row, headers }) =>
  outcome(await call(routes.checkbookRequests.save, { body: { ...values, solicitudChequeraId: row?.solicitud_chequera_id ?? 0, chequeraId: row?.chequera_id ?? null }, headers }));

/** One call per action of the checkbook machine, each with the form's idempotency key. Sign and reverse send what the signer saw. */
export const checkbookCalls: Readonly<Partial<Record<RequestAction, Call>>> = {
  create: save,
  save,
  sendToSign: async ({ row, headers }) => (row ? outcome(await call(routes.checkbookRequests.sendToSign, { body: { solicitudChequeraId: row.solicitud_chequera_id }, headers })) : missing),
  sign: async ({ values, row, headers }) => (row ? outcome(await call(routes.checkbookRequests.sign, { body: { ...values, solicitudChequeraId: row.solicitud_chequera_id }, headers })) : missing),
  reverse: async ({ values, row, reason, headers }) => {
    if (!row) return missing;
    const result = await call(routes.checkbookRequests.reverse, { body: { ...values, solicitudChequeraId: row.solicitud_chequera_id, respuesta: reason ?? '' }, headers });
    return result.ok ? { ok: true, data: RequestOutcome.reversed } : result;
  },
  delete: async ({ row, headers }) => (row ? outcome(await call(routes.checkbookRequests.delete, { body: { solicitudChequeraId: row.solicitud_chequera_id }, headers })) : missing),
};

/** The bank's check types (spec §3): `tipo_cheque_id` is the code's place in CHECK_TYPES, named by the catalogue. */
export async function loadCheckTypes({ language }: OptionsContext): Promise<ApiResult<readonly FieldOption[]>> {
  const result = await call(routes.checkbookRequests.types);
  if (!result.ok) return result;
  return {
    ok: true,
    data: result.data.map((type) => ({
      value: String(type.tipo_cheque_id),
      label: i18n.t(`checkbooks:checkType.${type.tipo_cheque_id}`, { lng: language, defaultValue: type.tipo_cheque_nombre }),
    })),
  };
}

/** The bank's branches a checkbook can be delivered to (GET configuration/branch, ADR 0021). */
export async function loadBranches(): Promise<ApiResult<readonly FieldOption[]>> {
  const result = await call(routes.configuration.branches);
  return result.ok ? { ok: true, data: result.data.map((branch) => ({ value: branch.codigo, label: `${branch.codigo} - ${branch.nombre}` })) } : result;
}
