import { createBrowserRouter, Navigate } from 'react-router';
import { PageLoader } from '../components/ui/page-loader';
import { RootLayout } from './routes/root-layout';

/** Every page is loaded lazily, so the sign-in page ships only what it needs. */
export const router = createBrowserRouter([
  {
    Component: RootLayout,
    HydrateFallback: PageLoader,
    children: [
      { index: true, element: <Navigate to="/home/main" replace /> },
      { path: 'login', lazy: async () => ({ Component: (await import('./routes/login-route')).LoginRoute }) },
      { path: 'ChangePassword', lazy: async () => ({ Component: (await import('./routes/change-password-route')).ChangePasswordRoute }) },
      { path: 'help/:lang?', lazy: async () => ({ Component: (await import('./routes/help-route')).HelpRoute }) },
      { path: 'home', element: <Navigate to="/home/main" replace /> },
      { path: 'home/:view/*', lazy: async () => ({ Component: (await import('./routes/home-route')).HomeRoute }) },
      { path: '*', lazy: async () => ({ Component: (await import('./routes/not-found-route')).NotFoundRoute }) },
    ],
  },
]);
