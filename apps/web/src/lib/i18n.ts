import { useEffect, useState } from 'react';
import { chooseLanguage, LANGUAGE_COOKIE, LANGUAGES, type Language } from '@bel/contract';
import type { Catalogue } from '@bel/contract';
import { i18n, useTranslation } from './translation';
import type { CatalogueLoader } from './translation';

export { LANGUAGES, type Language };

/** localStorage key of the chosen language (spec §1). */
export const LANGUAGE_STORAGE_KEY = 'language';

/**
 * Every catalogue file (one namespace in one language) is its own chunk, loaded when first
 * needed: the sign-in page loads three namespaces of one language, not 28 of two (ADR 0041).
 */
const catalogueFiles = import.meta.glob<Record<string, object>>(['../../../../packages/contract/src/i18n/*/*.ts', '!../../../../packages/contract/src/i18n/*/index.ts']);

const fileName = (namespace: string) => namespace.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
const namespaceOf = (file: string) => (file.split('/').pop() ?? '').replace(/\.ts$/, '').replace(/-(\w)/g, (_match, letter: string) => letter.toUpperCase());
/** A catalogue's file under packages/contract/src/i18n (the build's prerender preloads it too, ADR 0050). */
export const catalogueFile = (language: string, namespace: string) => `${language}/${fileName(namespace)}.ts`;
const fileOf = (language: string, namespace: string) => `../../../../packages/contract/src/i18n/${catalogueFile(language, namespace)}`;

/** Every namespace of the catalogues (the Spanish files name them; the English ones match, a test checks). */
export const NAMESPACES: readonly string[] = Object.keys(catalogueFiles)
  .filter((file) => file.includes('/es/'))
  .map(namespaceOf);

export { SIGN_IN_NAMESPACES } from './sign-in-namespaces';

const loadCatalogue: CatalogueLoader = async (language, namespace) => {
  const load = catalogueFiles[fileOf(language, namespace)];
  if (!load) throw new Error(`No catalogue ${language}/${namespace}`);
  return (await load())[namespace] as Catalogue;
};

function isLanguage(value: unknown): value is Language {
  return LANGUAGES.some((language) => language === value);
}

/** The stored choice, else the browser's language when it is English, else Spanish (primary). */
export function detectLanguage(): Language {
  return chooseLanguage(localStorage.getItem(LANGUAGE_STORAGE_KEY), navigator.language);
}

/**
 * Starts i18n with the given namespaces of one language loaded, or loads more namespaces
 * into an instance already started. Resolves when they can be used.
 */
export async function initI18n(language: Language = detectLanguage(), namespaces: readonly string[] = NAMESPACES): Promise<void> {
  if (!i18n.isInitialized) {
    i18n.onLanguageChanged(applyToDocument);
    // Both catalogues have the same keys (a test checks), so no fallback language is loaded.
    await i18n.init({ lng: language, ns: namespaces, load: loadCatalogue });
  } else {
    await i18n.loadNamespaces(namespaces);
  }
  applyToDocument();
}

/**
 * Screen readers pick the voice from <html lang>; the tab title follows the language too, and
 * so does the cookie the gateway reads to choose the prerendered /login.
 */
function applyToDocument(): void {
  // No document when the sign-in page is prerendered at build time (ADR 0050).
  if (typeof document === 'undefined') return;
  document.documentElement.lang = i18n.language;
  document.title = i18n.t('common:product.name');
  // The gateway sends /login already rendered in this language next time (ADR 0050).
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${i18n.language}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}

/** Switches once the loaded namespaces exist in the new language, so no key shows meanwhile. */
export function changeLanguage(language: Language): void {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  void i18n.changeLanguage(language);
}

/**
 * Whether `namespaces` exist in `language`, loading that language when they do not: a page
 * shown in a language other than the portal's (the help at /help/en) would otherwise show its
 * keys, since catalogues load per language (ADR 0041).
 */
export function useCataloguesIn(language: Language, namespaces: readonly string[]): boolean {
  const ready = namespaces.every((namespace) => i18n.hasResourceBundle(language, namespace));
  const [, loaded] = useState(0);
  useEffect(() => {
    if (ready) return;
    let live = true;
    void i18n.loadLanguages(language).then(() => {
      if (live) loaded((count) => count + 1);
    });
    return () => {
      live = false;
    };
  }, [language, ready]);
  return ready;
}

const shownLanguage = (language: string): Language => (isLanguage(language) ? language : 'es');

/** The language the portal shows, read again when it changes. */
export function useLanguage(): Language {
  return shownLanguage(useTranslation().i18n.language);
}

/** The language the portal shows now, outside React (a view's first data, asked for before it renders). */
export const currentLanguage = (): Language => shownLanguage(i18n.language);

/** Codes contain dots ("incorrect.pin"), so they are looked up flat in the errors catalogue. */
const ERRORS = { ns: 'errors', keySeparator: false } as const;

/** Whether `code` is a gateway or validation code that the errors catalogue words. */
export function isErrorCode(code: string | null | undefined): code is string {
  return typeof code === 'string' && code !== '' && i18n.exists(code, ERRORS);
}

/** The code when the catalogue words it, else the generic data-server message's (spec §8). */
export const shownErrorCode = (code: string | null | undefined): string => (isErrorCode(code) ? code : 'msg.error.dataServer');

/** A bank's reply is a code the catalogue words; a person's reason is shown as written. */
export const replyText = (text: string | null): string | null => (isErrorCode(text) ? i18n.t(text, ERRORS) : text);

/** Translates a gateway or validation code; unknown codes give the generic data-server message. */
export function useErrorText(): (code: string | undefined) => string {
  // Not useTranslation('errors'): that would load the namespace with the sign-in form, which
  // shows no error until its first check has loaded it (ADR 0041).
  const { t } = useTranslation();
  return (code) => t(shownErrorCode(code), ERRORS);
}
