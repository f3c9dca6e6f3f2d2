import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { LoginRequest, RegisterRequest, User } from '@il/contracts';
import { callApi, serverMessageOf } from '../api/client';

export const SESSION_QUERY_KEY = ['auth', 'session'] as const;
export const SESSION_CHECK_FAILED = 'Session check failed';

/** null is a known signed-out state (after logout); an error is a failed or refused check. */
export type SessionUser = User | null;

async function fetchSessionUser(): Promise<SessionUser> {
  let answer;
  try {
    answer = await callApi('session');
  } catch (error) {
    throw new Error(serverMessageOf(error, SESSION_CHECK_FAILED));
  }
  if ('error' in answer) throw new Error(answer.error || SESSION_CHECK_FAILED);
  return answer.user;
}

/** §9: the session is never stale and is retried once; the short delay keeps the guard snappy. */
export const sessionQuery = queryOptions({
  queryKey: SESSION_QUERY_KEY,
  queryFn: fetchSessionUser,
  staleTime: Infinity,
  retry: 1,
  retryDelay: 250,
});

export type AuthState =
  | { status: 'loading'; user: null; error: null }
  | { status: 'authenticated'; user: User; error: null }
  | { status: 'unauthenticated'; user: null; error: string };

export function useAuth(): AuthState {
  const session = useQuery(sessionQuery);
  if (session.data) return { status: 'authenticated', user: session.data, error: null };
  if (session.isPending) return { status: 'loading', user: null, error: null };
  return { status: 'unauthenticated', user: null, error: session.error?.message || SESSION_CHECK_FAILED };
}

/** The signed-in user; only for screens behind the guard. */
export function useCurrentUser(): User {
  const auth = useAuth();
  if (auth.status !== 'authenticated') throw new Error('useCurrentUser needs an authenticated user');
  return auth.user;
}

function signedIn(queryClient: QueryClient, user: User): void {
  queryClient.setQueryData<SessionUser>(SESSION_QUERY_KEY, user);
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: LoginRequest) => callApi('login', { body: credentials }),
    // §4: a login success sets the cached user directly.
    onSuccess: ({ user }) => signedIn(queryClient, user),
  });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RegisterRequest) => callApi('register', { body: input }),
    onSuccess: ({ user }) => signedIn(queryClient, user),
  });
}

/** §4: clear the cached user at once, then call logout, then check the session again. */
export async function logout(queryClient: QueryClient): Promise<void> {
  queryClient.setQueryData<SessionUser>(SESSION_QUERY_KEY, null);
  // Nothing the previous user saw may survive into the next session.
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
  try {
    await callApi('logout', { body: {} });
  } finally {
    await queryClient.refetchQueries({ queryKey: SESSION_QUERY_KEY });
  }
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: () => logout(queryClient) });
}
