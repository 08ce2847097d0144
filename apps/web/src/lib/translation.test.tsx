import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Catalogue } from '@bel/contract';
import type * as Translation from './translation';

// The web app's catalogue store and hook (ADR 0055), each test with a fresh store. The
// catalogues come from a loader the test controls, so it can make a fetch fail and see
// when a text changes.

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const CATALOGUES: Record<string, Record<string, Catalogue>> = {
  es: { common: { hello: 'Hola {{name}}' }, shell: { items_one: '{{count}} elemento', items_other: '{{count}} elementos' } },
  en: { common: { hello: 'Hello {{name}}' }, shell: { items_one: '{{count}} item', items_other: '{{count}} items' } },
};

let translation: typeof Translation;
let loads: string[];
let failures: number;

async function loader(language: string, namespace: string): Promise<Catalogue> {
  loads.push(`${language}/${namespace}`);
  if (failures > 0) {
    failures--;
    throw new Error('network');
  }
  const catalogue = CATALOGUES[language]?.[namespace];
  if (!catalogue) throw new Error(`no ${language}/${namespace}`);
  return catalogue;
}

beforeEach(async () => {
  vi.resetModules();
  translation = await import('./translation');
  loads = [];
  failures = 0;
});
afterEach(() => vi.restoreAllMocks());

describe('the catalogue store', () => {
  it('loads what it is asked for in the current language only, once', async () => {
    const { i18n } = translation;
    await i18n.init({ lng: 'es', ns: ['common'], load: loader });
    await Promise.all([i18n.loadNamespaces('shell'), i18n.loadNamespaces(['shell', 'common'])]);
    expect(loads).toEqual(['es/common', 'es/shell']);
    expect(i18n.t('shell:items', { count: 2 })).toBe('2 elementos');
    expect(i18n.hasResourceBundle('en', 'common')).toBe(false);
  });

  it('switches language only once every namespace in use is there, and says so', async () => {
    const { i18n } = translation;
    await i18n.init({ lng: 'es', ns: ['common', 'shell'], load: loader });
    const heard: string[] = [];
    i18n.onLanguageChanged((language) => heard.push(`${language}:${i18n.t('hello', { name: 'Ana' })}`));
    const switching = i18n.changeLanguage('en');
    expect(i18n.language).toBe('es');
    await switching;
    expect(heard).toEqual(['en:Hello Ana']);
    expect(loads).toEqual(['es/common', 'es/shell', 'en/common', 'en/shell']);
  });

  it('tries a failed catalogue fetch again, and after three failures shows keys until a later load', async () => {
    const { i18n } = translation;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    failures = 2;
    await i18n.init({ lng: 'es', ns: ['common'], load: loader });
    expect(i18n.t('hello', { name: 'Ana' })).toBe('Hola Ana');
    expect(loads).toEqual(['es/common', 'es/common', 'es/common']);

    failures = 3;
    await i18n.loadNamespaces('shell');
    expect(warn).toHaveBeenCalledOnce();
    expect(i18n.t('shell:items', { count: 1 })).toBe('items');
    await i18n.loadNamespaces('shell');
    expect(i18n.t('shell:items', { count: 1 })).toBe('1 elemento');
  }, 30_000);
});

describe('useTranslation', () => {
  it('renders again when the language changes and loads a namespace it needs', async () => {
    const { i18n, useTranslation } = translation;
    await i18n.init({ lng: 'es', ns: ['common'], load: loader });
    const seen: boolean[] = [];
    function Greeting() {
      const { t, ready } = useTranslation(['shell', 'common']);
      seen.push(ready);
      return (
        <p>
          {t('common:hello', { name: 'Ana' })} · {t('items', { count: 3 })}
        </p>
      );
    }
    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () => root.render(<Greeting />));
    await vi.waitFor(() => expect(container.textContent).toBe('Hola Ana · 3 elementos'));
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);

    await act(() => i18n.changeLanguage('en'));
    expect(container.textContent).toBe('Hello Ana · 3 items');
    act(() => root.unmount());
  });
});
