import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/translation';
import { checkbookMachine, RequestAction, TraceOperation } from '@bel/contract';
import { initI18n } from '../../../lib/i18n';
import { operationText, type Translate } from '@bel/contract/tables';

await initI18n('es');
// Both languages are checked: the English catalogues load on demand like any other.
await i18n.loadLanguages('en');

describe.each(['es', 'en'])('operationText (%s)', (language) => {
  const t = i18n.getFixedT(language);

  it('translates every sign-in and credentials code', () => {
    for (const code of Object.values(TraceOperation)) expect(operationText(t as unknown as Translate, code), code).not.toBe(code);
  });

  it('translates every request action of every request type', () => {
    for (const action of Object.values(RequestAction)) {
      const code = `request.${checkbookMachine.type}.${action}`;
      expect(operationText(t as unknown as Translate, code), code).toMatch(/^[^.]+: [^.]+$/);
    }
  });

  it('shows an unknown code as it is', () => {
    for (const code of ['auth.somethingNew', 'auth', 'request.transfer.sign', 'request.checkbook.fly', 'other', 'x:y', '']) {
      expect(operationText(t as unknown as Translate, code)).toBe(code);
    }
  });
});

it('reads the request operation in each language', () => {
  expect(operationText(i18n.getFixedT('es'), 'request.checkbook.sign')).toBe('Solicitud de chequera: firmada');
  expect(operationText(i18n.getFixedT('en'), 'request.checkbook.sign')).toBe('Checkbook request: signed');
  expect(operationText(i18n.getFixedT('en'), 'auth.signInFailed')).toBe('Failed sign-in');
});
