import { routes, type ExportFormat, type ExportRequest } from '@bel/contract';
import { call } from '../api-client';
import type { Language } from '../i18n';
import { reportFailure } from '../toast';
import { base64ToBytes, saveFile } from './bytes';

/** What a screen asks to export: its layout's name, its query's input and its table state. */
export type ExportAsk = Omit<ExportRequest, 'language' | 'format'>;

// The gateway's own refusals of an export, shown as they are; anything else is the data
// server's generic message (spec §8).
const KNOWN = /^(export|doc)\./;

/**
 * The gateway renders every export (ADR 0035): it runs the view's query again with the
 * caller's rights and answers the file, a PDF already sealed by the bank. The browser only
 * saves it. Answers whether a file was saved.
 */
export async function runExport(format: ExportFormat, ask: ExportAsk, language: Language): Promise<boolean> {
  const result = await call(routes.exports.render, { body: { ...ask, language, format } });
  if (!result.ok) {
    reportFailure(result.error, KNOWN.test(result.error.message) ? { key: result.error.message } : {});
    return false;
  }
  const { content, mimeType, fileName } = result.data;
  saveFile(base64ToBytes(content), mimeType, fileName);
  return true;
}
