import { useSyncExternalStore } from 'react';
import type { SessionUser, SystemDateNow } from '@bel/contract';

/**
 * sessionStorage key holding `{ token, user }` as JSON. Session storage (not local) so the
 * session dies with the browser tab, as the spec asks. `token` alone (user null) is the
 * pending token between the password and the PIN step.
 */
export const SESSION_STORAGE_KEY = 'bel.session';

export interface StoredSession {
  token: string | null;
  user: SessionUser | null;
  /**
   * The gateway's clock minus the browser's, learnt when the gateway last said its time
   * (`fecha_servidor_web`): when the bank's day ends, by the bank's clock (ADR 0069). Absent in a
   * session stored before it existed, or kept by a test.
   */
  serverOffsetMs?: number;
}

const EMPTY: StoredSession = { token: null, user: null };

let cache: StoredSession | undefined;
const listeners = new Set<() => void>();

function read(): StoredSession {
  if (cache) return cache;
  try {
    const raw = sessionStorage.getItem(SESSION_STORAGE_KEY);
    const parsed = raw ? (JSON.parse(raw) as Partial<StoredSession>) : {};
    cache = { token: parsed.token ?? null, user: parsed.user ?? null, ...(typeof parsed.serverOffsetMs === 'number' ? { serverOffsetMs: parsed.serverOffsetMs } : {}) };
  } catch {
    // A tampered or unreadable entry is treated as no session at all.
    cache = EMPTY;
  }
  return cache;
}

function write(next: StoredSession): void {
  cache = next;
  if (next.token === null && next.user === null) sessionStorage.removeItem(SESSION_STORAGE_KEY);
  else sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(next));
  for (const listener of listeners) listener();
}

export function getSession(): StoredSession {
  return read();
}

export function getToken(): string | null {
  return read().token;
}

export function setToken(token: string | null): void {
  write({ ...read(), token });
}

/** The gateway's clock minus the browser's, from a time the gateway answered just now. */
function offsetFrom(serverTime: string): number | undefined {
  const at = Date.parse(serverTime);
  return Number.isNaN(at) ? undefined : at - Date.now();
}

/** The signed-in user, as the PIN step answered it a moment ago. */
export function setUser(user: SessionUser): void {
  write({ ...read(), user, serverOffsetMs: offsetFrom(user.fecha_servidor_web) });
}

/** The bank's day as the gateway answered it a moment ago (a tab open across midnight, ADR 0069). */
export function setSystemDate(now: SystemDateNow): void {
  const { user } = read();
  if (!user) return;
  write({ ...read(), user: { ...user, fecha_sistema: now.fecha_sistema, fecha_servidor_web: now.fecha_servidor_web }, serverOffsetMs: offsetFrom(now.fecha_servidor_web) });
}

/** Forgets everything kept for this browser tab: token, user and any per-tab state (tabs). */
export function clearSessionStorage(): void {
  sessionStorage.clear();
  write(EMPTY);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSessionUser(): SessionUser | null {
  const user = () => read().user;
  // The third: the build renders a signed-in page for its styles, without a browser (ADR 0073).
  return useSyncExternalStore(subscribe, user, user);
}
