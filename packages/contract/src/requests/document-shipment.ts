import { z } from 'zod';
import { endpoint } from '../endpoint.js';
import { accountNumber } from '../accounts.js';
import { View } from '../views.js';
import { dateTime } from '../checkbooks.js';
import { reason } from './checkbook.js';

/** At most 2 MB of PDF (spec §5, §9): 2 MiB, the size the web checks before reading a file. */
export const DOCUMENT_MAX_BYTES = 2 * 1024 * 1024;
/** The longest base64 text of an allowed PDF (4 characters per 3 bytes, padded). */
export const DOCUMENT_BASE64_MAX = 4 * Math.ceil(DOCUMENT_MAX_BYTES / 3);
/** A data-URL prefix the client may leave on (spec §5: removed before the first comma). */
const PREFIX_MAX = 100;
/** Details max 1000 characters (spec §5, §9). */
export const SUBJECT_MAX = 1000;

export const DocumentShipmentError = {
  typeRequired: 'request.document.typeRequired',
  accountRequired: 'request.document.accountRequired',
  subjectRequired: 'request.document.subjectRequired',
  subjectTooLong: 'request.document.subjectTooLong',
  fileRequired: 'request.document.fileRequired',
  /** More than 2 MB: said by the schema, or by the gateway's body limit (413) before it reads more. */
  tooLarge: 'request.document.tooLarge',
  /** Not base64 of a PDF: the magic bytes, and on the gateway a parse of the whole file. */
  notPdf: 'request.document.notPdf',
} as const;
const E = DocumentShipmentError;

/** Spec §5: the base64 prefix before the first comma (`data:application/pdf;base64,`) is removed. */
export function stripDataUrlPrefix(text: string): string {
  return text.startsWith('data:') ? text.slice(text.indexOf(',') + 1) : text;
}

/** Bytes a base64 text decodes to, from its length and padding, without decoding it. */
export function base64Size(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return (base64.length / 4) * 3 - padding;
}

/** The base64 alphabet with its padding; the length must be a multiple of 4 as well. */
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
/** '%PDF-' is how every PDF starts; its base64 always starts with these seven characters. */
const PDF_MAGIC_BASE64 = 'JVBERi0';

/**
 * A PDF as base64 (prefix tolerated and removed): well-formed base64 of at most 2 MB that starts
 * with the PDF magic bytes. The gateway also parses the whole file before it stores it.
 */
export const pdfBase64 = z
  .string({ error: () => E.fileRequired })
  .max(DOCUMENT_BASE64_MAX + PREFIX_MAX, E.tooLarge)
  .transform(stripDataUrlPrefix)
  .pipe(
    z
      .string()
      .min(1, E.fileRequired)
      .max(DOCUMENT_BASE64_MAX, E.tooLarge)
      .regex(BASE64, E.notPdf)
      .refine((b) => b.length % 4 === 0, E.notPdf)
      .refine((b) => base64Size(b) <= DOCUMENT_MAX_BYTES, E.tooLarge)
      .refine((b) => b.startsWith(PDF_MAGIC_BASE64), E.notPdf),
  );

/**
 * A file name as the bank keeps it: no folders, no control or unusual characters (accents
 * folded, anything else '_'), at most 100 characters, ending in '.pdf'. A name that keeps
 * nothing is 'documento.pdf'.
 */
export function neutralFileName(name: string | null | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const stem = base
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\.pdf$/i, '')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/_{2,}/g, '_')
    .replace(/^[._-]+|[._-]+$/g, '')
    .slice(0, 96);
  return `${stem || 'documento'}.pdf`;
}

const documentType = z.number({ error: () => E.typeRequired }).int(E.typeRequired).positive(E.typeRequired);
const subject = z.string({ error: () => E.subjectRequired }).trim().min(1, E.subjectRequired).max(SUBJECT_MAX, E.subjectTooLong);
const account = z.string({ error: () => E.accountRequired }).min(1, E.accountRequired).pipe(accountNumber);
const fileName = z.string().max(1000).nullish();
const requestId = z.number({ error: () => 'request.id.invalid' }).int('request.id.invalid').positive('request.id.invalid');
/** A path id, as digits. */
export const documentShipmentIdParam = z.object({ id: z.string().regex(/^[1-9]\d{0,14}$/, 'request.id.invalid') });

/** What the form edits besides the file (spec §2): type, account, details. */
export const documentShipmentFields = z.object({ docType: documentType, account, subject });
export type DocumentShipmentFields = z.infer<typeof documentShipmentFields>;

/** POST document-shipment (spec §7): docType, document, subject, account; the file's name is ours. */
export const documentShipmentCreateBody = documentShipmentFields.extend({ document: pdfBase64, nombreFichero: fileName });
/** PATCH document-shipment: docId and the fields; without a document the stored PDF stays. */
export const documentShipmentSaveBody = documentShipmentFields.extend({ docId: requestId, document: pdfBase64.optional(), nombreFichero: fileName });

/**
 * PATCH document-shipment/authorize: docId (spec §7). What the signer was shown may come along —
 * type, account, details, the PDF's SHA-256 — and each field given must be what the shipment
 * says now, or the signature is refused (`request.changed`, ADR 0021).
 */
export const documentShipmentAuthorizeBody = z.object({
  docId: requestId,
  docType: documentType.optional(),
  account: account.optional(),
  subject: subject.optional(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/, 'request.changed').optional(),
});
export const documentShipmentCancelBody = z.object({ docId: requestId, reason });

/** What the request stores (the PDF itself is kept apart, in request_documents). */
export const documentShipmentPayload = z.object({
  tipo: z.number().int().positive(),
  asunto: z.string().min(1).max(SUBJECT_MAX),
  cuenta: accountNumber,
  fichero: z.object({ nombre: z.string().min(5).max(100), tamano: z.number().int().positive().max(DOCUMENT_MAX_BYTES), sha256: z.string().regex(/^[0-9a-f]{64}$/) }),
});
export type DocumentShipmentPayload = z.infer<typeof documentShipmentPayload>;

/** Spec §3 Document type. */
export const documentTypeRow = z.object({ tipo_id: z.number().int().positive(), nombre_tipo: z.string() });

const flag = z.union([z.literal(0), z.literal(1)]);

/** Spec §3 Document shipment request, without `archivo_solicitud` (fetched alone, by id). */
export const documentShipmentRow = z.object({
  solicitud_id: z.number().int().positive(),
  tipo_solicitud: z.number().int(),
  nombre_tipo: z.string(),
  nombreFichero: z.string(),
  /** Ours: the PDF's size in bytes and SHA-256 (hex), which the signatures bind. */
  tamano_fichero: z.number().int(),
  sha256_fichero: z.string(),
  asunto_solicitud: z.string(),
  cuenta_solicitud: accountNumber,
  titular: z.string(),
  estado_solicitud: z.number().int(),
  nombre_estado: z.string(),
  /** The cancellation reason (spec §3), or null. */
  motivo_cancel_solicitud: z.string().nullable(),
  /** The creator's username. */
  usuario_solicitud: z.string(),
  /** Usernames of those who signed, joined by '*'. */
  firmantes_solicitud: z.string(),
  /** Signatures required: fixed when it was sent to sign. */
  n_firmantes_solicitud: z.number().int(),
  ultima_modificacion_solicitud: dateTime,
  /** The caller holds role 22 (spec's flag); ours beside it, as on the other request rows. */
  firmante: flag,
  negociador: flag,
  autorizador: flag,
  /** Ours: the bank's receipt once it received the document (ADR 0025), else null. */
  registro_banco: z.string().nullable(),
  fecha_recepcion: dateTime.nullable(),
});
export type DocumentShipmentRow = z.infer<typeof documentShipmentRow>;

const views = [View.documentShipments];
const outcome = z.object({ respuesta: z.string() });

export const documentShipmentEndpoints = {
  types: endpoint({ method: 'GET', path: '/document-shipment/types', access: 'session', views, data: z.array(documentTypeRow) }),
  /** The caller's company's shipments, newest first (deleted ones are not listed). */
  list: endpoint({ method: 'POST', path: '/document-shipment/user', access: 'session', views, data: z.array(documentShipmentRow) }),
  document: endpoint({
    method: 'POST',
    path: '/document-shipment/document/:id',
    access: 'session',
    views,
    params: documentShipmentIdParam,
    data: z.object({ archivo_solicitud: z.string(), nombreFichero: z.string() }),
  }),
  create: endpoint({ method: 'POST', path: '/document-shipment', access: 'session', views, body: documentShipmentCreateBody, data: outcome.extend({ solicitud_id: z.number().int().positive() }) }),
  save: endpoint({ method: 'PATCH', path: '/document-shipment', access: 'session', views, body: documentShipmentSaveBody, data: outcome.extend({ solicitud_id: z.number().int().positive() }) }),
  delete: endpoint({ method: 'DELETE', path: '/document-shipment/:id', access: 'session', views, params: documentShipmentIdParam, data: outcome }),
  cancel: endpoint({ method: 'PATCH', path: '/document-shipment/cancel', access: 'session', views, body: documentShipmentCancelBody, data: outcome }),
  authorize: endpoint({ method: 'PATCH', path: '/document-shipment/authorize', access: 'session', views, body: documentShipmentAuthorizeBody, data: outcome }),
};
