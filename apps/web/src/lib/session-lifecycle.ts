import { useSyncExternalStore } from 'react';
import { clearSessionStorage } from './session';

/**
 * Why a session ended. The app decides where to go: everything but a forced password
 * change lands on /login.
 */
export type SessionEndReason = 'logout' | 'lost' | 'password-change';

type SessionEndListener = (reason: SessionEndReason, code?: string) => void;

const listeners = new Set<SessionEndListener>();
const teardowns = new Set<() => void>();
let epoch = 0;
const epochListeners = new Set<() => void>();

export function onSessionEnd(listener: SessionEndListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * What else a session's end must drop (the full app's cached server data and views). They
 * register here rather than being imported, so the sign-in entry loads none of them (ADR 0041).
 */
export function onSessionTeardown(teardown: () => void): void {
  teardowns.add(teardown);
}

/**
 * The single place a session is torn down (logout, session loss per spec §4, forced
 * password change): storage, every view's entitlement and state, cached server data,
 * and the login step (via the epoch the login page keys itself on). `code` is the
 * gateway's reason for a lost session.
 */
export function endSession(reason: SessionEndReason, code?: string): void {
  clearSessionStorage();
  for (const teardown of teardowns) teardown();
  epoch += 1;
  for (const listener of epochListeners) listener();
  for (const listener of listeners) listener(reason, code);
}

function subscribeEpoch(listener: () => void): () => void {
  epochListeners.add(listener);
  return () => epochListeners.delete(listener);
}

/** Changes every time a session ends; the login page restarts at step 1 when it does. */
export function useSessionEpoch(): number {
  // The same on the server: the sign-in page is prerendered at build time (ADR 0050).
  return useSyncExternalStore(subscribeEpoch, () => epoch, () => epoch);
}
