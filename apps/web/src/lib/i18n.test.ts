import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from './translation';
import { namespaces } from '@bel/contract/i18n';
import { changeLanguage, detectLanguage, initI18n, isErrorCode, LANGUAGE_STORAGE_KEY, NAMESPACES, replyText, shownErrorCode, SIGN_IN_NAMESPACES } from './i18n';

describe('language', () => {
  beforeEach(() => localStorage.clear());

  it('prefers the stored choice', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    expect(detectLanguage()).toBe('en');
  });

  it('falls back to the browser language, Spanish unless English', () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('en-GB');
    expect(detectLanguage()).toBe('en');
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('fr-FR');
    expect(detectLanguage()).toBe('es');
  });

  it('knows every namespace of the catalogues by its file', () => {
    expect([...NAMESPACES].sort()).toEqual([...namespaces].sort());
  });

  // Runs before any other start of i18n in this file: the sign-in page's start (ADR 0041).
  it('starts the sign-in page with its namespaces of one language only, and loads more on demand', async () => {
    await initI18n('es', SIGN_IN_NAMESPACES);
    for (const ns of SIGN_IN_NAMESPACES) expect(i18n.hasResourceBundle('es', ns), ns).toBe(true);
    expect(i18n.hasResourceBundle('es', 'errors')).toBe(false);
    expect(i18n.hasResourceBundle('es', 'shell')).toBe(false);
    expect(i18n.hasResourceBundle('en', 'auth')).toBe(false);
    await i18n.loadNamespaces('errors');
    expect(i18n.t('incorrect.pin', { ns: 'errors', keySeparator: false })).toMatch(/PIN/);
  });

  it('tells a code the errors catalogue words from anything else, and words each as the screens show it', async () => {
    await initI18n('es');
    expect(isErrorCode('incorrect.pin')).toBe(true);
    for (const other of ['no.such.code', 'incorrect', '', null, undefined, 'shell:menu.account_balance']) expect(isErrorCode(other), String(other)).toBe(false);
    // An unknown code shows the generic data-server message (spec §8).
    expect(shownErrorCode('incorrect.pin')).toBe('incorrect.pin');
    expect(shownErrorCode('no.such.code')).toBe('msg.error.dataServer');
    expect(shownErrorCode(undefined)).toBe('msg.error.dataServer');
    // A bank's reply is a code the catalogue words; a person's reason stays as written.
    expect(replyText('incorrect.pin')).toBe(i18n.t('incorrect.pin', { ns: 'errors', keySeparator: false }));
    expect(replyText('incorrect.pin')).not.toBe('incorrect.pin');
    expect(replyText('Falta la firma del gerente.')).toBe('Falta la firma del gerente.');
    expect(replyText(null)).toBeNull();
  });

  it('finds codes with dots in the errors namespace', async () => {
    await initI18n('es');
    expect(i18n.t('incorrect.pin', { ns: 'errors', keySeparator: false })).toMatch(/PIN/);
    expect(i18n.t('shell:menu.account_balance')).toBe('Saldo de cuentas');
  });

  it('keeps the language in <html lang> and in the cookie the gateway reads for /login (ADR 0050)', async () => {
    await initI18n('es');
    expect(document.documentElement.lang).toBe('es');
    expect(document.cookie).toContain('bel_language=es');
    changeLanguage('en');
    await vi.waitFor(() => expect(document.documentElement.lang).toBe('en'));
    expect(document.cookie).toContain('bel_language=en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
  });
});
