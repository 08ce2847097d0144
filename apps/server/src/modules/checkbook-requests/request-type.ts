import { checkbookFields, checkbookMachine, checkTypeCode, View, type CheckbookFields } from '@bel/contract';
import { checkbooksNotIssued } from '../../db/schema.js';
import type { RequestType } from '../../core/requests/request-type.js';

/**
 * Checkbook requests as a request type: the machine and fields come from the contract; on the
 * last signature the bank registers the checkbook as requested, so it shows in the
 * checkbooks-not-issued query (document 1) from then on.
 */
export const checkbookRequestType: RequestType<CheckbookFields> = {
  machine: checkbookMachine,
  view: View.checkbookRequests,
  payload: checkbookFields,
  account: (p) => p.cuenta,
  summary: (id) => ({ reference: `CHQ-${String(id).padStart(6, '0')}`, amount: null, currency: null }),
  async execute({ tx, accountId, payload, now }) {
    await tx.insert(checkbooksNotIssued).values({
      accountId: accountId!,
      state: 'requested',
      checkType: checkTypeCode(payload.tipoCheque)!,
      requestedAt: now,
      branchCode: payload.destino,
      chequeras: payload.chequeras,
      cubiertas: payload.cubiertas,
      rm: payload.rm,
    });
  },
};
