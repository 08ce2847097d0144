import { startTransition, useEffect, useState } from 'react';
import { useAssumedScreen } from './assumed-screen';

/** Set while React adopts the prerendered /login (ADR 0050); cleared once that is done. */
let adopting = false;

/** Called before React starts adopting a prerendered page. */
export function startAdopting(): void {
  adopting = true;
}

/**
 * False while /login is rendered at build time and while the browser hydrates that snapshot,
 * true afterwards and in every page rendered on the client alone (ADR 0050). What depends on
 * the browser (the screen's width, a working submit) renders only once this is true, so the
 * first client render matches the snapshot and React can adopt it without a mismatch.
 *
 * The switch to true is a transition: React renders what it reveals in slices that yield to
 * the browser. (A store whose server and client answers differ makes React re-render
 * synchronously after hydration: the whole page again in one long task, ADR 0056.)
 */
export function useHydrated(): boolean {
  const assumed = useAssumedScreen();
  const [hydrated, setHydrated] = useState(() => typeof document !== 'undefined' && !adopting);
  useEffect(() => {
    // Effects run once the adoption is committed: what mounts from now on is client-only.
    adopting = false;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return assumed?.hydrated ?? hydrated;
}
