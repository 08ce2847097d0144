import { describe, expect, it } from 'vitest';
import { allowedActions, refusal } from './machine.js';
import { lcAmendmentMachine } from './lc-amendment-machine.js';
import { lcAmendmentIssues, lcAmendmentSchema } from './lc-amendment.js';

const current = { latestShipment: '20260410', expiryDate: '20260510' };
const codes = (values: object) => lcAmendmentIssues(values, current).map((i) => `${i.field}:${i.code}`);

describe('the amendment date rules (doc 2 §5)', () => {
  it('keeps the latest shipment no earlier than the current one', () => {
    expect(codes({ latestShipment: '20260409', expiryDate: '20260601' })).toEqual(['latestShipment:forms.date.outOfRange']);
    expect(codes({ latestShipment: '20260410', expiryDate: '20260601' })).toEqual([]);
  });

  it('wants the expiry at least 21 days after the chosen latest shipment', () => {
    expect(codes({ latestShipment: '20260420', expiryDate: '20260510' })).toEqual(['expiryDate:request.lc.expiryTooSoon']);
    expect(codes({ latestShipment: '20260420', expiryDate: '20260511' })).toEqual([]);
    // Across a month's end: 21 days after 31 March is 21 April.
    expect(lcAmendmentIssues({ latestShipment: '20260331', expiryDate: '20260420' }, { latestShipment: '20260301', expiryDate: '20260401' })[0]?.code).toBe('request.lc.expiryTooSoon');
  });

  it('compares the expiry with the current one when the latest shipment is not a valid date', () => {
    expect(codes({ latestShipment: '2026-04-20', expiryDate: '20260509' })).toEqual(['expiryDate:forms.date.outOfRange']);
    expect(codes({ latestShipment: '', expiryDate: '20260510' })).toEqual([]);
  });

  it('asks for a change', () => {
    expect(codes(current)).toEqual(['latestShipment:request.lc.nothingChanged']);
  });

  it('reports the rules beside a missing party charged, all at once', () => {
    const result = lcAmendmentSchema(current).safeParse({ ...current, partyCharged: '' });
    expect(result.error?.issues.map((i) => `${i.path.join('.')}:${i.message}`)).toEqual(['partyCharged:request.lc.partyChargedRequired', 'latestShipment:request.lc.nothingChanged']);
    expect(lcAmendmentSchema(current).parse({ latestShipment: '20260420', expiryDate: '20260520', partyCharged: 'OTHR' })).toEqual({ latestShipment: '20260420', expiryDate: '20260520', partyCharged: 'OTHR' });
  });
});

describe('the amendment machine (doc 2 §4)', () => {
  const negotiator = { negotiator: true, signer: false, hasSigned: false };
  const signer = { negotiator: false, signer: true, hasSigned: false };
  it('lets the negotiator save, send (a new one too) and delete with a reason while nobody has signed', () => {
    expect(allowedActions(lcAmendmentMachine, { state: 0, signatures: 0, required: 2 }, negotiator)).toEqual(['create', 'sendToSign']);
    expect(allowedActions(lcAmendmentMachine, { state: 1, signatures: 0, required: 2 }, negotiator)).toEqual(['save', 'sendToSign', 'cancel']);
    expect(allowedActions(lcAmendmentMachine, { state: 2, signatures: 0, required: 2 }, negotiator)).toEqual(['cancel']);
    expect(refusal(lcAmendmentMachine, 'cancel', { state: 2, signatures: 1, required: 2 }, negotiator)).toBe('request.has.signatures');
  });

  it('lets a signer sign once and reverse while it waits for signatures, and nobody act once the bank has it', () => {
    expect(allowedActions(lcAmendmentMachine, { state: 2, signatures: 1, required: 2 }, signer)).toEqual(['sign', 'reverse']);
    expect(refusal(lcAmendmentMachine, 'sign', { state: 2, signatures: 1, required: 2 }, { ...signer, hasSigned: true })).toBe('request.already.signed');
    for (const state of [3, 4, 5, 6]) expect(allowedActions(lcAmendmentMachine, { state, signatures: 2, required: 2 }, { negotiator: true, signer: true, hasSigned: false })).toEqual([]);
  });
});
