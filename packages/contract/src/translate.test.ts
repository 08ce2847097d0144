import fc from 'fast-check';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { namespaces, resources } from './i18n/resources.js';
import { hasTranslation, translate } from './translate.js';
import type { Catalogue, TranslateOptions } from './translate.js';

// The portal's lookup against i18next, the library it replaced on the web (ADR 0055), with
// i18next set up as the web app had it: over every key of both catalogues, then over keys and
// options made up from their parts.

const reference = i18next.createInstance();
await reference.init({
  resources,
  lng: 'es',
  fallbackLng: false,
  ns: namespaces,
  defaultNS: 'common',
  initAsync: false,
  interpolation: { escapeValue: false },
});

const LANGUAGES = ['es', 'en'] as const;
const catalogue = (language: string, namespace: string) => (resources as Record<string, Record<string, Catalogue>>)[language]?.[namespace];
const ours = (key: string, options?: TranslateOptions) => translate(catalogue, 'es', 'common', key, options);
/**
 * i18next's answer, but for one chosen difference: a key that names a group of texts, asked
 * for as a text, answers as a missing key does (its default value, else the key) instead of
 * i18next's English notice.
 */
const theirs = (key: string, options?: TranslateOptions): unknown => {
  const answer = reference.t(key, options as never) as unknown;
  if (typeof answer !== 'string' || !answer.endsWith(' returned an object instead of string.')) return answer;
  return options?.defaultValue === undefined ? key.slice(key.indexOf(':') + 1) : theirs('no.such.key', options);
};

/** Every text's key path, with the plural suffixes taken off too (what screens ask for). */
function keys(data: unknown, prefix = ''): string[] {
  if (data === null || typeof data !== 'object') return [prefix];
  return Object.entries(data).flatMap(([name, value]) => {
    const path = prefix ? `${prefix}.${name}` : name;
    const base = path.replace(/_(zero|one|two|few|many|other)$/, '');
    return base === path ? keys(value, path) : [path, base];
  });
}

const VALUES = { count: 3, name: 'Ana', amount: '1,234.50', date: '24/11/2026', n: 7, max: 40, code: 'X1', total: 9, page: 2, pages: 5 };
const COUNTS = [0, 1, 2, 5, 21, 1.5, 1_000_000];

describe('translate agrees with i18next', () => {
  for (const language of LANGUAGES) {
    it(`on every key of the ${language} catalogues, with values and plural counts`, () => {
      let checked = 0;
      for (const namespace of namespaces) {
        const flat = namespace === 'errors';
        for (const key of new Set(keys(catalogue(language, namespace)))) {
          const options: TranslateOptions = { ns: namespace, lng: language, ...VALUES, ...(flat ? { keySeparator: false } : {}) };
          for (const count of COUNTS) {
            expect(ours(key, { ...options, count }), `${language} ${namespace}:${key} count ${count}`).toEqual(theirs(key, { ...options, count }));
          }
          expect(ours(`${namespace}:${key}`, { lng: language, name: 'x' })).toEqual(theirs(`${namespace}:${key}`, { lng: language, name: 'x' }));
          expect(hasTranslation(catalogue, language, namespace, key, options)).toBe(reference.exists(key, options as never));
          checked++;
        }
      }
      expect(checked).toBeGreaterThan(1000);
    }, 60_000);
  }

  it('on keys and options made up from the catalogues’ parts, missing ones included', () => {
    const parts = [...new Set(namespaces.flatMap((namespace) => keys(catalogue('es', namespace)).flatMap((key) => key.split('.'))))];
    // Keys are names, as the portal's are: i18next reads a key with spaces as a sentence.
    const made = fc.stringMatching(/^[A-Za-z0-9_]{1,6}$/);
    const key = fc.array(fc.oneof(fc.constantFrom(...parts), made), { minLength: 1, maxLength: 4 }).map((segments) => segments.join('.'));
    const options = fc.record(
      {
        ns: fc.constantFrom(...namespaces),
        lng: fc.constantFrom(...LANGUAGES),
        count: fc.oneof(fc.integer({ min: -2, max: 1_000_001 }), fc.constant(1)),
        defaultValue: fc.oneof(fc.string(), fc.constant('{{name}} y {{missing}}')),
        keySeparator: fc.constant(false as const),
        returnObjects: fc.boolean(),
        name: fc.string(),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.boolean(), fc.constantFrom(...namespaces), key, options, (prefixed, namespace, name, opts) => {
        const full = prefixed ? `${namespace}:${name}` : name;
        expect(ours(full, opts)).toEqual(theirs(full, opts));
        expect(hasTranslation(catalogue, 'es', 'common', full, opts)).toBe(reference.exists(full, opts as never));
      }),
      { numRuns: Number(process.env.TRANSLATE_RUNS ?? 3000) },
    );
    // A hang detector, not a budget (3,000 runs take under a second here; TRANSLATE_RUNS raises them).
  }, 60_000);
});
