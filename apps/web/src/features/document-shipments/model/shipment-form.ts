import { DocumentShipmentError, documentShipmentFields, pdfBase64 } from '@bel/contract';
import type { DocumentShipmentRow } from '@bel/contract';
import { z } from 'zod';
import type { PdfValue } from '../../../components/signed-request';

/** The shipment form: the contract's fields (the account as every request form's `cuenta`) and the PDF. */
export interface ShipmentValues {
  /** The stored shipment's id; 0 while new. */
  docId: number;
  docType: number;
  cuenta: string;
  subject: string;
  document: PdfValue | null;
}

const pdfValue = z.object({ name: z.string(), size: z.number(), base64: pdfBase64.nullable() });

/** The contract's rules; a PDF is required (a stored shipment's is there already, spec §5). */
export const shipmentForm = z.object({
  docId: z.number(),
  docType: documentShipmentFields.shape.docType,
  cuenta: documentShipmentFields.shape.account,
  subject: documentShipmentFields.shape.subject,
  document: pdfValue.nullable().refine((value) => value !== null, DocumentShipmentError.fileRequired),
}) as z.ZodType<ShipmentValues, ShipmentValues>;

/** Nothing chosen yet: the type is NaN so the schema asks for it. */
export const EMPTY_SHIPMENT: ShipmentValues = { docId: 0, docType: Number.NaN, cuenta: '', subject: '', document: null };

export function shipmentValues(row: DocumentShipmentRow): ShipmentValues {
  return {
    docId: row.solicitud_id,
    docType: row.tipo_solicitud,
    cuenta: row.cuenta_solicitud,
    subject: row.asunto_solicitud,
    document: { name: row.nombreFichero, size: row.tamano_fichero, base64: null },
  };
}
