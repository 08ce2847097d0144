import { describe, expect, it } from 'vitest';
import { allowedActions, checkbookMachine, isLastSignature, nextState, refusal, type Actor } from '../index.js';

const negotiator: Actor = { negotiator: true, signer: false, hasSigned: false };
const signer: Actor = { negotiator: false, signer: true, hasSigned: false };
const signed: Actor = { ...signer, hasSigned: true };
const nobody: Actor = { negotiator: false, signer: false, hasSigned: false };
const draft = { state: 1, signatures: 0, required: 2 };
const waiting = { state: 2, signatures: 0, required: 2 };
const halfSigned = { state: 2, signatures: 1, required: 2 };

describe('the checkbook machine', () => {
  it('lets a negotiator create, edit, send and delete a draft, and nothing else', () => {
    expect(allowedActions(checkbookMachine, { state: 0, signatures: 0, required: 2 }, negotiator)).toEqual(['create']);
    expect(allowedActions(checkbookMachine, draft, negotiator)).toEqual(['save', 'sendToSign', 'delete']);
    expect(allowedActions(checkbookMachine, draft, signer)).toEqual([]);
  });

  it('lets a signer sign once and reverse, and a negotiator modify only before the first signature', () => {
    expect(allowedActions(checkbookMachine, waiting, signer)).toEqual(['sign', 'reverse']);
    expect(allowedActions(checkbookMachine, halfSigned, signed)).toEqual(['reverse']);
    expect(allowedActions(checkbookMachine, waiting, negotiator)).toEqual(['save', 'delete']);
    expect(allowedActions(checkbookMachine, halfSigned, negotiator)).toEqual([]);
  });

  it('names why it refuses', () => {
    expect(refusal(checkbookMachine, 'sign', draft, signer)).toBe('request.wrong.state');
    expect(refusal(checkbookMachine, 'sign', waiting, nobody)).toBe('request.not.allowed');
    expect(refusal(checkbookMachine, 'sign', halfSigned, signed)).toBe('request.already.signed');
    expect(refusal(checkbookMachine, 'save', halfSigned, negotiator)).toBe('request.has.signatures');
    expect(refusal(checkbookMachine, 'cancel', draft, negotiator)).toBe('request.wrong.state');
    expect(refusal(checkbookMachine, 'sign', { state: 3, signatures: 2, required: 2 }, signer)).toBe('request.wrong.state');
  });

  it('executes on the last required signature only', () => {
    expect(isLastSignature(waiting)).toBe(false);
    expect(isLastSignature(halfSigned)).toBe(true);
    expect(nextState(checkbookMachine, 'sign', 1, 2)).toBe(2);
    expect(nextState(checkbookMachine, 'sign', 2, 2)).toBe(3);
    expect(nextState(checkbookMachine, 'reverse', 1, 2)).toBe(5);
  });
});
