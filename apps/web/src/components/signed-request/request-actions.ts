import { allowedActions, isLastSignature, RequestAction } from '@bel/contract';
import type { Actor, RequestFacts, RequestMachine } from '@bel/contract';
import { RequestMode } from './types';

/** The buttons each mode may offer, in the order shown (spec §2, §4). */
const MODE_ACTIONS: Readonly<Record<RequestMode, readonly RequestAction[]>> = {
  // Send to sign from a new request saves and sends in one call, where the machine allows it from 0.
  [RequestMode.new]: [RequestAction.create, RequestAction.sendToSign, RequestAction.authorizeAndSend],
  [RequestMode.modificar]: [RequestAction.save, RequestAction.sendToSign, RequestAction.authorizeAndSend, RequestAction.cancel, RequestAction.delete],
  [RequestMode.autorizar]: [RequestAction.sign, RequestAction.authorizeAndSend, RequestAction.reverse],
  // Details change nothing, but a request nobody may edit any more can still be withdrawn.
  [RequestMode.consultar]: [RequestAction.cancel, RequestAction.delete],
};

export interface FormAction {
  action: RequestAction;
  /** Catalogue key of the button (and of its confirmation). */
  label: string;
  /** The signature that completes the request: the bank takes it (the final wording). */
  final: boolean;
}

const SIGNING: readonly RequestAction[] = [RequestAction.sign, RequestAction.authorizeAndSend];

/** The key a button reads: create reads "save", and a last signature "authorize and send". */
export function actionLabel(action: RequestAction, final: boolean): string {
  if (action === RequestAction.create) return RequestAction.save;
  return action === RequestAction.sign && final ? RequestAction.authorizeAndSend : action;
}

/** The form's buttons: the mode's actions that the machine allows this user on this request. */
export function formActions(machine: RequestMachine, mode: RequestMode, facts: RequestFacts, actor: Actor): FormAction[] {
  const allowed = allowedActions(machine, facts, actor);
  return MODE_ACTIONS[mode]
    .filter((action) => allowed.includes(action))
    .map((action) => {
      const final = SIGNING.includes(action) && isLastSignature(facts);
      // A type whose new requests wait for signatures at once (a document shipment): create sends to sign.
      const sends = action === RequestAction.create && machine.actions.create?.to === machine.signing;
      return { action, label: sends ? RequestAction.sendToSign : actionLabel(action, final), final };
    });
}

/** Whether the form's fields can be edited: a new request, or a modification the machine allows. */
export function isEditable(machine: RequestMachine, mode: RequestMode, facts: RequestFacts, actor: Actor): boolean {
  const allowed = allowedActions(machine, facts, actor);
  if (mode === RequestMode.new) return allowed.includes(RequestAction.create);
  return mode === RequestMode.modificar && allowed.includes(RequestAction.save);
}

/** The table's row actions (spec §2): modify when the machine allows save, sign when it allows sign. */
export function rowActions(machine: RequestMachine, facts: RequestFacts, actor: Actor): { modify: boolean; sign: boolean } {
  const allowed = allowedActions(machine, facts, actor);
  return { modify: allowed.includes(RequestAction.save), sign: allowed.includes(RequestAction.sign) };
}

/** The table's "add": the machine lets this user create a request. */
export function canCreate(machine: RequestMachine, facts: RequestFacts, actor: Actor): boolean {
  return allowedActions(machine, facts, actor).includes(RequestAction.create);
}

/** The address of a request's form in a mode (documented on `RequestMode`). */
export function formPath(viewKey: string, mode: RequestMode, id?: number): string {
  const base = `/home/${viewKey}/form`;
  return mode === RequestMode.new || id === undefined ? base : `${base}?mode=${mode}&id=${id}`;
}

/** Reads the mode and id back from the address; an unknown mode or a bad id is a new request. */
export function parseFormAddress(search: URLSearchParams): { mode: RequestMode; id: number | null } {
  const mode = search.get('mode');
  const id = Number(search.get('id'));
  const known = Object.values(RequestMode).find((m) => m === mode);
  if (!known || known === RequestMode.new || !Number.isInteger(id) || id <= 0) return { mode: RequestMode.new, id: null };
  return { mode: known, id };
}
