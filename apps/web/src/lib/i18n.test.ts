import { beforeEach, describe, expect, it, vi } from 'vitest';
import i18next from 'i18next';
import { detectLanguage, initI18n, LANGUAGE_STORAGE_KEY } from './i18n';

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

  it('finds codes with dots in the errors namespace', async () => {
    await initI18n('es');
    expect(i18next.t('incorrect.pin', { ns: 'errors', keySeparator: false })).toMatch(/PIN/);
    expect(i18next.t('shell:menu.account_balance')).toBe('Saldo de cuentas');
  });
});
