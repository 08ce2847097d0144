import { startTransition, StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import type { SignInExit } from '#features/auth';
import { initI18n } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { onSessionTeardown } from '../lib/session-lifecycle';
import { resetAllViews } from '../lib/view-store';
import { yieldToBrowser } from '../lib/yield-to-browser';
import { Providers } from './providers';
import { AppRouter, enterAt, preloadPage } from './router';
import { startViewEarly } from './start-view-early';

// A session's end drops every view's state and the cached server data with it.
onSessionTeardown(() => {
  resetAllViews();
  queryClient.clear();
});

/** Where the full app opens when the sign-in entry hands over to it (ADR 0041). */
export type HandOver = { to: Parameters<SignInExit>[0] } & Parameters<SignInExit>[1];

/** What the portal needs before it renders: every namespace of the current language. */
export function prepareFullApp(): Promise<void> {
  return initI18n();
}

/**
 * The whole portal: router, server-state cache, every namespace of the current language.
 * Rendered into the page's root, replacing the sign-in entry when it hands over.
 */
export async function startFullApp(root: Root, handOver?: HandOver): Promise<void> {
  if (!handOver) startViewEarly(window.location.pathname);
  // The view's calls are on their way; the rest is a task of its own, not more of the one that
  // ran this chunk's code and made the root (ADR 0078).
  await yieldToBrowser();
  // The first page's code comes before the first render, so what is on screen (the sign-in page)
  // stays until that page replaces it, not a loader. A failed load is tried again as it renders.
  await Promise.all([prepareFullApp(), preloadPage(handOver?.to ?? window.location.pathname).catch(() => undefined)]);
  // The sign-in entry's exit becomes the tab's history entry before the router reads it.
  if (handOver) enterAt(handOver.to, handOver);
  // A transition renders in slices that yield to the browser, instead of one long task (ADR 0052).
  startTransition(() =>
    root.render(
      <StrictMode>
        <Providers>
          <AppRouter />
        </Providers>
      </StrictMode>,
    ),
  );
}
