import type { Language } from './languages.js';

/**
 * What the sign-in help assistant offers to download (spec §2 Login page; ADR 0019). The
 * gateway serves each file outside /api, without the API key, so a plain link works.
 */
export type DownloadKey = 'terms' | 'contract' | 'authenticator' | 'mobileApp';

export interface DownloadFile {
  path: string;
  fileName: string;
  mimeType: string;
}

/** A file kind: given a language and a name, the file as served under /downloads. */
const file =
  (mimeType: string) =>
  (language: Language, fileName: string): DownloadFile => ({ path: `/downloads/${language}/${fileName}`, fileName, mimeType });
const pdf = file('application/pdf');
const zip = file('application/zip');

export const DOWNLOAD_KEYS: readonly DownloadKey[] = ['terms', 'contract', 'authenticator', 'mobileApp'];

export const DOWNLOADS: Record<DownloadKey, Record<Language, DownloadFile>> = {
  terms: { es: pdf('es', 'BEL-Terminos-y-condiciones.pdf'), en: pdf('en', 'BEL-Terms-and-conditions.pdf') },
  contract: { es: pdf('es', 'BEL-Contrato-de-servicios.pdf'), en: pdf('en', 'BEL-Service-agreement.pdf') },
  authenticator: { es: zip('es', 'BEL-Autenticador-demo.zip'), en: zip('en', 'BEL-Authenticator-demo.zip') },
  mobileApp: { es: zip('es', 'BEL-Movil-demo.zip'), en: zip('en', 'BEL-Mobile-demo.zip') },
};
