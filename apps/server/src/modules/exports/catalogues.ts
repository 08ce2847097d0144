import { translate } from '@bel/contract';
import type { Catalogue, Language } from '@bel/contract';
import { resources } from '@bel/contract/i18n';
import type { Translate } from '@bel/contract/tables';

// The web app's catalogues, read by the gateway (ADR 0035) through the lookup the web app
// uses too (ADR 0055): a file says what the screen says, in the language the person asked for.

const catalogues = resources as unknown as Record<string, Record<string, Catalogue>>;
const findCatalogue = (language: string, namespace: string) => catalogues[language]?.[namespace];

/**
 * A `t` for one export: a 10,000-row table asks the same few texts (a status, a yes/no, an
 * operation) tens of thousands of times, so answers are kept for the export's life.
 */
export function translator(language: Language): Translate {
  const known = new Map<string, string>();
  return (key, options) => {
    const id = options ? `${key}\u0000${JSON.stringify(options)}` : key;
    let text = known.get(id);
    if (text === undefined) {
      text = translate(findCatalogue, language, 'common', key, options);
      known.set(id, text);
    }
    return text;
  };
}
