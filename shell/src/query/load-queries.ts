import type { QueryClient } from '@tanstack/react-query';
import type { PlatformQueries } from '@il/ui';
import { loadRemoteManifest } from '../federation/remote-registry';

export interface QueryPlatform {
  /** The page's one QueryClient (§9 defaults), which holds the session once it exists. */
  queryClient: QueryClient;
  PlatformQueries: typeof PlatformQueries;
}

let loading: Promise<QueryPlatform> | undefined;

/**
 * React Query, '@il/ui' with its query layer and the shell's QueryClient, loaded once. The first
 * screens (landing, login) render without them; they load when the first screen is up (idle) or as
 * soon as a screen that needs them renders, whichever comes first.
 */
export function loadQueries(): Promise<QueryPlatform> {
  loading ??= import('@il/ui').then(
    ({ PlatformQueries, adoptPageSession, createQueryClient }) => {
      const queryClient = createQueryClient();
      // The session the first screen checked without React Query moves into the client.
      adoptPageSession(queryClient);
      return { queryClient, PlatformQueries };
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The first screens that render without React Query; any other opening path needs it at once. */
const WITHOUT_QUERIES = [/^\/$/, /^\/login\/?$/];

export function opensWithoutQueries(pathname: string): boolean {
  return WITHOUT_QUERIES.some((pattern) => pattern.test(pathname));
}

/**
 * After the first screen: load React Query, the federation runtime and the remote manifest once
 * the browser has nothing better to do, so the next screen (most are slices') does not wait.
 */
export function loadQueriesWhenIdle(): void {
  const load = () => {
    void loadQueries().catch(() => undefined);
    void loadRemoteManifest().catch(() => undefined);
  };
  if (typeof requestIdleCallback === 'function') requestIdleCallback(load, { timeout: 2000 });
  else setTimeout(load, 200);
}
