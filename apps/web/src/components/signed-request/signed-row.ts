import { Role, splitUsers } from '@bel/contract';
import type { Actor, RequestFacts, SessionUser } from '@bel/contract';
import type { RequestUsers } from './types';

/** The flags and user lists the spec's request rows carry (doc 2 §3: checkbooks, LC amendments). */
export interface SignedRow {
  estado: number;
  numero_firmas: number;
  /** Usernames joined by '*'. */
  p_negociador: string;
  p_firmante: string;
  negociador: 0 | 1;
  firmante: 0 | 1;
  autorizador: 0 | 1;
  respuesta: string | null;
}

/** Signatures so far are the signers listed; the row's numero_firmas is the count required. */
export function signedRowFacts(row: SignedRow): RequestFacts {
  return { state: row.estado, signatures: splitUsers(row.p_firmante).length, required: row.numero_firmas };
}

/**
 * The spec's enabling rules (§4): `negociador` makes a negotiator; `firmante` and `autorizador`
 * together a signer of the account; the user's name among the signers means signed already.
 */
export function signedRowActor(row: SignedRow, user: Pick<SessionUser, 'usuario'>): Actor {
  return {
    negotiator: row.negociador === 1,
    signer: row.firmante === 1 && row.autorizador === 1,
    hasSigned: splitUsers(row.p_firmante).includes(user.usuario),
  };
}

export function signedRowUsers(row: SignedRow): RequestUsers {
  return { negotiators: splitUsers(row.p_negociador), signers: splitUsers(row.p_firmante) };
}

/** A request not stored yet: state 0, nobody has signed; the company's count is the user's. */
export function newRequestFacts(user: Pick<SessionUser, 'numero_firmas'>): RequestFacts {
  return { state: 0, signatures: 0, required: user.numero_firmas };
}

/** Before a row exists, only the view's roles say who the user is. */
export function newRequestActor(roles: readonly string[]): Actor {
  return { negotiator: roles.includes(Role.negotiator), signer: roles.includes(Role.signer), hasSigned: false };
}
