import { lazy } from 'react';
import { Navigate, Route, Routes, UNSAFE_createBrowserHistory, unstable_HistoryRouter as HistoryRouter } from 'react-router';
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
const LoginRoute = lazy(() => import('./routes/login-route').then((m) => ({ default: m.LoginRoute })));
const ChangePasswordRoute = lazy(() => import('./routes/change-password-route').then((m) => ({ default: m.ChangePasswordRoute })));
const HelpRoute = lazy(() => import('./routes/help-route').then((m) => ({ default: m.HelpRoute })));
const HomeRoute = lazy(() => import('./routes/home-route').then((m) => ({ default: m.HomeRoute })));
const NotFoundRoute = lazy(() => import('./routes/not-found-route').then((m) => ({ default: m.NotFoundRoute })));

const toHome = <Navigate to="/home/main" replace />;

/**
 * The portal's addresses, in React Router's declarative mode: the data router's loaders and
 * actions were unused, and its code was a quarter of the signed-in start's chunk (ADR 0070).
 * Each navigation renders as a transition, so the page on screen stays until the next one's code
 * is in; the first render shows RootLayout's loader instead.
 */
export function AppRouter() {
  return (
    <HistoryRouter history={history}>
      <Routes>
        <Route element={<RootLayout />}>
          <Route index element={toHome} />
          <Route path="login" element={<LoginRoute />} />
          <Route path="ChangePassword" element={<ChangePasswordRoute />} />
          <Route path="help/:lang?" element={<HelpRoute />} />
          <Route path="home" element={toHome} />
          <Route path="home/:view/*" element={<HomeRoute />} />
          <Route path="*" element={<NotFoundRoute />} />
        </Route>
      </Routes>
    </HistoryRouter>
  );
}
