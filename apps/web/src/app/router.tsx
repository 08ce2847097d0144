import { startTransition, useLayoutEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { matchPath, Navigate, Route, Router, Routes, UNSAFE_createBrowserHistory } from 'react-router';
import { lazyPage } from './lazy-page';
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

// Every page is loaded lazily, so the sign-in page ships only what it needs.
const pages = [
  { path: '/login', Page: lazyPage(() => import('./routes/login-route').then((m) => m.LoginRoute)) },
  { path: '/ChangePassword', Page: lazyPage(() => import('./routes/change-password-route').then((m) => m.ChangePasswordRoute)) },
  { path: '/help/:lang?', Page: lazyPage(() => import('./routes/help-route').then((m) => m.HelpRoute)) },
  { path: '/home/:view/*', Page: lazyPage(() => import('./routes/home-route').then((m) => m.HomeRoute)) },
];
const NotFoundPage = lazyPage(() => import('./routes/not-found-route').then((m) => m.NotFoundRoute));
const HOME = '/home/main';

/**
 * Loads the code of the page at `pathname`, so the first render shows it instead of a loader (the
 * sign-in page stays on screen until the portal can replace it).
 */
export function preloadPage(pathname: string): Promise<void> {
  const address = pathname === '/' || pathname.toLowerCase() === '/home' ? HOME : pathname;
  return (pages.find(({ path }) => matchPath(path, address))?.Page ?? NotFoundPage).preload();
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

/**
 * The portal's addresses, in React Router's declarative mode: the data router's loaders and
 * actions were unused, and its code was a quarter of the signed-in start's chunk (ADR 0070).
 */
export function AppRouter() {
  return (
    <HistoryRouter>
      <Routes>
        <Route element={<RootLayout />}>
          <Route index element={<Navigate to={HOME} replace />} />
          <Route path="home" element={<Navigate to={HOME} replace />} />
          {pages.map(({ path, Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </HistoryRouter>
  );
}
