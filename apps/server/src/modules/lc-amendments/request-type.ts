import { lcAmendmentMachine, lcAmendmentPayload, View, type LcAmendmentPayload } from '@bel/contract';
import type { RequestType } from '../../core/requests/request-type.js';

/**
 * Letter-of-credit amendments as a request type (ADR 0029): the signers sign for the account the
 * letter is kept on. The last signature leaves the amendment processing (3): the bank's task
 * decides it on its next bank day, so there is nothing to do in the signature's transaction.
 */
export const lcAmendmentType: RequestType<LcAmendmentPayload> = {
  machine: lcAmendmentMachine,
  view: View.lcAmendment,
  payload: lcAmendmentPayload,
  account: (p) => p.applicantAcc,
  summary: (_id, p) => ({ reference: p.lcNumber, amount: null, currency: null }),
};
