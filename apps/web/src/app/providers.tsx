import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '../lib/query-client';
import { BaseProviders } from './base-providers';

/** The full app's providers: the sign-in entry's, plus the server-state cache. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <BaseProviders>{children}</BaseProviders>
    </QueryClientProvider>
  );
}
