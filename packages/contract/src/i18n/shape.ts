/**
 * The shape a catalogue in another language must have: the same keys, all strings. The
 * English files are typed with it, so a missing key fails type-checking before the test.
 */
export type CatalogueShape<T> = { [K in keyof T]: T[K] extends string ? string : CatalogueShape<T[K]> };
