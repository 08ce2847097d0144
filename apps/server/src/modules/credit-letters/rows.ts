import { drawingReference, minorToDecimal, type DataOf, type api } from '@bel/contract';
import { compact } from '../../bank/calendar.js';
import type { DrawingRow, LetterRow, discrepanciesOn, obligationsOn } from './repo.js';
import { categoryOn, movements, unutilisedMinor } from './model.js';

/** How each letter query's rows are written from the bank's records (ADR 0014). */
type Calls = typeof api.creditLetters;
type Row<K extends keyof Calls> = DataOf<Calls[K]>[number];

const money = (minor: bigint, currency: string) => minorToDecimal(minor, currency);

export function discrepancyRow(r: Awaited<ReturnType<typeof discrepanciesOn>>[number]): Row<'discrepancies'> {
  return {
    REFERENCIA: drawingReference(r.reference, r.seq),
    NEGOCIACION_NO: r.seq,
    MONEDA: r.currency,
    IMPORTE: money(r.amountMinor, r.currency),
    FECHA_NOTIF: compact(r.notifiedOn),
    CTA_APLICANTE: r.account,
    DISCREPANCIAS: r.text,
  };
}

export function statisticRow(l: LetterRow): Row<'stadistics'> {
  return {
    REFERENCE: l.reference,
    LC_TYPE: l.lcType,
    ADVISING_BK: l.counterpartBank,
    LC_CURRENCY: l.currency,
    LC_AMOUNT: money(l.amountMinor, l.currency),
    LIAB_AMT: money(l.liabilityMinor, l.currency),
    EXPIRY_DATE: compact(l.expiryDate),
    APPLICANT_ACC: l.account,
    APPLICANT: l.applicantName,
    BENEFICIARY: l.beneficiary,
    ISSUE_DATE: compact(l.issueDate),
    CARTA_CL: l.liquiditySupport,
    DESC_GOODS: l.goods,
  };
}

export function summaryHeader(l: LetterRow): Row<'summary'> {
  return {
    REFERENCIA: l.reference,
    EXPIRY_DATE: compact(l.expiryDate),
    TIPO_LC: l.lcType,
    ISSUE_DATE: compact(l.issueDate),
    LC_AMOUNT: money(l.amountMinor, l.currency),
    MONEDA: l.currency,
    APPLICANT: l.applicantName,
    LIAB_AMT: money(l.liabilityMinor, l.currency),
    BENE: l.beneficiary,
    ADV_ISS: l.counterpartBank,
    DESC_GOODS: l.goods,
  };
}

export function movementRows(l: LetterRow, drawings: readonly DrawingRow[]): Row<'details'>[] {
  return movements(l, drawings).map((m) => ({
    DESCRIPTION: m.kind,
    DATE: compact(m.day),
    TIPO_LC: l.lcType,
    MONEDA: l.currency,
    AMOUNT: money(m.amountMinor, l.currency),
    RBAL: money(m.balanceMinor, l.currency),
    DR_NO: m.drawing,
  }));
}

export function currentCategoryRow(l: LetterRow, drawings: readonly DrawingRow[], today: string): Row<'getCurrentByCategory'> {
  return {
    REFERENCIA: l.reference,
    CTA_ORDENANTE: l.account,
    NOMBRE: l.applicantName,
    MONEDA: l.currency,
    IMPORTE: money(l.amountMinor, l.currency),
    TIPO_LC: l.confirmation,
    NEGOC_DIFER: l.paymentForm === 'SIGHT' ? 'N' : 'Y',
    BANCO_DESTINO: l.counterpartBank,
    DISP_LCCY: money(unutilisedMinor(l, drawings), l.currency),
    CATEGORIA: categoryOn(l, drawings, today),
  };
}

export function expirationRow(l: LetterRow, drawings: readonly DrawingRow[]): Row<'currentByMaturityDate'> {
  return {
    REFERENCIA: l.reference,
    CUENTA: l.account,
    MONEDA: l.currency,
    SALDO_INICIAL: money(l.amountMinor, l.currency),
    SALDO_FINAL: money(unutilisedMinor(l, drawings), l.currency),
    VENCE: compact(l.expiryDate),
    TIPO_LC: l.lcType,
  };
}

type ObligationRecord = Awaited<ReturnType<typeof obligationsOn>>[number];

export function obligationRow(o: ObligationRecord): Row<'paymentObligations'> {
  return {
    REFERENCIA: o.reference,
    CUENTA: o.account,
    MONEDA: o.currency,
    IMPORTE: money(o.amountMinor, o.currency),
    VENCE: compact(o.dueDate),
    TIPO_LC: o.lcType,
    FORMA_PAGO: o.paymentForm,
  };
}

export function acdpRow(o: ObligationRecord): Row<'paymentObligationsACDP'> {
  if (o.paymentForm === 'SIGHT') throw new Error(`a sight obligation of ${o.reference} among acceptances and deferred payments`);
  return {
    ...obligationRow(o),
    FORMA_PAGO: o.paymentForm,
    PAGAREN: `${drawingReference(o.reference, o.drawingSeq)}-${o.seq}`,
    ORDEN: o.toOrderOf,
    BENEF: o.beneficiary,
  };
}
