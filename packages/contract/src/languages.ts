/** The languages of the interface, the downloads and the bank's documents (spec §1). Spanish first: it is the primary one. */
export const LANGUAGES = ['es', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
