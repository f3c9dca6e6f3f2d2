import { useMemo, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { SessionScope, ToastProvider } from '@il/ui/core';
import { sessionOf } from './auth/session';

/** The one QueryClient and the session bound to it, for what is below (the shell's query screens). */
export function PlatformQueries({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const scope = useMemo(() => ({ store: sessionOf(queryClient), hasQueryClient: true }), [queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      <SessionScope value={scope}>{children}</SessionScope>
    </QueryClientProvider>
  );
}

/** The services every screen expects above it: the one QueryClient (with the session) and the toasts. */
export function PlatformProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <PlatformQueries queryClient={queryClient}>
      <ToastProvider>{children}</ToastProvider>
    </PlatformQueries>
  );
}
