import { createElement, use } from 'react';
import type { ComponentType } from 'react';

/** A component (a page, a view, an overlay, a step of the sign-in) whose code loads when first rendered, or earlier through `preload`. */
export interface LazyComponent<P extends object = object> {
  (props: P): ReturnType<typeof createElement>;
  /** Loads the code, again if it failed; a component loaded before it renders shows at once. */
  preload(): Promise<void>;
}

/**
 * Unlike `React.lazy`, a component whose code is in renders without suspending, and a failed load
 * is tried again when asked for ahead of a render (`preload`: the full app's start for its first
 * page and view, the menu for the view it opens). A render never starts a second attempt itself:
 * React renders again after each failure, so a render that retried would fetch in a loop while
 * the network is down instead of showing the crash guard (ADR 0070). Reloading from the crash
 * message tries again too.
 */
export function lazyComponent<P extends object = object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined;
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
  function Lazy(props: P) {
    if (!loaded) use(loading ?? attempt());
    return createElement(loaded!, props);
  }
  return Object.assign(Lazy, { preload });
}

/**
 * The handlers for the button that opens a lazy overlay: pointing at it (a touch, too, comes
 * before its click) or focusing it starts loading the overlay's code, so it is in by the click.
 * The click asks too, before the button's own handler opens the overlay: a load that failed on
 * pointing (the network was down for a moment) is tried once more instead of crashing the page.
 */
export function loadOnIntent(component: Pick<LazyComponent<never>, 'preload'>) {
  const warm = () => startLoading(component);
  return { onPointerEnter: warm, onFocus: warm, onClickCapture: warm };
}

/**
 * Starts loading a lazy component's code ahead of its render, if it is lazy. A failure is left
 * for the render to show (the crash guard), so nothing here waits or reports.
 */
export function startLoading(component: { preload?: () => Promise<void> }): void {
  component.preload?.().catch(() => undefined);
}
