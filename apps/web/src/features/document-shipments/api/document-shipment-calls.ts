import { routes, RequestError } from '@bel/contract';
import type { DocumentShipmentRow, RequestAction } from '@bel/contract';
import { i18n } from '../../../lib/translation';
import type { ActionCall, OptionsContext } from '../../../components/signed-request';
import type { FieldOption } from '../../../components/query-view';
import { call } from '../../../lib/api-client';
import type { ApiResult } from '../../../lib/api-client';
import type { ShipmentValues } from '../model/shipment-form';

type Call = ActionCall<DocumentShipmentRow, ShipmentValues>;

const missing: ApiResult<never> = { ok: false, error: { statusCode: 404, message: RequestError.notFound } };
const outcome = (result: ApiResult<{ respuesta: string }>): ApiResult<string> => (result.ok ? { ok: true, data: result.data.respuesta } : result);

export function listShipments(): Promise<ApiResult<readonly DocumentShipmentRow[]>> {
  return call(routes.documentShipments.list);
}

/** The stored PDF, base64 (spec §7 `document-shipment/document/{id}`). */
export async function loadShipmentPdf(values: ShipmentValues): Promise<ApiResult<string>> {
  const result = await call(routes.documentShipments.document, { params: { id: String(values.docId) } });
  return result.ok ? { ok: true, data: result.data.archivo_solicitud } : result;
}

/** The bank's document types (spec §3), named by the catalogue, else by the bank. */
export async function loadDocumentTypes({ language }: OptionsContext): Promise<ApiResult<readonly FieldOption[]>> {
  const result = await call(routes.documentShipments.types);
  if (!result.ok) return result;
  return {
    ok: true,
    data: result.data.map((type) => ({ value: String(type.tipo_id), label: i18n.t(`documentShipments:types.${type.tipo_id}`, { lng: language, defaultValue: type.nombre_tipo }) })),
  };
}

const fields = (values: ShipmentValues) => ({ docType: values.docType, account: values.cuenta, subject: values.subject });
/** The PDF travels only when one was chosen (its base64, prefix removed); otherwise the stored one stays. */
const file = (values: ShipmentValues) => (values.document?.base64 ? { document: values.document.base64, nombreFichero: values.document.name } : {});

async function create(values: ShipmentValues): Promise<ApiResult<{ id: number; outcome: string }>> {
  const chosen = values.document?.base64;
  if (!chosen) return { ok: false, error: { statusCode: 400, message: 'request.document.fileRequired', field: 'document' } };
  const result = await call(routes.documentShipments.create, { body: { ...fields(values), document: chosen, nombreFichero: values.document?.name } });
  return result.ok ? { ok: true, data: { id: result.data.solicitud_id, outcome: result.data.respuesta } } : result;
}

const save = (values: ShipmentValues, row: DocumentShipmentRow) => call(routes.documentShipments.save, { body: { docId: row.solicitud_id, ...fields(values), ...file(values) } });
const authorize = (docId: number, shown: Partial<{ docType: number; account: string; subject: string; sha256: string }> = {}) =>
  call(routes.documentShipments.authorize, { body: { docId, ...shown } });

/**
 * One call per action (spec §7). Crear sends to sign (POST); authorize-and-send stores the
 * shipment (POST or PATCH) and then authorizes it. A signature sends what the signer was shown.
 */
export const shipmentCalls: Readonly<Partial<Record<RequestAction, Call>>> = {
  create: async ({ values }) => {
    const made = await create(values);
    return made.ok ? { ok: true, data: made.data.outcome } : made;
  },
  save: async ({ values, row }) => (row ? outcome(await save(values, row)) : missing),
  authorizeAndSend: async ({ values, row }) => {
    const stored = row ? await save(values, row) : await create(values);
    if (!stored.ok) return stored;
    return outcome(await authorize(row ? row.solicitud_id : (stored.data as { id: number }).id));
  },
  sign: async ({ row }) =>
    row ? outcome(await authorize(row.solicitud_id, { docType: row.tipo_solicitud, account: row.cuenta_solicitud, subject: row.asunto_solicitud, sha256: row.sha256_fichero })) : missing,
  reverse: async ({ row, reason }) => (row ? outcome(await call(routes.documentShipments.cancel, { body: { docId: row.solicitud_id, reason: reason ?? '' } })) : missing),
  delete: async ({ row }) => (row ? outcome(await call(routes.documentShipments.delete, { params: { id: String(row.solicitud_id) } })) : missing),
};
