import type { FastifyInstance } from 'fastify';
import { DOWNLOAD_KEYS, DOWNLOADS, LANGUAGES, type DownloadKey, type Language } from '@bel/contract';
import { renderDocumentPdf } from './document-pdf.js';
import { legalDocuments } from './documents.js';
import { authenticatorPackage, mobileAppPackage } from './packages.js';

async function build(key: DownloadKey, language: Language): Promise<Uint8Array> {
  if (key === 'terms' || key === 'contract') return renderDocumentPdf(legalDocuments[key][language], language);
  return key === 'authenticator' ? authenticatorPackage(language) : mobileAppPackage(language);
}

/**
 * The sign-in assistant's downloads (ADR 0019), outside /api like the CA certificate: no API
 * key, so a plain link in the login page works. Each file is made once, on first request
 * (again on the next one if making it failed).
 */
export async function assistantDownloads(app: FastifyInstance) {
  const made = new Map<string, Promise<Uint8Array>>();
  for (const key of DOWNLOAD_KEYS) {
    for (const language of LANGUAGES) {
      const file = DOWNLOADS[key][language];
      app.get(file.path, async (_request, reply) => {
        let bytes = made.get(file.path);
        if (!bytes) {
          bytes = build(key, language);
          made.set(file.path, bytes);
          // A failed build is forgotten, so the next request tries again instead of failing until restart.
          void bytes.catch(() => made.delete(file.path));
        }
        return reply
          .type(file.mimeType)
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .header('cache-control', 'public, max-age=3600')
          .send(Buffer.from(await bytes));
      });
    }
  }
}
