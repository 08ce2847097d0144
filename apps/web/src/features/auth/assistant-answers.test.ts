import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/translation';
import { initI18n } from '../../lib/i18n';
import { bestAnswer, FAQ_IDS } from './assistant-answers';

describe('the sign-in assistant picks an answer for a typed question', () => {
  beforeAll(async () => {
    await initI18n('es');
    await i18n.loadLanguages('en');
  });
  const keywords = (language: 'es' | 'en') => (id: string) => i18n.getFixedT(language, 'assistant')(`faq.${id}.keywords`);

  it('in Spanish, accents and case aside', () => {
    expect(bestAnswer('Olvidé mi CONTRASEÑA', keywords('es'))).toBe('forgot');
    expect(bestAnswer('¿por qué está bloqueado mi usuario?', keywords('es'))).toBe('locked');
    expect(bestAnswer('qué es el código de cliente', keywords('es'))).toBe('clientCode');
    expect(bestAnswer('¿cómo verifico la firma del PDF?', keywords('es'))).toBe('signature');
  });

  it('in English', () => {
    expect(bestAnswer('I lost my password', keywords('en'))).toBe('forgot');
    expect(bestAnswer('is there a mobile app?', keywords('en'))).toBe('devices');
    expect(bestAnswer('my session expired', keywords('en'))).toBe('session');
  });

  it('answers nothing to an unrelated question', () => {
    expect(bestAnswer('¿qué tiempo hace hoy?', keywords('es'))).toBeNull();
    expect(bestAnswer('', keywords('en'))).toBeNull();
  });

  it('has every entry in both languages', () => {
    for (const id of FAQ_IDS) for (const language of ['es', 'en'] as const) expect(i18n.exists(`assistant:faq.${id}.a`, { lng: language })).toBe(true);
  });
});
