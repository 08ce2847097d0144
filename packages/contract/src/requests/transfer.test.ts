import { describe, expect, it } from 'vitest';
import { allowedActions, batchContent, shortCreditAccount, sumAmounts, transferContent, transferCredit, transferForm, transferMachine, type Actor } from '../index.js';

const credit = { ownAccount: false, cuenta_credito: '0300002002000101', titular: ' Sol S.A. ', importe: '1500.5', moneda: 'CUP', detalles: 'Factura' };
const debit = { fecha: '20260311', tipoCuenta: 'Débito', cuenta_debito: '0300001001000101' };
const codes = (r: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) => r.error?.issues.map((i) => `${i.path.join('.')}:${i.message}`);

describe('a transfer’s content', () => {
  it('is one text whatever the client typed: amounts with two decimals, texts trimmed', () => {
    expect(transferCredit.parse(credit)).toEqual({ ...credit, titular: 'Sol S.A.', importe: '1500.50' });
    expect(transferCredit.parse({ ...credit, importe: '007' }).importe).toBe('7.00');
    expect(transferCredit.parse(transferCredit.parse(credit))).toEqual(transferCredit.parse(credit));
  });

  it('says one code per bad field, as the form shows it', () => {
    expect(codes(transferCredit.safeParse({ ...credit, importe: '' }))).toEqual(['importe:request.transfer.amountRequired']);
    expect(codes(transferCredit.safeParse({ ...credit, importe: '0.00' }))).toEqual(['importe:request.transfer.amountPositive']);
    expect(codes(transferCredit.safeParse({ ...credit, importe: '1,5' }))).toEqual(['importe:request.transfer.amountInvalid']);
    expect(codes(transferCredit.safeParse({ ...credit, cuenta_credito: '' }))).toEqual(['cuenta_credito:request.transfer.creditAccountRequired']);
    expect(codes(transferCredit.safeParse({ ...credit, detalles: 'x'.repeat(166) }))).toEqual(['detalles:request.transfer.detailsTooLong']);
  });

  it('keeps a single transfer to 50 credits, a batch to its id, and binds no stray field', () => {
    const many = Array.from({ length: 51 }, () => credit);
    expect(codes(transferForm.safeParse({ traspaso_id: 0, ...debit, creditos: many }))).toEqual(['creditos:request.transfer.tooManyCredits']);
    expect(transferForm.safeParse({ traspaso_id: 0, ...debit, idbloque: 'B260311ABCDEFGH', creditos: many }).success).toBe(true);
    expect(transferContent.safeParse({ ...debit, idbloque: 'B1', creditos: [credit] }).success).toBe(false);
    expect(batchContent.safeParse({ ...debit, creditos: [credit] }).success).toBe(false);
  });

  it('adds amounts exactly and shows a credit account as its characters 9 to 14', () => {
    expect(sumAmounts(['0.10', '0.20', '1234567890123.45'])).toBe('1234567890123.75');
    expect(shortCreditAccount('0300002002000101')).toBe('020001');
  });
});

describe('the transfer machine', () => {
  const negotiator: Actor = { negotiator: true, signer: false, hasSigned: false };
  const signer: Actor = { negotiator: false, signer: true, hasSigned: false };
  it('lets the negotiator edit after a signature (voiding it) but not delete, and a signer sign once or reject', () => {
    const halfSigned = { state: 2, signatures: 1, required: 2 };
    expect(allowedActions(transferMachine, halfSigned, negotiator)).toEqual(['save']);
    expect(allowedActions(transferMachine, halfSigned, signer)).toEqual(['sign', 'reverse']);
    expect(allowedActions(transferMachine, halfSigned, { ...signer, hasSigned: true })).toEqual(['reverse']);
    expect(allowedActions(transferMachine, { state: 4, signatures: 2, required: 2 }, negotiator)).toEqual([]);
    expect(transferMachine.states[2]).toBe('Pendiente a firmar');
  });
});
