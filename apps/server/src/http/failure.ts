import type { ApiError } from '@bel/contract';

/** A refusal the client is meant to see: an HTTP status and a code from the contract. */
export class Failure extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly extra: Omit<ApiError, 'statusCode' | 'message'> = {},
    /** What went wrong underneath, for the log only (a 5xx Failure is logged with it). */
    cause?: unknown,
  ) {
    super(code, cause === undefined ? undefined : { cause });
  }

  body(): ApiError {
    return { statusCode: this.statusCode, message: this.code, ...this.extra };
  }
}
