import { routes } from '@bel/contract';
import { useQuery } from '@tanstack/react-query';
import { callOrThrow } from '../../../lib/api-client';

/** The identity document types of step 1 (`GET auth/identityDocuments`), loaded once. */
export function useIdentityDocuments() {
  return useQuery({
    queryKey: ['auth', 'identityDocuments'],
    queryFn: ({ signal }) => callOrThrow(routes.auth.identityDocuments, { signal }),
    staleTime: Infinity,
    retry: false,
  });
}
