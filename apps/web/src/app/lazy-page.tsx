import { createElement, use } from 'react';
import type { ComponentType } from 'react';

/** A page whose code loads when first needed, or earlier through `preload`. */
export interface LazyPage {
  (): ReturnType<typeof createElement>;
  /** Loads the page's code, again if it failed; a page loaded before it renders shows at once. */
  preload(): Promise<void>;
}

/**
 * Unlike `React.lazy`, a page whose code is in renders without suspending, and a failed load is
 * tried again when asked for ahead of a render (`preload`: the full app's start). A render never
 * starts a second attempt itself: React renders again after each failure, so a render that
 * retried would fetch in a loop while the network is down instead of showing the crash guard
 * (ADR 0070). Reloading from the crash message tries again.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let loaded: ComponentType | undefined;
  let loading: Promise<void> | undefined;
  let failed = false;
  const attempt = () => {
    failed = false;
    loading = load().then(
      (component) => {
        loaded = component;
      },
      (error: unknown) => {
        failed = true;
        throw error;
      },
    );
    return loading;
  };
  const preload = () => (loaded ? Promise.resolve() : loading && !failed ? loading : attempt());
  function Page() {
    if (!loaded) use(loading ?? attempt());
    return createElement(loaded!);
  }
  return Object.assign(Page, { preload });
}
