import { useSyncExternalStore } from 'react';
import type { SessionUser } from '@bel/contract';

/**
 * sessionStorage key holding `{ token, user }` as JSON. Session storage (not local) so the
 * session dies with the browser tab, as the spec asks. `token` alone (user null) is the
 * pending token between the password and the PIN step.
 */
export const SESSION_STORAGE_KEY = 'bel.session';

export interface StoredSession {
  token: string | null;
  user: SessionUser | null;
}

const EMPTY: StoredSession = { token: null, user: null };

let cache: StoredSession | undefined;
const listeners = new Set<() => void>();

function read(): StoredSession {
  if (cache) return cache;
  try {
    const raw = sessionStorage.getItem(SESSION_STORAGE_KEY);
    const parsed = raw ? (JSON.parse(raw) as Partial<StoredSession>) : {};
    cache = { token: parsed.token ?? null, user: parsed.user ?? null };
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

export function setUser(user: SessionUser): void {
  write({ ...read(), user });
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
  return useSyncExternalStore(subscribe, () => read().user);
}
