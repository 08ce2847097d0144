/** The languages of the interface, the downloads and the bank's documents (spec §1). Spanish first: it is the primary one. */
export const LANGUAGES = ['es', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * The cookie in which the browser keeps its interface language for the gateway, which sends
 * /login prerendered in it (ADR 0050). A preference, not a credential: the API never reads it.
 */
export const LANGUAGE_COOKIE = 'bel_language';

/**
 * The interface language: the one kept (the person's choice), else English when the browser's
 * first language is English, else Spanish, the primary one (spec §1). The browser's code
 * (localStorage, `navigator.language`) and the gateway choosing the prerendered /login (the
 * cookie, `Accept-Language`) both decide with this, so they agree (ADR 0050).
 */
export function chooseLanguage(kept: string | null | undefined, browserLanguage: string | undefined): Language {
  const chosen = LANGUAGES.find((language) => language === kept);
  if (chosen) return chosen;
  return browserLanguage?.trim().toLowerCase().startsWith('en') ? 'en' : 'es';
}
