import { QueryClient } from '@tanstack/react-query';

/** §9 defaults for every query: fresh 300 s, kept 600 s, 2 retries, no refetch on window focus. */
export const QUERY_DEFAULTS = {
  staleTime: 300_000,
  gcTime: 600_000,
  retry: 2,
  refetchOnWindowFocus: false,
} as const;

/** The shell makes one of these for the page; slices reach it with useQueryClient(). */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { ...QUERY_DEFAULTS } } });
}
