import { createElement, use } from 'react';
import type { ComponentType } from 'react';

/** A page whose code loads when first needed, or earlier through `preload`. */
export interface LazyPage {
  (): ReturnType<typeof createElement>;
  /** Loads the page's code; a page loaded before it renders shows at once, with no loader. */
  preload(): Promise<void>;
}

/**
 * Unlike `React.lazy`, a page that failed to load (a network blip, a deploy that removed the old
 * files) is tried again at its next render, once the crash guard around it has been reset by a
 * navigation (ADR 0070); and a page whose code is in renders without suspending.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let loaded: ComponentType | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => {
        loaded = component;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  function Page() {
    if (!loaded) use(preload());
    return createElement(loaded!);
  }
  return Object.assign(Page, { preload });
}
