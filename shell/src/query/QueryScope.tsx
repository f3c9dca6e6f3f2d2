import { use, type ReactNode } from 'react';
import { useHasQueryClient } from '@il/ui/core';
import { loadQueries } from './load-queries';

/**
 * Around every screen that uses React Query (the signed-in area, the slices, reset password): waits
 * for React Query and the shell's QueryClient (suspending), then provides them. Under a platform
 * QueryClient already (tests, a nested scope) it adds nothing.
 */
export function QueryScope({ children }: { children: ReactNode }) {
  return useHasQueryClient() ? <>{children}</> : <LoadedQueryScope>{children}</LoadedQueryScope>;
}

function LoadedQueryScope({ children }: { children: ReactNode }) {
  const { queryClient, PlatformQueries } = use(loadQueries());
  return <PlatformQueries queryClient={queryClient}>{children}</PlatformQueries>;
}
