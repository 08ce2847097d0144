import { Role, splitUsers, TransferState } from '@bel/contract';
import type { Actor, RequestFacts, SessionUser, TransferRow } from '@bel/contract';
import type { RequestUsers } from '../../../components/signed-request';

/**
 * The gateway lists one row per credit (spec §3 Transfer); the screens show one transfer per
 * `traspaso_id`: its first row, with every credit's row in `lines`, in order.
 */
export type TransferRequest = TransferRow & { lines: readonly TransferRow[] };

export function groupTransfers(rows: readonly TransferRow[]): TransferRequest[] {
  const groups = new Map<number, TransferRow[]>();
  for (const row of rows) {
    const lines = groups.get(row.traspaso_id);
    if (lines) lines.push(row);
    else groups.set(row.traspaso_id, [row]);
  }
  return [...groups.values()].map((lines) => {
    lines.sort((a, b) => a.linea - b.linea);
    return { ...(lines[0] as TransferRow), lines };
  });
}

/** A credit card's values as the form holds them (spec §3 Transfer form card). */
export interface CreditValues {
  ownAccount: boolean;
  cuenta_credito: string;
  titular: string;
  importe: string;
  moneda: string;
  detalles: string;
}

/** The debit section and the credit cards; `idbloque` on batches. */
export interface TransferValues {
  fecha: string;
  tipoCuenta: string;
  cuenta_debito: string;
  idbloque?: string;
  creditos: CreditValues[];
}

export const emptyCredit = (moneda = ''): CreditValues => ({ ownAccount: false, cuenta_credito: '', titular: '', importe: '', moneda, detalles: '' });

export function transferValues(request: TransferRequest): TransferValues {
  return {
    fecha: request.fecha,
    tipoCuenta: request.tipoCuenta,
    cuenta_debito: request.cuenta_debito,
    ...(request.id_bloque ? { idbloque: request.id_bloque } : {}),
    creditos: request.lines.map((line) => ({
      ownAccount: line.ownAccount,
      cuenta_credito: line.cuenta_credito,
      titular: line.titular,
      importe: line.importe,
      moneda: line.moneda,
      detalles: line.detalles,
    })),
  };
}

export function transferFacts(request: TransferRequest): RequestFacts {
  return { state: request.estado_id, signatures: request.firmas, required: request.numero_firmas };
}

/**
 * Spec §4 Transfer estado: a negotiator holds role 21; a signer is `es_firmante` (role 22 and may
 * sign the debit account); the user's name among the signers means signed already.
 */
export function transferActor(request: TransferRequest, user: Pick<SessionUser, 'usuario' | 'roles'>): Actor {
  return {
    negotiator: user.roles.includes(Role.negotiator),
    signer: request.es_firmante === 1,
    hasSigned: splitUsers(request.firmante).includes(user.usuario),
  };
}

export function transferUsers(request: TransferRequest): RequestUsers {
  return { negotiators: splitUsers(request.negociador), signers: splitUsers(request.firmante) };
}

/** A rejection's reason or a failed execution's code. */
export function transferRejection(request: TransferRequest): string | null {
  return request.estado_id === TransferState.rejected || request.estado_id === TransferState.failed ? request.respuesta : null;
}

/** YYYYMMDD plus whole days, as YYYYMMDD (calendar days, UTC so no clock change moves it). */
export function addDays(ymd: string, days: number): string {
  const date = new Date(Date.UTC(Number(ymd.slice(0, 4)), Number(ymd.slice(4, 6)) - 1, Number(ymd.slice(6, 8)) + days));
  return `${String(date.getUTCFullYear()).padStart(4, '0')}${String(date.getUTCMonth() + 1).padStart(2, '0')}${String(date.getUTCDate()).padStart(2, '0')}`;
}
