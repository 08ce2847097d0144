import type { TFunction } from 'i18next';

/** Operation codes are dotted identifiers; anything else is shown as it is. */
const CODE = /^[A-Za-z0-9_]+(\.[A-Za-z0-9_]+)*$/;
const REQUEST = /^request\.(\w+)\.(\w+)$/;

// What t answers for a key the catalogue lacks (it would answer the key itself otherwise).
const MISSING = '\u0000missing';

/** A catalogue text, or null when the key has none (or names a group of texts). */
function textOf(t: TFunction, key: string): string | null {
  const text: unknown = t(key, { returnObjects: true, defaultValue: MISSING });
  return typeof text === 'string' && text !== MISSING ? text : null;
}

/**
 * A trace's operation for people (ADR 0022): `auth.*` codes by the catalogue,
 * `request.<type>.<action>` as the request type and the action, any other code as it is.
 */
export function operationText(t: TFunction, code: string): string {
  if (!CODE.test(code)) return code;
  const request = REQUEST.exec(code);
  if (request) {
    const type = textOf(t, `traces:requestTypes.${request[1]!}`);
    const action = textOf(t, `traces:requestActions.${request[2]!}`);
    return type && action ? t('traces:requestOperation', { type, action }) : code;
  }
  return textOf(t, `traces:operations.${code}`) ?? code;
}
