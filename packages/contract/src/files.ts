import { z } from 'zod';

/** A document the gateway produced (statement, zip, signed PDF), base64 in the JSON envelope. */
export const fileDocument = z.object({
  fileName: z.string(),
  mimeType: z.string(),
  /** Base64 of the file's bytes. */
  content: z.string(),
});
export type FileDocument = z.infer<typeof fileDocument>;
