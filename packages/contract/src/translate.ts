/**
 * The catalogue lookup both sides use (ADR 0055): the web app's screens and the gateway's
 * exports say the same words because one function finds them. It keeps i18next's meaning
 * for the part of it the portal uses, and a test compares the two over every key of both
 * catalogues: "ns:key" or an `ns` option, nested keys with dots (or flat ones with
 * `keySeparator: false`), plurals by `count` (`_one`, `_other`...), `{{name}}` values,
 * `defaultValue`, `lng` and `returnObjects`. A missing key answers its `defaultValue`, else
 * the key itself; so does a key that names a group of texts asked for as one text (i18next
 * answers an English notice there).
 */

/** One namespace's catalogue: texts, nested. */
export interface Catalogue {
  readonly [key: string]: unknown;
}

export interface TranslateOptions {
  /** The namespace, when the key does not name one ("ns:key"). */
  ns?: string;
  /** The language, when not the current one. */
  lng?: string;
  /** Chooses the plural form (`key_one`, `key_other`...) and is a value as `{{count}}`. */
  count?: number;
  /** What a missing key answers instead of the key. */
  defaultValue?: string;
  /** `false`: the key is one flat name, dots and all (the gateway's codes, "incorrect.pin"). */
  keySeparator?: false | string;
  /** Answers an object (a group of texts) as it is instead of a string. */
  returnObjects?: boolean;
  /** Values for `{{name}}`. */
  [value: string]: unknown;
}

/** What a lookup needs: a namespace's catalogue in a language, when loaded. */
export type FindCatalogue = (language: string, namespace: string) => Catalogue | undefined;

const OWN = Object.prototype.hasOwnProperty;

/**
 * A value under `path` in `data`, as i18next finds it: each step takes the shortest run of
 * dot-joined parts that names an entry, so a key can hold dots at any level.
 */
function find(data: unknown, path: string, separator: string | false): unknown {
  if (data === null || typeof data !== 'object') return undefined;
  const record = data as Record<string, unknown>;
  if (OWN.call(record, path)) return record[path];
  if (separator === false) return undefined;
  const parts = path.split(separator);
  for (let end = 1; end <= parts.length; end++) {
    const head = parts.slice(0, end).join(separator);
    if (!OWN.call(record, head)) continue;
    const value = record[head];
    if (end === parts.length) return value;
    if (value !== null && typeof value === 'object') {
      const found = find(value, parts.slice(end).join(separator), separator);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

const plurals = new Map<string, Intl.PluralRules>();
function pluralCategory(language: string, count: number): string {
  let rules = plurals.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    plurals.set(language, rules);
  }
  return rules.select(count);
}

/** `{{name}}` replaced by its value; a value not given leaves the placeholder, so it shows. */
function interpolate(text: string, options: TranslateOptions): string {
  if (!text.includes('{{')) return text;
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (placeholder, name: string) => {
    const value = find(options, name, '.');
    return value === undefined ? placeholder : String(value);
  });
}

/** A group of texts with the values put into every one of them. */
function interpolateAll(value: unknown, options: TranslateOptions): unknown {
  if (typeof value === 'string') return interpolate(value, options);
  if (Array.isArray(value)) return value.map((item) => interpolateAll(item, options));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, interpolateAll(item, options)]));
}

/**
 * The text of `key` in `language` (or `options.lng`), from catalogues `catalogue` finds;
 * `namespace` when neither the key nor the options name one.
 */
export function translate(catalogue: FindCatalogue, language: string, namespace: string, key: string, options: TranslateOptions = {}): string {
  const lng = options.lng ?? language;
  const colon = key.indexOf(':');
  const ns = colon >= 0 ? key.slice(0, colon) : (options.ns ?? namespace);
  const name = colon >= 0 ? key.slice(colon + 1) : key;
  const separator = options.keySeparator === undefined ? '.' : options.keySeparator;
  const data = catalogue(lng, ns);
  const candidates = typeof options.count === 'number' ? [`${name}_${pluralCategory(lng, options.count)}`, name] : [name];
  for (const candidate of candidates) {
    const value = find(data, candidate, separator);
    if (typeof value === 'string') return interpolate(value, options);
    if (value !== undefined && value !== null && typeof value === 'object' && options.returnObjects) return (separator === false ? value : interpolateAll(value, options)) as never;
  }
  return options.defaultValue !== undefined ? interpolate(options.defaultValue, options) : name;
}

/** Whether `key` has a text (or, with `returnObjects`, a group of texts). */
export function hasTranslation(catalogue: FindCatalogue, language: string, namespace: string, key: string, options: TranslateOptions = {}): boolean {
  const missing = '\u0000missing';
  return translate(catalogue, language, namespace, key, { ...options, defaultValue: missing, returnObjects: options.returnObjects ?? true }) !== missing;
}
