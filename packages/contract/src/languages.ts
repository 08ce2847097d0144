/** The languages of the interface, the downloads and the bank's documents (spec §1). Spanish first: it is the primary one. */
export const LANGUAGES = ['es', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * The cookie in which the browser keeps its interface language for the gateway, which sends
 * /login prerendered in it (ADR 0050). A preference, not a credential: the API never reads it.
 */
export const LANGUAGE_COOKIE = 'bel_language';
