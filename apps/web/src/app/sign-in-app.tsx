import { startTransition, StrictMode } from 'react';
import type { ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { ErrorCode } from '@bel/contract';
import { LoginPage } from '#features/auth';
import type { SignInExit } from '#features/auth';
import { startAdopting } from '../hooks/use-hydrated';
import { initI18n, SIGN_IN_NAMESPACES } from '../lib/i18n';
import type { Language } from '../lib/i18n';
import { onSessionEnd } from '../lib/session-lifecycle';
import { toast } from '../lib/toast';
import { BaseProviders } from './base-providers';
import type * as FullApp from './full-app';

/**
 * The sign-in page's tree. The build prerenders this very tree (ADR 0050), so hydration finds
 * the same components in the same order.
 */
export function signInPage(exit: SignInExit, onPinStep?: () => void) {
  return (
    <StrictMode>
      <BaseProviders>
        <LoginPage exit={exit} onPinStep={onPinStep} />
      </BaseProviders>
    </StrictMode>
  );
}

/**
 * The light sign-in entry (ADR 0041): /login without the router, the server-state cache or
 * any other screen's code, and only the sign-in namespaces of one language. Leaving it (after
 * the PIN, or to change the password) loads the full app into the same root. `hydrate`: the
 * page holds the snapshot prerendered in this language, which React adopts (ADR 0050);
 * otherwise React renders afresh and replaces whatever the page holds.
 */
export async function startSignIn(element: HTMLElement, language: Language, hydrate: boolean): Promise<void> {
  // A session lost between the two steps (the pending token expired) says why, as in the full app.
  const stopListening = onSessionEnd((reason, code) => {
    if (reason === 'lost') toast.warning(code ?? ErrorCode.sessionExpired);
  });
  // Asked for while the person types the PIN, so the portal opens without a wait after it.
  let fullApp: Promise<typeof FullApp> | undefined;
  const loadFullApp = () => (fullApp ??= import('./full-app').then(async (module) => (await module.prepareFullApp(), module)));
  // The catalogues come before the first render: hydration must produce the snapshot's texts.
  await initI18n(language, SIGN_IN_NAMESPACES);
  // The full app's router moves the address (and carries the state) once its code is here.
  const exit: SignInExit = async (to, options) => {
    try {
      const { startFullApp } = await loadFullApp();
      stopListening();
      await startFullApp(root, { to, ...options });
    } catch (error) {
      // The next try loads the code again (a network that came back).
      fullApp = undefined;
      throw error;
    }
  };
  const page = signInPage(exit, () => void loadFullApp());
  if (hydrate) startAdopting();
  const root = hydrate ? hydrateInSlices(element, page) : createRoot(element);
  if (!hydrate) root.render(page);
}

/**
 * As a transition, hydration works in short slices the browser can interleave with input (the
 * snapshot is on screen meanwhile), not in one long task; a click hydrates its target at once.
 */
function hydrateInSlices(element: HTMLElement, page: ReactNode): Root {
  let root: Root | undefined;
  startTransition(() => {
    root = hydrateRoot(element, page);
  });
  if (!root) throw new Error('hydrateRoot gave no root');
  return root;
}
