import { QueryObserver, hashKey, hydrate, notifyManager, queryOptions, useMutation, useQueryClient, type QueryClient, type QueryObserverResult } from '@tanstack/react-query';
// Through the package's own shared name, never a relative path: the store, its context and the
// page's session are one instance on the page, whichever build this module came from.
import {
  SESSION_QUERY_KEY,
  SESSION_RETRY_DELAY_MS,
  SessionStore,
  authenticated,
  fetchSessionUser,
  logout,
  pageSession,
  unauthenticated,
  type AuthState,
  type SessionCache,
  type SessionOutcome,
  type SessionUser,
} from '@il/ui/core';

/** §9: the session is never stale and is retried once; the short delay keeps the guard snappy. */
export const sessionQuery = queryOptions({
  queryKey: SESSION_QUERY_KEY,
  queryFn: fetchSessionUser,
  staleTime: Infinity,
  retry: 1,
  retryDelay: SESSION_RETRY_DELAY_MS,
});

// The store decides when a failed check is repeated (a screen mounting), not its own observer.
const observed = { ...sessionQuery, retryOnMount: false };

function authStateOf(result: QueryObserverResult<SessionUser, Error>): AuthState {
  if (result.data) return authenticated(result.data);
  if (result.isPending) return { status: 'loading', user: null, error: null };
  return unauthenticated(result.error?.message);
}

/** The answer checked before React Query was there, written into the client as if it had fetched it. */
function seed(client: QueryClient, outcome: SessionOutcome): void {
  const known = client.getQueryState(SESSION_QUERY_KEY);
  if (known && known.status !== 'pending') return;
  const ok = !outcome.error;
  hydrate(client, {
    mutations: [],
    queries: [
      {
        queryKey: [...SESSION_QUERY_KEY],
        queryHash: hashKey(SESSION_QUERY_KEY),
        dehydratedAt: outcome.at,
        state: {
          data: ok ? outcome.user : undefined,
          dataUpdateCount: ok ? 1 : 0,
          dataUpdatedAt: ok ? outcome.at : 0,
          error: ok ? null : outcome.error,
          errorUpdateCount: ok ? 0 : 1,
          errorUpdatedAt: ok ? 0 : outcome.at,
          fetchFailureCount: ok ? 0 : 1,
          fetchFailureReason: ok ? null : outcome.error,
          fetchMeta: null,
          isInvalidated: false,
          status: ok ? 'success' : 'error',
          fetchStatus: 'idle',
        },
      },
    ],
  });
}

/** The session query of a client, as a SessionStore binds to it. */
export function sessionCacheOf(client: QueryClient): SessionCache {
  let observer: QueryObserver<SessionUser, Error, SessionUser, SessionUser, typeof SESSION_QUERY_KEY> | undefined;
  const observe = () => (observer ??= new QueryObserver(client, observed));
  return {
    connect(outcome) {
      // Seeded before the observer exists: an observer creates the (empty) query on its own.
      if (outcome) seed(client, outcome);
      return authStateOf(observe().getCurrentResult());
    },
    watch(onChange) {
      const current = observe();
      // Delivered the way useQuery delivers them: batched, after the cache work of the moment is done.
      const stopQuery = current.subscribe(notifyManager.batchCalls((result: QueryObserverResult<SessionUser, Error>) => onChange(authStateOf(result))));
      // A session query removed from the cache (queryClient.clear()) is followed by its successor.
      const stopCache = client.getQueryCache().subscribe((event) => {
        if (event.type === 'added' && event.query.queryHash === current.getCurrentQuery().queryHash && event.query !== current.getCurrentQuery()) {
          current.setOptions(observed);
        }
      });
      onChange(authStateOf(current.getCurrentResult()));
      return () => {
        stopQuery();
        stopCache();
      };
    },
    recheck() {
      const current = observe();
      const result = current.getCurrentResult();
      if (result.data === undefined && !result.isFetching) void current.refetch();
    },
    signIn(user) {
      client.setQueryData<SessionUser>(SESSION_QUERY_KEY, user);
    },
    logout: () => logout(client),
  };
}

const sessions = new WeakMap<QueryClient, SessionStore>();

/** The session store bound to a QueryClient (one per client; tests make a client per test). */
export function sessionOf(queryClient: QueryClient): SessionStore {
  let store = sessions.get(queryClient);
  if (!store) {
    store = new SessionStore();
    store.bind(sessionCacheOf(queryClient));
    sessions.set(queryClient, store);
  }
  return store;
}

/**
 * The shell's QueryClient takes over the page's session: what the first screen checked without
 * React Query (or is still checking) moves into the client, which holds the session from then on.
 */
export function adoptPageSession(queryClient: QueryClient): void {
  if (sessions.get(queryClient) === pageSession) return;
  if (sessions.has(queryClient)) throw new Error('This QueryClient already has a session of its own');
  pageSession.bind(sessionCacheOf(queryClient));
  sessions.set(queryClient, pageSession);
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: () => logout(queryClient) });
}
