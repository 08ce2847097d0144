import type { RequestMachine } from '@bel/contract';
import type { z } from 'zod';
import type { Tx } from '../../db/client.js';

/** What the inbox and the notifications say of a request. */
export interface RequestSummary {
  reference: string;
  amount: string | null;
  currency: string | null;
  /** The day the bank carries it out, YYYYMMDD, when the type has one (a transfer's date). */
  date?: string;
}

/** What a type's side effect receives when the last signature executes the request. */
export interface Execution<P> {
  tx: Tx;
  id: number;
  companyId: number;
  accountId: number | null;
  payload: P;
  now: Date;
}

/**
 * A request type, declared once: its machine, the payload it stores (validated again by the
 * engine before it is written), the account its signers sign for, what it shows in the inbox
 * and the bank's side effect on the last signature. The engine does everything else.
 */
export interface RequestType<P extends Record<string, unknown>> {
  machine: RequestMachine;
  /** The view whose form opens a request of this type. */
  view: string;
  payload: z.ZodType<P>;
  /** A signature asks the signer's PIN again (ADR 0024). */
  confirmWithPin?: true;
  /** The account number the signers sign for (the caller's company's, checked by the engine). */
  account(payload: P): string | null;
  summary(id: number, payload: P): RequestSummary;
  /**
   * The bank's side effect on the last signature, in its transaction; a refusal thrown here
   * rolls the signature back too. It may answer another state than the machine's `executed`
   * (a transfer dated later waits, ADR 0024).
   */
  execute?(run: Execution<P>): Promise<void | { state: number }>;
}

// The engine keeps types in one list for the inbox; a type's payload type is its own business.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRequestType = RequestType<any>;
