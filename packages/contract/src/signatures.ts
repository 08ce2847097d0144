import { z } from 'zod';
import { endpoint } from './endpoint.js';

/** A PDF as a data URI, at most about 10 MB of base64. */
export const pdfDataUri = z
  .string({ error: () => 'doc.invalid' })
  .max(14_000_000, 'doc.tooLarge')
  .regex(/^data:application\/pdf;(filename=[^;]*;)?base64,[A-Za-z0-9+/]+=*$/, 'doc.invalid');

/** Ours: refusals of `signatures/sign` (spec §8 names doc.no.digital.signature). */
export const SignatureError = {
  /** The document is not a readable PDF (400). */
  invalid: 'doc.invalid',
  /** The bank could not sign it (500); the client saves nothing. */
  notSigned: 'doc.no.digital.signature',
  /** The gateway did not issue this document to the caller (403): the bank signs only what it rendered (ADR 0035). */
  notIssued: 'doc.notIssued',
} as const;

export { BANK_CA_FILE_NAME, BANK_CA_PATH } from './bank-certificate.js';

/**
 * `GET auth/getPinUser` issues the export reference printed in a PDF's header before it is
 * signed (ADR 0012); it never returns a PIN.
 */
export const exportReference = z.object({
  /** BEL-{usuario}-{YYYYMMDDHHmmss, UTC}-{6 random upper-case hex digits}. */
  referencia: z.string(),
  usuario: z.string(),
  fecha_servidor_web: z.string(),
});

export const signatureEndpoints = {
  getPinUser: endpoint({ method: 'GET', path: '/auth/getPinUser', access: 'session', data: exportReference }),
  /**
   * Answers a PDF the gateway issued to the caller, with the bank's seal it already carries; any
   * other document is refused (403 doc.notIssued). Exports come sealed from `POST exports` (ADR 0035).
   */
  sign: endpoint({
    method: 'POST',
    path: '/signatures/sign',
    access: 'session',
    body: z.object({ format: z.literal('pdf', { error: () => 'doc.formatInvalid' }).default('pdf'), document: pdfDataUri }),
    data: z.string(),
  }),
};
