import { LC_PARTIES_CHARGED } from '@bel/contract';
import { i18n } from '../../../lib/translation';
import type { OptionsContext, RequestField } from '../../../components/signed-request';
import type { AmendmentValues } from '../api/lc-amendment-calls';

/** Who pays the amendment's charges (spec §3): APPL, BENE, OTHR, named in the reader's language. */
function loadPartiesCharged({ language }: OptionsContext) {
  return Promise.resolve({ ok: true as const, data: LC_PARTIES_CHARGED.map((code) => ({ value: code, label: i18n.t(`lcAmendments:charged.${code}`, { lng: language }) })) });
}

/**
 * The editable fields (spec §3): the two dates, their calendars starting where the §5 rules let
 * them (the schema still decides), and who pays the charges.
 */
export function amendmentFields(shipmentFrom: string, expiryFrom: string): RequestField<AmendmentValues>[] {
  return [
    { kind: 'date', name: 'latestShipment', label: 'lcAmendments:fields.latestShipment', min: shipmentFrom, deps: ['expiryDate'] },
    { kind: 'date', name: 'expiryDate', label: 'lcAmendments:fields.expiryDate', min: expiryFrom },
    { kind: 'options', name: 'partyCharged', label: 'lcAmendments:fields.partyCharged', load: loadPartiesCharged },
  ];
}
