import type { Language } from '../../lib/i18n';
import { modulePreloads } from './module-preloads';

const HTML_LANG = /<html lang="[^"]*"/;

/** The built index.html in `language`: its `lang`, which screen readers read before any code runs. */
export function withLanguage(index: string, language: Language): string {
  if (!HTML_LANG.test(index)) throw new Error('index.html has no <html lang>');
  return index.replace(HTML_LANG, `<html lang="${language}"`);
}

/**
 * The page of every address but /login in one language: index.html naming, beside its entry, the
 * built files a signed-in tab's start needs (its chunks, ADR 0066; the language's catalogues,
 * ADR 0068), so the browser fetches them with the entry, not after it has run; and the styles of
 * the shell and a results table on a phone (ADR 0073), which the browser then does not insert.
 */
export function indexPageHtml(index: string, language: Language, preloads: readonly string[], styles: string): string {
  if (!index.includes('</head>')) throw new Error('index.html has no </head>');
  return withLanguage(index, language).replace('</head>', () => `${modulePreloads(preloads)}${styles}</head>`);
}
