/**
 * Codes the gateway puts in an error body's `message`. The web app translates them; the
 * server never sends prose meant for people. Spec codes keep the spec's spelling.
 */
export const ErrorCode = {
  anotherSessionStarted: 'another.session.started',
  incorrectCredentials: 'incorrect.credentials',
  incorrectPin: 'incorrect.pin',
  notPin: 'not.pin',
  sessionExpired: 'session.expired',
  sessionNotFound: 'session.not.found',
  unauthorized: 'Unauthorized',
  /** Ours: five consecutive failed sign-in attempts (ADR 0004). */
  userLocked: 'user.locked',
  /** Ours: an object that does not exist, or belongs to another company. */
  accountNotFound: 'account.not.found',
  notFound: 'not.found',
  /** Ours: the caller holds no role entitled to any view the call serves (403). */
  accessDenied: 'access.denied',
  /**
   * Ours: a session signed in with a password the bank issued opens nothing but the password
   * change (PATCH auth/credentials with a new password) and logout until it is changed (403).
   */
  passwordChangeRequired: 'password.change.required',
  tooManyRequests: 'too.many.requests',
  /** Ours: a request the gateway cannot read (broken JSON, a media type it does not take, a bad URL escape). */
  requestInvalid: 'request.invalid',
  /** Ours: a body over its route's limit, refused before it is read whole (413). */
  requestTooLarge: 'request.tooLarge',
  serverError: 'server.error',
  /**
   * Ours: the bank closed a month while the call ran (a transfer signed at midnight on a month's
   * last day, ADR 0043); nothing was done, and trying again runs on the new bank day (409).
   */
  bankDayChanged: 'bank.day.changed',
  /** Produced by the web client when the network fails (spec §7). */
  clientServerError: 'server_error',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** Body of every failed call. `message` is a code; `field` names the offending input. */
export interface ApiError {
  statusCode: number;
  message: string;
  field?: string;
  /** Sign-in only: sent when one attempt is left before the lock (ADR 0004). */
  attemptsLeft?: number;
  /**
   * Every offending item of a list of rows (a batch's credits), each with its dotted path
   * (`creditos.3.importe`) and code, so a form reports all bad lines at once (ADR 0024).
   */
  issues?: { field: string; message: string }[];
}

/** Session loss per spec §4: the client clears the session and goes to /login. */
export function isSessionLoss(status: number, message: string): boolean {
  return (
    (status === 401 && (message === ErrorCode.unauthorized || message === ErrorCode.sessionExpired)) ||
    (status === 404 && message === ErrorCode.sessionNotFound)
  );
}
