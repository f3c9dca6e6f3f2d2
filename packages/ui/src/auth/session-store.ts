import { createContext, createElement, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { User } from '@il/contracts';
import { callApi, serverMessageOf } from '../api/client';

// Who is signed in, without React Query. The first screens (landing, login) and the guard read the
// session from a SessionStore, so they render before React Query has even been downloaded. Once the
// page's QueryClient exists, the store is bound to it (`bind`): the session then lives in the
// QueryClient under SESSION_QUERY_KEY exactly as before, and the store only mirrors that query.

export const SESSION_QUERY_KEY = ['auth', 'session'] as const;
export const SESSION_CHECK_FAILED = 'Session check failed';
/** §9: a failed session check is retried once, after this short delay (keeps the guard snappy). */
export const SESSION_RETRY_DELAY_MS = 250;

/** null is a known signed-out state (after logout); an error is a failed or refused check. */
export type SessionUser = User | null;

export type AuthState =
  | { status: 'loading'; user: null; error: null }
  | { status: 'authenticated'; user: User; error: null }
  | { status: 'unauthenticated'; user: null; error: string };

/** The answer of a session check made without React Query, handed to the QueryClient on binding. */
export type SessionOutcome = { user: SessionUser; error?: undefined; at: number } | { user?: undefined; error: Error; at: number };

export async function fetchSessionUser(): Promise<SessionUser> {
  let answer;
  try {
    answer = await callApi('session');
  } catch (error) {
    throw new Error(serverMessageOf(error, SESSION_CHECK_FAILED));
  }
  if ('error' in answer) throw new Error(answer.error || SESSION_CHECK_FAILED);
  return answer.user;
}

const LOADING: AuthState = { status: 'loading', user: null, error: null };

export const authenticated = (user: User): AuthState => ({ status: 'authenticated', user, error: null });
export const unauthenticated = (error?: string | null): AuthState => ({ status: 'unauthenticated', user: null, error: error || SESSION_CHECK_FAILED });

function stateOf(outcome: SessionOutcome): AuthState {
  if (outcome.error) return unauthenticated(outcome.error.message);
  return outcome.user ? authenticated(outcome.user) : unauthenticated();
}

const sameState = (a: AuthState, b: AuthState) => a.status === b.status && a.user === b.user && a.error === b.error;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** §9 without React Query: one check, retried once. */
async function checkSession(): Promise<SessionUser> {
  try {
    return await fetchSessionUser();
  } catch {
    await delay(SESSION_RETRY_DELAY_MS);
    return fetchSessionUser();
  }
}

/** What a store needs from the QueryClient it is bound to (the session query of `@il/ui`). */
export interface SessionCache {
  /** Hands over the answer checked so far (unless the client already has one); the state now. */
  connect(outcome: SessionOutcome | null): AuthState;
  /** Follows the session query; answers the unsubscribe. */
  watch(onChange: (state: AuthState) => void): () => void;
  /** Checks again when the query holds no user and is not already checking (a screen mounting). */
  recheck(): void;
  /** §4: login and register put the user in the cache directly. */
  signIn(user: User): void;
  logout(): Promise<void>;
}

/**
 * The session of one page (or one QueryClient in tests). Before it is bound it checks
 * GET /_api/auth/session itself; bound, it mirrors the QueryClient's session query.
 */
export class SessionStore {
  #snapshot: AuthState = LOADING;
  readonly #listeners = new Set<() => void>();
  #check: Promise<void> | null = null;
  #outcome: SessionOutcome | null = null;
  /** Bumped by sign-in and logout: a check started before them no longer counts. */
  #generation = 0;
  #cache: SessionCache | null = null;
  #waiting: SessionCache | null = null;
  #watching = false;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    this.#startWatching();
    // As a query does when a screen mounts: no user yet and nothing on its way, so check.
    if (this.#cache) this.#cache.recheck();
    else if (!this.#check && (this.#outcome === null || this.#outcome.error)) this.#runCheck();
    return () => {
      this.#listeners.delete(listener);
    };
  };

  readonly getSnapshot = (): AuthState => this.#snapshot;

  get bound(): boolean {
    return this.#cache !== null || this.#waiting !== null;
  }

  /** Hands the session to a QueryClient; a check on its way finishes first and is handed over. */
  bind(cache: SessionCache): void {
    if (this.bound) throw new Error('This session is already bound to a QueryClient');
    if (this.#check) this.#waiting = cache;
    else this.#connect(cache);
  }

  signIn(user: User): void {
    if (this.#cache) {
      this.#cache.signIn(user);
      return;
    }
    this.#generation += 1;
    this.#settle({ user, at: Date.now() });
  }

  /** §4: signed out at once, then the logout call, then the session checked again. */
  async logout(): Promise<void> {
    if (this.#cache) return this.#cache.logout();
    this.#generation += 1;
    this.#settle({ user: null, at: Date.now() });
    try {
      await callApi('logout', { body: {} });
    } finally {
      await this.#runCheck();
    }
  }

  #runCheck(): Promise<void> {
    const generation = this.#generation;
    const settleIfCurrent = (outcome: SessionOutcome) => {
      if (generation === this.#generation && !this.#cache) this.#settle(outcome);
    };
    const check = checkSession().then(
      (user) => settleIfCurrent({ user, at: Date.now() }),
      (error: unknown) => settleIfCurrent({ error: error instanceof Error ? error : new Error(SESSION_CHECK_FAILED), at: Date.now() }),
    );
    const tracked: Promise<void> = check.finally(() => {
      if (this.#check === tracked) this.#check = null;
      if (!this.#check && this.#waiting) this.#connect(this.#waiting);
    });
    this.#check = tracked;
    return tracked;
  }

  #settle(outcome: SessionOutcome): void {
    this.#outcome = outcome;
    this.#emit(stateOf(outcome));
  }

  #connect(cache: SessionCache): void {
    this.#waiting = null;
    this.#cache = cache;
    this.#emit(cache.connect(this.#outcome));
    this.#startWatching();
  }

  #startWatching(): void {
    if (!this.#cache || this.#watching || this.#listeners.size === 0) return;
    this.#watching = true;
    this.#cache.watch((state) => this.#emit(state));
  }

  #emit(next: AuthState): void {
    if (sameState(this.#snapshot, next)) return;
    this.#snapshot = next;
    for (const listener of [...this.#listeners]) listener();
  }
}

/** The page's own session: the shell's first screens use it, and the shell's QueryClient adopts it. */
export const pageSession = new SessionStore();

interface SessionScopeValue {
  store: SessionStore;
  /** A QueryClientProvider of `@il/ui` is above (PlatformProviders or PlatformQueries). */
  hasQueryClient: boolean;
}

const SessionScopeContext = createContext<SessionScopeValue>({ store: pageSession, hasQueryClient: false });

/** Used by the query layer of `@il/ui`: the session store of its QueryClient, for what is below. */
export function SessionScope({ value, children }: { value: SessionScopeValue; children: ReactNode }) {
  return createElement(SessionScopeContext.Provider, { value }, children);
}

export function useSessionStore(): SessionStore {
  return useContext(SessionScopeContext).store;
}

/** Whether a QueryClient of the platform is above (a screen using React Query can render). */
export function useHasQueryClient(): boolean {
  return useContext(SessionScopeContext).hasQueryClient;
}

/** `{ status, user, error }` of GET /_api/auth/session: never stale, retried once (§9). */
export function useAuth(): AuthState {
  const store = useSessionStore();
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}

/** The signed-in user; only for screens behind the guard. */
export function useCurrentUser(): User {
  const auth = useAuth();
  if (auth.status !== 'authenticated') throw new Error('useCurrentUser needs an authenticated user');
  return auth.user;
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
