import { statementFileName, type FileDocument, type StatementFormat } from '@bel/contract';
import { compact } from '../../../bank/calendar.js';
import { toCamt053 } from './camt053.js';
import { toMt940 } from './mt940.js';
import type { Statement } from './model.js';
import { toPdf } from './pdf.js';

export interface RenderedFile {
  fileName: string;
  mimeType: string;
  bytes: Uint8Array;
}

export const MIME_TYPES: Record<StatementFormat, string> = {
  pdf: 'application/pdf',
  // MT940 is plain ASCII in the SWIFT character set.
  txt: 'text/plain; charset=us-ascii',
  xml: 'application/xml',
};

export async function renderStatement(s: Statement, format: StatementFormat): Promise<RenderedFile> {
  const bytes = format === 'pdf' ? await toPdf(s) : new TextEncoder().encode(format === 'txt' ? toMt940(s) : toCamt053(s));
  return { fileName: statementFileName(s.account.number, compact(s.to), format), mimeType: MIME_TYPES[format], bytes };
}

export const asFileDocument = (f: RenderedFile): FileDocument => ({ fileName: f.fileName, mimeType: f.mimeType, content: Buffer.from(f.bytes).toString('base64') });
