/**
 * The signed-request pattern (architecture §2, spec doc 2 §4) as data: a request type
 * declares its states, its actions, who may take each and from which states. The gateway's
 * engine refuses whatever `refusal` refuses; the web app enables exactly the buttons
 * `allowedActions` allows, from the same declaration, so the two never disagree.
 */

/** Every action a request type may offer. Not every type offers every action. */
export const RequestAction = {
  /** Store a new request (state 0, "new", is never stored). */
  create: 'create',
  /** Store changes to an existing request; voids every signature it had. */
  save: 'save',
  sendToSign: 'sendToSign',
  sign: 'sign',
  /** Send to sign and sign in one step, by a negotiator who may also sign the account. */
  authorizeAndSend: 'authorizeAndSend',
  /** A signer rejects the request, with a reason. */
  reverse: 'reverse',
  delete: 'delete',
  /** The negotiator withdraws the request, with a reason. */
  cancel: 'cancel',
} as const;
export type RequestAction = (typeof RequestAction)[keyof typeof RequestAction];

/**
 * Conditions on the caller and the request. `negotiator`: the caller holds role 21 (the
 * row's `negociador` flag). `signer`: holds role 22 and may sign for the request's account
 * (`firmante` and `autorizador`). `notSignedYet`: the caller's signature is not on it.
 * `noSignerYet`: nobody has signed it.
 */
export type Guard = 'negotiator' | 'signer' | 'notSignedYet' | 'noSignerYet';

export interface Transition<S extends number> {
  /** States the action may start from; 0 is a request not stored yet. */
  from: readonly S[];
  /**
   * The state it ends in. `sign` and `authorizeAndSend` stay in the machine's
   * `signing` state until the last required signature, which moves to `executed`.
   */
  to: S;
  who: readonly Guard[];
  /** The action carries a reason (max 1000 characters, spec §5). */
  reason?: true;
}

export interface RequestMachine<S extends number = number> {
  /** The type's name in traces, notifications and the signer's inbox. */
  type: string;
  /** Code -> name as the bank records it (spec §4); the web app translates by code. */
  states: Readonly<Record<S, string>>;
  /** Where signatures are collected. */
  signing: S;
  /** Where the last signature leaves the request: the bank has taken it. */
  executed: S;
  /** States no longer listed (a deleted request stays in the trail, not in the table). */
  hidden: readonly S[];
  actions: Readonly<Partial<Record<RequestAction, Transition<S>>>>;
}

/** Who is acting, as the gateway knows it (or the web app reads it off the row's flags). */
export interface Actor {
  negotiator: boolean;
  signer: boolean;
  hasSigned: boolean;
}

/** What of the request the machine looks at. */
export interface RequestFacts {
  /** 0 for a request not stored yet. */
  state: number;
  /** Signatures given so far (not voided). */
  signatures: number;
  /** Signatures the request needs; fixed when it is sent to sign. */
  required: number;
}

/** Why the machine refuses an action: the codes the gateway answers with. */
export const RequestError = {
  notFound: 'request.not.found',
  /** The action does not exist for this type, or not from the request's state. */
  wrongState: 'request.wrong.state',
  /** The caller's roles or flags do not allow it. */
  notAllowed: 'request.not.allowed',
  alreadySigned: 'request.already.signed',
  hasSignatures: 'request.has.signatures',
  /** What the signer was shown is not what the request now says (dynamic linking). */
  changed: 'request.changed',
  reasonRequired: 'request.reason.required',
  reasonTooLong: 'request.reason.tooLong',
  /** An `Idempotency-Key` header that is not 8 to 64 characters of [A-Za-z0-9_-]. */
  idempotencyKeyInvalid: 'request.idempotency.keyInvalid',
  /** The key was used before with another call or body: the first answer is not this one's. */
  idempotencyMismatch: 'request.idempotency.mismatch',
  /** A call with this key is still running (a replay gave up waiting for it). */
  idempotencyBusy: 'request.idempotency.busy',
} as const;
export type RequestError = (typeof RequestError)[keyof typeof RequestError];

/** HTTP status of each refusal. */
export const REQUEST_ERROR_STATUS: Readonly<Record<RequestError, number>> = {
  'request.not.found': 404,
  'request.wrong.state': 409,
  'request.not.allowed': 403,
  'request.already.signed': 409,
  'request.has.signatures': 409,
  'request.changed': 409,
  'request.reason.required': 400,
  'request.reason.tooLong': 400,
  'request.idempotency.keyInvalid': 400,
  'request.idempotency.mismatch': 422,
  'request.idempotency.busy': 409,
};

export const REASON_MAX = 1000;

const GUARD_ERROR: Readonly<Record<Guard, RequestError>> = {
  negotiator: RequestError.notAllowed,
  signer: RequestError.notAllowed,
  notSignedYet: RequestError.alreadySigned,
  noSignerYet: RequestError.hasSignatures,
};

function holds(guard: Guard, request: RequestFacts, actor: Actor): boolean {
  switch (guard) {
    case 'negotiator':
      return actor.negotiator;
    case 'signer':
      return actor.signer;
    case 'notSignedYet':
      return !actor.hasSigned;
    case 'noSignerYet':
      return request.signatures === 0;
  }
}

/** The first reason the machine refuses this action, or null when it allows it. */
export function refusal(machine: RequestMachine, action: RequestAction, request: RequestFacts, actor: Actor): RequestError | null {
  const t = machine.actions[action];
  if (!t || !t.from.includes(request.state)) return RequestError.wrongState;
  const broken = t.who.find((g) => !holds(g, request, actor));
  return broken ? GUARD_ERROR[broken] : null;
}

/** Every action the machine allows now: the web app enables exactly these. */
export function allowedActions(machine: RequestMachine, request: RequestFacts, actor: Actor): RequestAction[] {
  return (Object.keys(machine.actions) as RequestAction[]).filter((a) => refusal(machine, a, request, actor) === null);
}

/** Whether one more signature completes the request: the button then reads authorize-and-send. */
export function isLastSignature(request: RequestFacts): boolean {
  return request.signatures + 1 >= request.required;
}

/** Where an action leaves the request, given the signatures it will then have. */
export function nextState(machine: RequestMachine, action: RequestAction, signaturesAfter: number, required: number): number {
  const t = machine.actions[action];
  if (!t) throw new Error(`${machine.type} has no action ${action}`);
  if ((action === RequestAction.sign || action === RequestAction.authorizeAndSend) && signaturesAfter >= required) return machine.executed;
  return t.to;
}

/** Signers and negotiators travel as usernames joined by '*' (spec §3, §9). */
export const USER_LIST_SEPARATOR = '*';
export function splitUsers(list: string | null | undefined): string[] {
  return list ? list.split(USER_LIST_SEPARATOR).filter(Boolean) : [];
}
export function joinUsers(usernames: readonly string[]): string {
  return usernames.join(USER_LIST_SEPARATOR);
}

/** What a successful action did, as the catalogue code the spec's `respuesta` carries. */
export const RequestOutcome = {
  saved: 'request.done.saved',
  sent: 'request.done.sent',
  /** A signature was added; more are needed. */
  signed: 'request.done.signed',
  /** The last signature: the bank has taken the request (the final wording). */
  executed: 'request.done.executed',
  /** The last signature: the bank took the request and will carry it out on its date (a transfer dated later). */
  scheduled: 'request.done.scheduled',
  reversed: 'request.done.reversed',
  deleted: 'request.done.deleted',
  cancelled: 'request.done.cancelled',
} as const;
export type RequestOutcome = (typeof RequestOutcome)[keyof typeof RequestOutcome];
