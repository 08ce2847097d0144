import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorBoundary } from '../components/ui/error-boundary';
import { ToastHost } from '../components/ui/toast/toast-host';
import { queryClient } from '../lib/query-client';
import { theme } from './theme';

export function Providers({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <ErrorBoundary>{children}</ErrorBoundary>
        <ToastHost />
      </QueryClientProvider>
    </ThemeProvider>
  );
}
