import { createHash } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import { DOCUMENT_MAX_BYTES, DocumentShipmentError } from '@bel/contract';
import { Failure } from '../../http/failure.js';

export interface StoredPdf {
  content: Buffer;
  size: number;
  /** Hex. */
  sha256: string;
}

const MAGIC = Buffer.from('%PDF-');
const refuse = (code: string): never => {
  throw new Failure(400, code, { field: 'document' });
};

/** Pages of the parsed document; 0 when it does not parse (pdf-lib may throw on reading its catalogue too). */
async function pageCount(content: Buffer): Promise<number> {
  try {
    const doc = await PDFDocument.load(content, { ignoreEncryption: true, updateMetadata: false, throwOnInvalidObject: true });
    return doc.getPageCount();
  } catch {
    return 0;
  }
}

/**
 * The shipment's PDF from its base64 (the contract already checked the alphabet, the size and
 * the first bytes): decoded, checked again, and parsed whole, so a file that only starts like a
 * PDF is refused as one that does not.
 */
export async function readPdf(base64: string): Promise<StoredPdf> {
  const content = Buffer.from(base64, 'base64');
  if (content.length > DOCUMENT_MAX_BYTES) refuse(DocumentShipmentError.tooLarge);
  if (!content.subarray(0, MAGIC.length).equals(MAGIC)) refuse(DocumentShipmentError.notPdf);
  if ((await pageCount(content)) < 1) refuse(DocumentShipmentError.notPdf);
  return { content, size: content.length, sha256: createHash('sha256').update(content).digest('hex') };
}
