import { describe, expect, it } from 'vitest';
import {
  allowedActions,
  base64Size,
  DOCUMENT_MAX_BYTES,
  documentShipmentMachine,
  liquidityLetterFields,
  liquidityLetterMachine,
  neutralFileName,
  nextState,
  pdfBase64,
  refusal,
  stripDataUrlPrefix,
  type Actor,
} from '../index.js';

const negotiator: Actor = { negotiator: true, signer: false, hasSigned: false };
const signer: Actor = { negotiator: false, signer: true, hasSigned: false };
const both: Actor = { negotiator: true, signer: true, hasSigned: false };
const signed: Actor = { ...signer, hasSigned: true };

describe('the document shipment machine (spec §4 estado_solicitud)', () => {
  const m = documentShipmentMachine;
  it('creates straight into waiting for signatures, and offers authorize-and-send to who may sign the account', () => {
    expect(allowedActions(m, { state: 0, signatures: 0, required: 2 }, negotiator)).toEqual(['create']);
    expect(allowedActions(m, { state: 0, signatures: 0, required: 1 }, both)).toEqual(['create', 'authorizeAndSend']);
    expect(m.actions.create!.to).toBe(m.signing);
  });

  it('modifies only with no signers and status 1 or 3; deletes only at 3; signs only at 1, once', () => {
    expect(allowedActions(m, { state: 1, signatures: 0, required: 2 }, negotiator)).toEqual(['save']);
    expect(allowedActions(m, { state: 1, signatures: 1, required: 2 }, negotiator)).toEqual([]);
    expect(allowedActions(m, { state: 3, signatures: 0, required: 2 }, negotiator)).toEqual(['save', 'delete']);
    expect(allowedActions(m, { state: 1, signatures: 0, required: 2 }, signer)).toEqual(['sign', 'reverse']);
    expect(refusal(m, 'sign', { state: 1, signatures: 1, required: 2 }, signed)).toBe('request.already.signed');
    expect(refusal(m, 'sign', { state: 2, signatures: 2, required: 2 }, signer)).toBe('request.wrong.state');
    expect(refusal(m, 'save', { state: 2, signatures: 2, required: 2 }, negotiator)).toBe('request.wrong.state');
  });

  it('goes to the bank on the last signature; a reversal cancels it; nobody acts once it is sent', () => {
    expect(nextState(m, 'sign', 1, 2)).toBe(1);
    expect(nextState(m, 'sign', 2, 2)).toBe(2);
    expect(nextState(m, 'reverse', 0, 2)).toBe(3);
    expect(m.hidden).toEqual([4]);
    for (const state of [2, 5]) expect(allowedActions(m, { state, signatures: 2, required: 2 }, both)).toEqual([]);
  });
});

describe('the liquidity letter machine (spec §4)', () => {
  const m = liquidityLetterMachine;
  it('is a signed request until the bank takes it at 3', () => {
    expect(allowedActions(m, { state: 1, signatures: 0, required: 1 }, both)).toEqual(['save', 'sendToSign', 'authorizeAndSend', 'delete']);
    expect(allowedActions(m, { state: 2, signatures: 0, required: 2 }, signer)).toEqual(['sign', 'reverse']);
    expect(nextState(m, 'authorizeAndSend', 1, 1)).toBe(3);
    expect(nextState(m, 'sign', 1, 2)).toBe(2);
    for (const state of [3, 4, 7, 8]) expect(allowedActions(m, { state, signatures: 2, required: 2 }, both)).toEqual([]);
  });
});

const pdf = (body = '1.7\n%%EOF') => Buffer.from(`%PDF-${body}`).toString('base64');

describe('the PDF a shipment carries (spec §5)', () => {
  it('removes the prefix before the first comma', () => {
    expect(stripDataUrlPrefix('data:application/pdf;base64,QUJD')).toBe('QUJD');
    expect(stripDataUrlPrefix('QUJD')).toBe('QUJD');
    expect(pdfBase64.parse(`data:application/pdf;base64,${pdf()}`)).toBe(pdf());
  });

  it('accepts a PDF of exactly 2 MB and refuses one byte more, counting bytes from the base64 alone', () => {
    const exact = Buffer.alloc(DOCUMENT_MAX_BYTES, 32);
    exact.write('%PDF-1.4');
    const b64 = exact.toString('base64');
    expect(base64Size(b64)).toBe(DOCUMENT_MAX_BYTES);
    expect(pdfBase64.safeParse(b64).success).toBe(true);
    const over = Buffer.concat([exact, Buffer.from(' ')]).toString('base64');
    expect(pdfBase64.safeParse(over).error?.issues[0]?.message).toBe('request.document.tooLarge');
  });

  it('refuses what is not base64 of a PDF, whatever it is called', () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]).toString('base64');
    expect(pdfBase64.safeParse(png).error?.issues[0]?.message).toBe('request.document.notPdf');
    expect(pdfBase64.safeParse('%PDF-1.4 not base64').error?.issues[0]?.message).toBe('request.document.notPdf');
    expect(pdfBase64.safeParse('').error?.issues[0]?.message).toBe('request.document.fileRequired');
  });

  it('neutralises file names', () => {
    expect(neutralFileName('../../etc/passwd')).toBe('passwd.pdf');
    expect(neutralFileName('C:\\Users\\ana\\Factura Nº 12 (copia).PDF')).toBe('Factura_No_12_copia.pdf');
    expect(neutralFileName('año\u0000\u202Efdp.exe')).toBe('ano_fdp.exe.pdf');
    expect(neutralFileName('...')).toBe('documento.pdf');
    expect(neutralFileName(null)).toBe('documento.pdf');
    expect(neutralFileName(`${'a'.repeat(300)}.pdf`)).toHaveLength(100);
  });
});

describe('the liquidity letter form', () => {
  const good = { facilidad: 'CLBC', cuenta: '0300001001000302', importe: '15000,50', referenciaOrganismo: ' px-00412 ' };
  it('reads a comma as the decimal point and upper-cases the reference', () => {
    expect(liquidityLetterFields.parse(good)).toEqual({ ...good, importe: '15000.50', referenciaOrganismo: 'PX-00412' });
  });
  it.each([
    [{ facilidad: '' }, 'request.liquidity.facilityRequired'],
    [{ cuenta: '' }, 'request.liquidity.accountRequired'],
    [{ importe: '' }, 'request.liquidity.amountRequired'],
    [{ importe: '0' }, 'request.liquidity.amountInvalid'],
    [{ importe: '1.234' }, 'request.liquidity.amountInvalid'],
    [{ importe: '-5' }, 'request.liquidity.amountInvalid'],
    [{ referenciaOrganismo: '' }, 'request.liquidity.referenceRequired'],
    [{ referenciaOrganismo: 'P X' }, 'request.liquidity.referenceInvalid'],
  ])('refuses %j with %s', (change, code) => {
    expect(liquidityLetterFields.safeParse({ ...good, ...change }).error?.issues[0]?.message).toBe(code);
  });
});
