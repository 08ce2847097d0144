import { documentShipmentMachine } from '@bel/contract';
import type { DocumentShipmentRow } from '@bel/contract';
import { requestView, signedRowActor, signedRowFacts, signedRowUsers } from '../../../components/signed-request';
import type { RequestViewConfig, SignedRow } from '../../../components/signed-request';
import { textColumn } from '../../../components/ui/results-table';
import { formatApiDateTimeMinutes } from '../../../lib/format';
import { listShipments, loadDocumentTypes, loadShipmentPdf, shipmentCalls } from '../api/document-shipment-calls';
import { EMPTY_SHIPMENT, shipmentForm, shipmentValues } from '../model/shipment-form';
import type { ShipmentValues } from '../model/shipment-form';
import { ReceiptFrame } from './receipt-frame';

/** Spec §9: the details are cut at 60 characters in the table. */
export const DETAILS_SHOWN = 60;
export const cutDetails = (text: string) => (text.length > DETAILS_SHOWN ? `${text.slice(0, DETAILS_SHOWN)}…` : text);

/** The spec's shipment row in the shape the signed-request pieces read (doc 2 §3 names differ). */
const signed = (row: DocumentShipmentRow): SignedRow => ({
  estado: row.estado_solicitud,
  numero_firmas: row.n_firmantes_solicitud,
  p_negociador: row.usuario_solicitud,
  p_firmante: row.firmantes_solicitud,
  negociador: row.negociador,
  firmante: row.firmante,
  autorizador: row.autorizador,
  respuesta: row.motivo_cancel_solicitud,
});

/** Document shipments (spec §2, §4): a PDF prepared by a negotiator, signed, then sent to the bank. */
const config: RequestViewConfig<DocumentShipmentRow, ShipmentValues> = {
  machine: documentShipmentMachine,
  title: 'documentShipments:title',
  empty: 'msg.warning.shipmentListEmpty',
  list: listShipments,
  rowId: (row) => row.solicitud_id,
  facts: (row) => signedRowFacts(signed(row)),
  actor: (row, user) => signedRowActor(signed(row), user),
  users: (row) => signedRowUsers(signed(row)),
  rejection: (row) => row.motivo_cancel_solicitud,
  rejectionLabel: 'documentShipments:form.cancelled',
  stateName: (state, t) => t(`documentShipments:states.${state}`),
  columns: (t) => [
    { ...textColumn<DocumentShipmentRow>('modified', 'documentShipments:columns.modified', (row) => row.ultima_modificacion_solicitud, (value) => formatApiDateTimeMinutes(String(value ?? ''))), kind: 'datetime' },
    textColumn('type', 'documentShipments:columns.type', (row) => row.tipo_solicitud, (value, row) => t(`documentShipments:types.${String(value)}`, { defaultValue: row.nombre_tipo })),
    textColumn('details', 'documentShipments:columns.details', (row) => row.asunto_solicitud, (value) => cutDetails(String(value ?? ''))),
    textColumn('account', 'documentShipments:columns.account', (row) => row.cuenta_solicitud),
    textColumn('status', 'documentShipments:columns.status', (row) => row.estado_solicitud, (code) => t(`documentShipments:states.${String(code)}`)),
  ],
  form: {
    schema: shipmentForm,
    empty: EMPTY_SHIPMENT,
    fromRow: shipmentValues,
    fields: [
      { kind: 'options', name: 'docType', label: 'documentShipments:fields.type', numeric: true, load: loadDocumentTypes },
      { kind: 'account', name: 'cuenta' },
      { kind: 'pdf', name: 'document', label: 'documentShipments:fields.document', load: loadShipmentPdf },
      { kind: 'text', name: 'subject', label: 'documentShipments:fields.details', rows: 4, maxLength: 1000 },
    ],
    Frame: ReceiptFrame,
  },
  calls: shipmentCalls,
  signsFor: (values) => values.cuenta,
  failures: { sign: 'msg.error.noAuthSend', authorizeAndSend: 'msg.error.noAuthSend', delete: 'msg.error.noDeletedEnvio', reverse: 'msg.error.noReversedEnvio' },
};

export const DocumentShipmentsView = requestView(config);
