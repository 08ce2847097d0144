import type { ExportFormat } from '../exports.js';

export type { ExportFormat };

/**
 * Spec §9: BEL-{TITLE}.ext, TITLE upper-cased with underscores. Letters keep their accents
 * (browsers save them fine); characters no file system accepts are dropped.
 */
export function exportFileName(title: string, format: ExportFormat): string {
  const clean = title
    .trim()
    .replace(/[\\/:*?"<>|]+/g, ' ')
    .replace(/\s+/g, '_')
    .toLocaleUpperCase('es');
  return `BEL-${clean || 'EXPORT'}.${format}`;
}
