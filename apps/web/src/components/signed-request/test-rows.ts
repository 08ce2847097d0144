import type { SignedRow } from './signed-row';

/** A request row as the gateway lists it; `p_firmante` and the flags make each case. */
export function signedRow(overrides: Partial<SignedRow> = {}): SignedRow {
  return { estado: 2, numero_firmas: 2, p_negociador: 'aperez', p_firmante: '', negociador: 0, firmante: 0, autorizador: 0, respuesta: null, ...overrides };
}

export const negotiatorRow = (overrides: Partial<SignedRow> = {}) => signedRow({ negociador: 1, ...overrides });
export const signerRow = (overrides: Partial<SignedRow> = {}) => signedRow({ firmante: 1, autorizador: 1, ...overrides });
