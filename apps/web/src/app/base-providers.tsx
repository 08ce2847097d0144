import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { lazy, Suspense, useState } from 'react';
import type { ReactNode } from 'react';
import { ErrorBoundary } from '../components/ui/error-boundary';
import { useToasts } from '../lib/toast';
import { theme } from './theme';

// Snackbars are loaded with the first toast, not with the page.
const ToastHost = lazy(() => import('../components/ui/toast/toast-host').then((m) => ({ default: m.ToastHost })));

function LazyToasts() {
  const pending = useToasts().length > 0;
  const [needed, setNeeded] = useState(pending);
  if (pending && !needed) setNeeded(true);
  return needed ? (
    <Suspense>
      <ToastHost />
    </Suspense>
  ) : null;
}

/** What both entries share: the theme, the crash guard and the toasts (ADR 0041). */
export function BaseProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <ErrorBoundary>{children}</ErrorBoundary>
      <LazyToasts />
    </ThemeProvider>
  );
}
