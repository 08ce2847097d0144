import { useSyncExternalStore } from 'react';

/** sessionStorage key of the open tabs (spec §2: tabs persist in session storage). */
export const TABS_STORAGE_KEY = 'bel.tabs';
export const MAIN_VIEW = 'main';

/** A tab of the strip, by the spec's names: the menu entry's `text` and `className`. */
export interface ShellTab {
  tabName: string;
  tabRouteName: string;
  /** The server's default label, used when the catalogue has no `tab.{tabName}`. */
  nombre?: string;
}

let lastRaw: string | null | undefined;
let cache: readonly ShellTab[] = [];
const listeners = new Set<() => void>();

/**
 * Reads through to sessionStorage (cached by raw string), so clearing the storage at the
 * end of a session needs no call into this store.
 */
function read(): readonly ShellTab[] {
  const raw = sessionStorage.getItem(TABS_STORAGE_KEY);
  if (raw !== lastRaw) {
    lastRaw = raw;
    try {
      const parsed: unknown = raw ? JSON.parse(raw) : [];
      cache = Array.isArray(parsed) ? (parsed as ShellTab[]).filter((tab) => typeof tab?.tabRouteName === 'string' && tab.tabRouteName !== MAIN_VIEW) : [];
    } catch {
      cache = [];
    }
  }
  return cache;
}

function write(tabs: readonly ShellTab[]): void {
  sessionStorage.setItem(TABS_STORAGE_KEY, JSON.stringify(tabs));
  for (const listener of listeners) listener();
}

/** Adds a tab unless one for the same view is already open. `main` is never stored: it is fixed. */
export function openTab(tab: ShellTab): void {
  if (tab.tabRouteName === MAIN_VIEW) return;
  const tabs = read();
  if (tabs.some((t) => t.tabRouteName === tab.tabRouteName)) return;
  write([...tabs, tab]);
}

/** Removes a tab; answers the view that should become active if the closed one was. */
export function closeTab(routeName: string): string {
  const tabs = read();
  const index = tabs.findIndex((t) => t.tabRouteName === routeName);
  if (index < 0) return MAIN_VIEW;
  write(tabs.filter((t) => t.tabRouteName !== routeName));
  return index === 0 ? MAIN_VIEW : (tabs[index - 1]?.tabRouteName ?? MAIN_VIEW);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useTabs(): readonly ShellTab[] {
  // The third: the build renders a signed-in page for its styles, without a browser (ADR 0073).
  return useSyncExternalStore(subscribe, read, read);
}
