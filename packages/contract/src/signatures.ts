import { z } from 'zod';
import { endpoint } from './endpoint.js';

/** A PDF as a data URI, at most about 10 MB of base64. */
export const pdfDataUri = z
  .string({ error: () => 'doc.invalid' })
  .max(14_000_000, 'doc.tooLarge')
  .regex(/^data:application\/pdf;(filename=[^;]*;)?base64,[A-Za-z0-9+/]+=*$/, 'doc.invalid');

/**
 * `GET auth/getPinUser` issues the export reference printed in a PDF's header before it is
 * signed (ADR 0012); it never returns a PIN.
 */
export const exportReference = z.object({
  referencia: z.string(),
  usuario: z.string(),
  fecha_servidor_web: z.string(),
});

export const signatureEndpoints = {
  getPinUser: endpoint({ method: 'GET', path: '/auth/getPinUser', access: 'session', data: exportReference }),
  /** Signs a PDF with the bank's certificate; answers the signed file as base64. */
  sign: endpoint({
    method: 'POST',
    path: '/signatures/sign',
    access: 'session',
    body: z.object({ format: z.literal('pdf', { error: () => 'doc.formatInvalid' }).default('pdf'), document: pdfDataUri }),
    data: z.string(),
  }),
};
