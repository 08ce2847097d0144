import i18next, { type TFunction } from 'i18next';
import type { Language } from '@bel/contract';
import { namespaces, resources } from '@bel/contract/i18n';
import type { Translate } from '@bel/contract/tables';

// The web app's catalogues, read by the gateway (ADR 0035): a file says what the screen says,
// in the language the person asked for. One instance for the process, initialised at once
// (the resources are in memory), and a fixed `t` per language.
const instance = i18next.createInstance();
void instance.init({
  resources,
  lng: 'es',
  fallbackLng: 'es',
  ns: namespaces,
  defaultNS: 'common',
  initAsync: false,
  interpolation: { escapeValue: false },
});

const fixed = new Map<Language, TFunction>();

/**
 * A `t` for one export: i18next takes some 20 µs a lookup, and a 10,000-row table asks the
 * same few texts (a status, a yes/no, an operation) tens of thousands of times, so answers are
 * kept for the export's life.
 */
export function translator(language: Language): Translate {
  let t = fixed.get(language);
  if (!t) {
    t = instance.getFixedT(language);
    fixed.set(language, t);
  }
  const lookup = t as unknown as Translate;
  const known = new Map<string, string>();
  return (key, options) => {
    const id = options ? `${key}\u0000${JSON.stringify(options)}` : key;
    let text = known.get(id);
    if (text === undefined) {
      text = lookup(key, options);
      known.set(id, text);
    }
    return text;
  };
}
