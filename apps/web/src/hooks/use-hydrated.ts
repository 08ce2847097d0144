import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while /login is rendered at build time and while the browser hydrates that snapshot,
 * true afterwards and in every page rendered on the client alone (ADR 0050). What depends on
 * the browser (the screen's width, a working submit) renders only once this is true, so the
 * first client render matches the snapshot and React can adopt it without a mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
