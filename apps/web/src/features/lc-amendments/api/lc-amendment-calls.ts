import { routes, RequestError, type LcAmendmentAudit, type LcAmendmentFields, type LcAmendmentLetter, type LcAmendmentRow, type RequestAction } from '@bel/contract';
import type { ActionCall } from '../../../components/signed-request';
import { call } from '../../../lib/api-client';
import type { ApiResult } from '../../../lib/api-client';
import { base64ToBytes, saveFile } from '../../../lib/export/bytes';
import { reportFailure } from '../../../lib/toast';

/** The form's values: the letter it amends (from the row, or the add dialog's reference) and the fields. */
export type AmendmentValues = LcAmendmentFields & { lcNumber: string; applicantAcc: string };
type Call = ActionCall<LcAmendmentRow, AmendmentValues>;

const missing: ApiResult<never> = { ok: false, error: { statusCode: 404, message: RequestError.notFound } };

/** Spec §7's answers carry the outcome in data[0].respuesta (a catalogue code, ADR 0021). */
function outcome(result: ApiResult<readonly [{ respuesta: string }]>): ApiResult<string> {
  return result.ok ? { ok: true, data: result.data[0].respuesta } : result;
}

/** Spec §7's payload: the fields, the letter and its account, the amendment (0: new) and the audit lists (ignored by the bank). */
const body = (values: AmendmentValues, row: LcAmendmentRow | null) => ({
  enmiendaType: 'FECHA' as const,
  lcNumber: values.lcNumber,
  applicantAcc: values.applicantAcc,
  enmiendaId: row?.enmienda_id ?? 0,
  latestShipment: values.latestShipment,
  expiryDate: values.expiryDate,
  partyCharged: values.partyCharged,
  usuario: row ? row.p_negociador.split('*').filter(Boolean) : [],
  registrationDate: [],
});

export function listAmendments(roles: readonly string[]): Promise<ApiResult<readonly LcAmendmentRow[]>> {
  return call(routes.lcAmendments.getAll, { body: { roles: [...roles] } });
}

/** The letter's summary with VALID (spec §7 getData), or null when the company has no such letter. */
export async function loadLetter(reference: string): Promise<ApiResult<LcAmendmentLetter | null>> {
  const result = await call(routes.lcAmendments.getData, { body: { reference } });
  return result.ok ? { ok: true, data: result.data[0] ?? null } : result;
}

/** Who registered and signed the amendment, with the days (spec §7 getDataPending, naming the amendment). */
export async function loadAudit(reference: string, enmiendaId: number): Promise<ApiResult<LcAmendmentAudit | null>> {
  const result = await call(routes.lcAmendments.getDataPending, { body: { reference, enmiendaId } });
  return result.ok ? { ok: true, data: result.data[0] ?? null } : result;
}

export const validateAmendment: Call = async ({ values, row }) => outcome(await call(routes.lcAmendments.validate, { body: body(values, row) }));

const save: Call = async ({ values, row, headers }) => outcome(await call(routes.lcAmendments.save, { body: body(values, row), headers }));

/**
 * One call per action of the amendment machine. Send to sign saves what the form holds and sends
 * it (a new one included); sign and reverse send what the signer saw; cancel and reverse answer
 * `error: true` for success (spec §7). Each sends the form's idempotency key.
 */
export const amendmentCalls: Readonly<Partial<Record<RequestAction, Call>>> = {
  create: save,
  save,
  sendToSign: async ({ values, row, headers }) => outcome(await call(routes.lcAmendments.saveAndSendToSign, { body: body(values, row), headers })),
  sign: async ({ values, row, headers }) => (row ? outcome(await call(routes.lcAmendments.sign, { body: { ...body(values, row), firmante: row.p_firmante.split('*').filter(Boolean) }, headers })) : missing),
  reverse: async ({ values, row, reason, headers }) => (row ? outcome(await call(routes.lcAmendments.reverse, { body: { ...body(values, row), firmante: [], cancelarLc: reason ?? '' }, headers })) : missing),
  cancel: async ({ row, reason, headers }) =>
    row ? outcome(await call(routes.lcAmendments.cancel, { body: { lcNumber: row.referencia, enmiendaId: row.enmienda_id, usuario: row.p_negociador.split('*').filter(Boolean), cancelarLc: reason ?? '' }, headers })) : missing,
};

/** An authorized amendment's MT707 as the bank's sealed PDF, saved as ECC_{reference}.pdf (spec §4). */
export async function downloadSwift(row: Pick<LcAmendmentRow, 'enmienda_id'>): Promise<boolean> {
  const result = await call(routes.lcAmendments.getSwift, { body: { enmiendaId: row.enmienda_id } });
  if (!result.ok) {
    reportFailure(result.error);
    return false;
  }
  saveFile(base64ToBytes(result.data.content), result.data.mimeType, result.data.fileName);
  return true;
}
