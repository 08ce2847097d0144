import { startTransition, useLayoutEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { matchRoutes, Navigate, Router, UNSAFE_createBrowserHistory, useRoutes } from 'react-router';
import type { RouteObject } from 'react-router';
import { lazyComponent } from '../lib/lazy-component';
import type { LazyComponent } from '../lib/lazy-component';
import { RootLayout } from './routes/root-layout';

/**
 * The tab's history, made before the first render so the sign-in entry's hand-over can write its
 * entry into it first (ADR 0070). `v5Compat`: a push or replace is told to the router too, not
 * only the browser's back and forward.
 */
const history = UNSAFE_createBrowserHistory({ v5Compat: true });

/** Moves the tab to `to` (with its history state) before the router's first render reads it. */
export function enterAt(to: string, { replace = false, state }: { replace?: boolean; state?: unknown } = {}): void {
  if (replace) history.replace(to, state);
  else history.push(to, state);
}

const HOME = '/home/main';

/** An address: the page it shows (each loaded lazily, so the sign-in page ships only what it needs), or where it leads. */
type Address = { path: string } & ({ Page: LazyComponent } | { to: string });

const addresses: readonly Address[] = [
  { path: '/', to: HOME },
  { path: '/home', to: HOME },
  { path: '/login', Page: lazyComponent(() => import('./routes/login-route').then((m) => m.LoginRoute)) },
  { path: '/ChangePassword', Page: lazyComponent(() => import('./routes/change-password-route').then((m) => m.ChangePasswordRoute)) },
  { path: '/help/:lang?', Page: lazyComponent(() => import('./routes/help-route').then((m) => m.HelpRoute)) },
  { path: '/home/:view/*', Page: lazyComponent(() => import('./routes/home-route').then((m) => m.HomeRoute)) },
  { path: '*', Page: lazyComponent(() => import('./routes/not-found-route').then((m) => m.NotFoundRoute)) },
];

/** One table serves both the rendering and `preloadPage`, so both agree on what an address shows. */
const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: addresses.map((address) => ({
      path: address.path,
      element: 'to' in address ? <Navigate to={address.to} replace /> : <address.Page />,
      handle: address,
    })),
  },
];

/**
 * Loads the code of the page at `pathname`, so the first render shows it instead of a loader (the
 * sign-in page stays on screen until the portal can replace it).
 */
export function preloadPage(pathname: string): Promise<void> {
  const address = matchRoutes(routes, pathname)?.at(-1)?.route.handle as Address | undefined;
  if (!address) return Promise.resolve();
  return 'to' in address ? preloadPage(address.to) : address.Page.preload();
}

/**
 * `unstable_HistoryRouter`'s few lines, plus one: it also catches up with a move the browser made
 * before it listened (Back pressed while the first render, a sliced transition, was under way).
 * Each navigation renders as a transition, so the page on screen stays until the next one's code
 * is in.
 */
function HistoryRouter({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(() => ({ action: history.action, location: history.location }));
  useLayoutEffect(() => {
    const update = () =>
      startTransition(() => setShown((current) => (current.location.key === history.location.key ? current : { action: history.action, location: history.location })));
    update();
    return history.listen(update);
  }, []);
  return (
    <Router location={shown.location} navigationType={shown.action} navigator={history}>
      {children}
    </Router>
  );
}

function AppRoutes() {
  return useRoutes(routes);
}

/**
 * The portal's addresses, in React Router's declarative mode: the data router's loaders and
 * actions were unused, and its code was a quarter of the signed-in start's chunk (ADR 0070).
 */
export function AppRouter() {
  return (
    <HistoryRouter>
      <AppRoutes />
    </HistoryRouter>
  );
}
