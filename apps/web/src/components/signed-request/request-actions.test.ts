import { checkbookMachine } from '@bel/contract';
import { describe, expect, it } from 'vitest';
import { canCreate, formActions, formPath, isEditable, parseFormAddress, rowActions } from './request-actions';
import { newRequestActor, newRequestFacts, signedRowActor, signedRowFacts } from './signed-row';
import { negotiatorRow, signerRow } from './test-rows';
import { RequestMode } from './types';

const carlos = { usuario: 'crodriguez' };
const derive = (row: ReturnType<typeof signerRow>, mode: RequestMode, user = carlos) => formActions(checkbookMachine, mode, signedRowFacts(row), signedRowActor(row, user)).map((a) => a.label);
const onRow = (row: ReturnType<typeof signerRow>, user = carlos) => rowActions(checkbookMachine, signedRowFacts(row), signedRowActor(row, user));

describe('actions derived from the machine and the row (spec §4)', () => {
  it('lets the negotiator modify a pending request: save, send to sign, delete; no signing', () => {
    const draft = negotiatorRow({ estado: 1 });
    expect(onRow(draft)).toEqual({ modify: true, sign: false });
    expect(derive(draft, RequestMode.modificar)).toEqual(['save', 'sendToSign', 'delete']);
    expect(isEditable(checkbookMachine, RequestMode.modificar, signedRowFacts(draft), signedRowActor(draft, carlos))).toBe(true);
    expect(derive(draft, RequestMode.autorizar)).toEqual([]);
  });

  it('stops modification once somebody signed', () => {
    const signed = negotiatorRow({ p_firmante: 'mfernandez' });
    expect(onRow(signed)).toEqual({ modify: false, sign: false });
    expect(derive(signed, RequestMode.modificar)).toEqual([]);
    expect(isEditable(checkbookMachine, RequestMode.modificar, signedRowFacts(signed), signedRowActor(signed, carlos))).toBe(false);
  });

  it('lets a signer sign and reject a request awaiting signatures, reading "sign" before the last one', () => {
    const waiting = signerRow();
    expect(onRow(waiting)).toEqual({ modify: false, sign: true });
    expect(formActions(checkbookMachine, RequestMode.autorizar, signedRowFacts(waiting), signedRowActor(waiting, carlos))).toEqual([
      { action: 'sign', label: 'sign', final: false },
      { action: 'reverse', label: 'reverse', final: false },
    ]);
  });

  it('reads "authorize and send" on the signature that completes the request', () => {
    const half = signerRow({ p_firmante: 'crodriguez' });
    const second = { usuario: 'mfernandez' };
    expect(formActions(checkbookMachine, RequestMode.autorizar, signedRowFacts(half), signedRowActor(half, second))[0]).toEqual({ action: 'sign', label: 'authorizeAndSend', final: true });
  });

  it('refuses a second signature by the same signer, who may still reject', () => {
    const signedByMe = signerRow({ p_firmante: 'crodriguez' });
    expect(onRow(signedByMe)).toEqual({ modify: false, sign: false });
    expect(derive(signedByMe, RequestMode.autorizar)).toEqual(['reverse']);
  });

  it('offers nothing on a request the bank has taken, and details never edit', () => {
    const done = signerRow({ estado: 3, p_firmante: 'crodriguez*mfernandez' });
    expect(onRow(done, { usuario: 'jgomez' })).toEqual({ modify: false, sign: false });
    expect(derive(done, RequestMode.consultar)).toEqual([]);
    expect(isEditable(checkbookMachine, RequestMode.consultar, signedRowFacts(negotiatorRow({ estado: 1 })), signedRowActor(negotiatorRow({ estado: 1 }), carlos))).toBe(false);
  });

  it('lets a negotiator delete a rejected request from its details', () => {
    expect(derive(negotiatorRow({ estado: 5, respuesta: 'Importe no autorizado' }), RequestMode.consultar)).toEqual(['delete']);
  });

  it('offers add (a new request reads "save") only to role 21', () => {
    const facts = newRequestFacts({ numero_firmas: 2 });
    expect(canCreate(checkbookMachine, facts, newRequestActor(['21']))).toBe(true);
    expect(canCreate(checkbookMachine, facts, newRequestActor(['22']))).toBe(false);
    expect(formActions(checkbookMachine, RequestMode.new, facts, newRequestActor(['21'])).map((a) => a.label)).toEqual(['save']);
    expect(isEditable(checkbookMachine, RequestMode.new, facts, newRequestActor(['22']))).toBe(false);
  });
});

describe('the form address', () => {
  it('round-trips the mode and id, and reads anything else as a new request', () => {
    expect(formPath('checks', RequestMode.autorizar, 12)).toBe('/home/checks/form?mode=autorizar&id=12');
    expect(parseFormAddress(new URLSearchParams('mode=autorizar&id=12'))).toEqual({ mode: 'autorizar', id: 12 });
    expect(formPath('checks', RequestMode.new)).toBe('/home/checks/form');
    expect(parseFormAddress(new URLSearchParams(''))).toEqual({ mode: 'new', id: null });
    expect(parseFormAddress(new URLSearchParams('mode=borrar&id=12'))).toEqual({ mode: 'new', id: null });
    expect(parseFormAddress(new URLSearchParams('mode=consultar&id=-3'))).toEqual({ mode: 'new', id: null });
  });
});
