import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@bel/contract';
import { namespaces, resources } from '@bel/contract/i18n';

export { LANGUAGES, type Language };

/** localStorage key of the chosen language (spec §1). */
export const LANGUAGE_STORAGE_KEY = 'language';

function isLanguage(value: unknown): value is Language {
  return LANGUAGES.some((language) => language === value);
}

/** The stored choice, else the browser's language when it is English, else Spanish (primary). */
export function detectLanguage(): Language {
  const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  if (isLanguage(stored)) return stored;
  return navigator.language.toLowerCase().startsWith('en') ? 'en' : 'es';
}

export function initI18n(language: Language = detectLanguage()) {
  if (!i18next.isInitialized) {
    void i18next.use(initReactI18next).init({
      resources,
      lng: language,
      fallbackLng: 'es',
      supportedLngs: [...LANGUAGES],
      ns: namespaces,
      defaultNS: 'common',
      initAsync: false,
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
    i18next.on('languageChanged', applyToDocument);
  }
  applyToDocument();
  return i18next;
}

/** Screen readers pick the voice from <html lang>; the tab title follows the language too. */
function applyToDocument(): void {
  document.documentElement.lang = i18next.language;
  document.title = i18next.t('common:product.name');
}

export function changeLanguage(language: Language): void {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  void i18next.changeLanguage(language);
}

export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : 'es';
}

/**
 * Translates a gateway or validation code. Codes contain dots ("incorrect.pin"), so they
 * are looked up flat; unknown codes fall back to the generic data-server message.
 */
export function useErrorText(): (code: string | undefined) => string {
  const { t } = useTranslation('errors');
  return (code) => {
    const key = code && i18next.exists(code, { ns: 'errors', keySeparator: false }) ? code : 'msg.error.dataServer';
    return t(key, { keySeparator: false });
  };
}
