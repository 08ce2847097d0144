import { hasTranslation, translate } from '@bel/contract';
import type { Catalogue, TranslateOptions } from '@bel/contract';
import { useEffect, useMemo, useSyncExternalStore } from 'react';

// The web app's catalogues in memory, loaded per language and namespace, and the hook that
// gives screens their `t` (ADR 0055). The lookup itself is the contract's `translate`, which
// the gateway's exports use too. It replaced i18next and react-i18next, whose 17 KB gzip
// were most of what the sign-in page could carry above a bare React + MUI page.

export type { TranslateOptions };

/** A lookup bound to a language (or the current one) and a default namespace. */
export interface TFunction {
  (key: string, options?: TranslateOptions & { returnObjects?: false }): string;
  (key: string, options: TranslateOptions & { returnObjects: true }): unknown;
}

/** Fetches one namespace's catalogue in one language (a chunk of the build). */
export type CatalogueLoader = (language: string, namespace: string) => Promise<Catalogue>;

const DEFAULT_NAMESPACE = 'common';
/** A failed chunk fetch (a network blip) is tried again after these pauses, then given up. */
const RETRY_PAUSES_MS = [350, 1000];

const bundles = new Map<string, Catalogue>();
const loading = new Map<string, Promise<void>>();
/** Every namespace asked for: a new language loads them all before the switch. */
const used = new Set<string>();
const changes = new Set<() => void>();
const languageListeners = new Set<(language: string) => void>();
let version = 0;
let language = 'es';
let initialized = false;
let loader: CatalogueLoader | undefined;

const bundleKey = (lng: string, namespace: string) => `${lng}\u0000${namespace}`;
const findCatalogue = (lng: string, namespace: string) => bundles.get(bundleKey(lng, namespace));

function changed(): void {
  version++;
  for (const listener of changes) listener();
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function loadOne(lng: string, namespace: string): Promise<void> {
  const key = bundleKey(lng, namespace);
  if (bundles.has(key)) return;
  let pending = loading.get(key);
  if (!pending) {
    pending = (async () => {
      for (let attempt = 0; ; attempt++) {
        try {
          if (!loader) throw new Error('translation: no catalogue loader (init first)');
          bundles.set(key, await loader(lng, namespace));
          changed();
          return;
        } catch (error) {
          const wait = RETRY_PAUSES_MS[attempt];
          // Given up: the texts of that namespace show their keys until a later load succeeds.
          if (wait === undefined) return void console.warn(`translation: ${lng}/${namespace} not loaded`, error);
          await pause(wait);
        }
      }
    })().finally(() => loading.delete(key));
    loading.set(key, pending);
  }
  return pending;
}

const asList = (namespaces: string | readonly string[]) => (typeof namespaces === 'string' ? [namespaces] : namespaces);

function fixedT(lng: string | null, namespace: string): TFunction {
  return ((key: string, options?: TranslateOptions) => translate(findCatalogue, lng ?? language, namespace, key, options)) as TFunction;
}

export const i18n = {
  get language(): string {
    return language;
  },
  get isInitialized(): boolean {
    return initialized;
  },
  /** Starts with `namespaces` of `lng` loaded; resolves when they can be used. */
  async init(options: { lng: string; ns: readonly string[]; load: CatalogueLoader }): Promise<void> {
    language = options.lng;
    loader = options.load;
    initialized = true;
    await i18n.loadNamespaces(options.ns);
  },
  /** Loads namespaces in the current language (and remembers them for a language switch). */
  async loadNamespaces(namespaces: string | readonly string[]): Promise<void> {
    for (const namespace of asList(namespaces)) used.add(namespace);
    await Promise.all(asList(namespaces).map((namespace) => loadOne(language, namespace)));
  },
  /** Loads every namespace in use in another language, without switching to it. */
  async loadLanguages(lng: string): Promise<void> {
    await Promise.all([...used].map((namespace) => loadOne(lng, namespace)));
  },
  /** Switches once every namespace in use exists in `lng`, so no key shows meanwhile. */
  async changeLanguage(lng: string): Promise<void> {
    await i18n.loadLanguages(lng);
    if (lng === language) return;
    language = lng;
    changed();
    for (const listener of languageListeners) listener(lng);
  },
  onLanguageChanged(listener: (language: string) => void): () => void {
    languageListeners.add(listener);
    return () => languageListeners.delete(listener);
  },
  hasResourceBundle(lng: string, namespace: string): boolean {
    return bundles.has(bundleKey(lng, namespace));
  },
  t: fixedT(null, DEFAULT_NAMESPACE),
  exists(key: string, options?: TranslateOptions): boolean {
    return hasTranslation(findCatalogue, language, DEFAULT_NAMESPACE, key, options);
  },
  /** A lookup in `lng` (null: the language current when it is called) and `namespace`. */
  getFixedT(lng: string | null, namespace: string = DEFAULT_NAMESPACE): TFunction {
    return fixedT(lng, namespace);
  },
};

function subscribe(listener: () => void): () => void {
  changes.add(listener);
  return () => changes.delete(listener);
}
const snapshot = () => version;

/**
 * A screen's `t`, its first namespace the default one (others by "ns:key"). The component
 * renders again when the language changes or a catalogue arrives; a namespace not loaded yet
 * is loaded, its keys showing meanwhile (`ready` false).
 */
export function useTranslation(namespaces: string | readonly string[] = DEFAULT_NAMESPACE): { t: TFunction; i18n: typeof i18n; ready: boolean } {
  const list = asList(namespaces);
  const names = list.join(',');
  const current = useSyncExternalStore(subscribe, snapshot, snapshot);
  const ready = list.every((namespace) => i18n.hasResourceBundle(language, namespace));
  useEffect(() => {
    if (!ready) void i18n.loadNamespaces(names.split(','));
  }, [names, ready]);
  const first = list[0] ?? DEFAULT_NAMESPACE;
  // A new `t` whenever the texts may have changed, as i18next's hook gave on a language change.
  const t = useMemo(() => fixedT(null, first), [first, current]); // eslint-disable-line react-hooks/exhaustive-deps
  return { t, i18n, ready };
}
