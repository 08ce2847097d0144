import type { Notification } from '@bel/contract';
import { formatAmount, formatApiDateTimeMinutes, formatYmd } from '../../../lib/format';

/** The catalogue entry of a code (`notifications.newAddress` -> `newAddress`); unknown codes share one. */
const KNOWN = new Set([
  'newAddress',
  'passwordChanged',
  'statementReady',
  'instalmentDue',
  'awaitingSignature',
  'requestExecuted',
  'requestRejected',
  'lcAmendmentAuthorized',
  'lcAmendmentRejected',
  'documentReceived',
  'liquidityAuthorized',
  'liquidityRejected',
  'liquidityReady',
  'liquidityCollected',
]);

export function messageKey(notification: Pick<Notification, 'texto'>): string {
  const key = notification.texto.replace(/^notifications\./, '');
  return KNOWN.has(key) ? key : 'unknown';
}

/**
 * Parameters as a person reads them (ADR 0017): `at` and `date` as DD/MM/YYYY (with the time
 * for `at`), `amount` with thousands commas and its currency's decimals; others as they came.
 */
export function messageValues(params: Readonly<Record<string, string>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) {
    if (name === 'at') out[name] = formatApiDateTimeMinutes(value) || value;
    else if (name === 'date') out[name] = formatYmd(value) || value;
    else if (name === 'amount') out[name] = formatAmount(value, params.currency === 'JPY' ? 0 : 2);
    else out[name] = value;
  }
  return out;
}

export function unseen(list: readonly Notification[] | undefined): Notification[] {
  return (list ?? []).filter((n) => n.visto === 0);
}

export function seen(list: readonly Notification[] | undefined): Notification[] {
  return (list ?? []).filter((n) => n.visto === 1);
}
