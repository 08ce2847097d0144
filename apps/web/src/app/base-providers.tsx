import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { Suspense, useState } from 'react';
import type { ReactNode } from 'react';
import { ErrorBoundary } from '../components/ui/error-boundary';
import { lazyComponent } from '../lib/lazy-component';
import { useToasts } from '../lib/toast';
import { theme } from './theme';

// Snackbars are loaded with the first toast, not with the page.
const ToastHost = lazyComponent(() => import('../components/ui/toast/toast-host').then((m) => m.ToastHost));

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
