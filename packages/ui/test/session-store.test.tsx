import '@il/ui/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SESSION_QUERY_KEY, createQueryClient, logout, useAuth, useLogin } from '../src';
import { SessionScope, SessionStore } from '../src/core';
import { sessionCacheOf } from '../src/auth/session';
import { fakeApi, USER, type FakeCall } from './fake-fetch';

// The session before React Query is there (the shell's first screens), and its handover to the
// QueryClient once it is.
function withStore() {
  const store = new SessionStore();
  const wrapper = ({ children }: { children: ReactNode }) => <SessionScope value={{ store, hasQueryClient: false }}>{children}</SessionScope>;
  return { store, wrapper };
}

const sessionChecks = (calls: FakeCall[]) => calls.filter((call) => call.method === 'GET' && call.path === '/_api/auth/session').length;

describe('session without React Query', () => {
  it('checks the session when a screen first asks, and knows the user', async () => {
    const { calls } = fakeApi({ 'GET /_api/auth/session': { body: { user: USER } } });
    const { wrapper } = withStore();
    const { result } = renderHook(() => useAuth(), { wrapper });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('authenticated'));
    expect(result.current.user).toEqual(USER);
    expect(sessionChecks(calls)).toBe(1);
  });

  it('retries a failed check once, then is signed out with the reason', async () => {
    const { calls } = fakeApi({ 'GET /_api/auth/session': { status: 502 } });
    const { wrapper } = withStore();
    const { result } = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('unauthenticated'));
    expect(result.current.error).toBe('Session check failed');
    expect(sessionChecks(calls)).toBe(2);
  });

  it('hands a signed-in answer to the QueryClient without asking again', async () => {
    let signedIn = true;
    const { calls } = fakeApi({
      'GET /_api/auth/session': () => ({ body: signedIn ? { user: USER } : { error: 'Not authenticated' } }),
      'POST /_api/auth/logout': () => {
        signedIn = false;
        return { body: { ok: true } };
      },
    });
    const { store, wrapper } = withStore();
    const { result } = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('authenticated'));

    const before = result.current;

    const queryClient = createQueryClient();
    act(() => store.bind(sessionCacheOf(queryClient)));
    expect(queryClient.getQueryData(SESSION_QUERY_KEY)).toEqual(USER);
    // The same answer, so the screens have nothing to redraw.
    expect(result.current).toBe(before);
    expect(sessionChecks(calls)).toBe(1);

    // From now on the QueryClient holds the session: logout through it reaches the screen.
    await act(() => logout(queryClient));
    await waitFor(() => expect(result.current).toEqual({ status: 'unauthenticated', user: null, error: 'Not authenticated' }));
    expect(sessionChecks(calls)).toBeGreaterThan(1);
  });

  it('hands a refusal over as the session query error, without checking again', async () => {
    const { calls } = fakeApi({ 'GET /_api/auth/session': { body: { error: 'Not authenticated' } } });
    const { store, wrapper } = withStore();
    const { result } = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('unauthenticated'));
    expect(sessionChecks(calls)).toBe(2);

    const queryClient = createQueryClient();
    act(() => store.bind(sessionCacheOf(queryClient)));
    expect(queryClient.getQueryState(SESSION_QUERY_KEY)?.status).toBe('error');
    expect(queryClient.getQueryState(SESSION_QUERY_KEY)?.error?.message).toBe('Not authenticated');
    expect(result.current).toEqual({ status: 'unauthenticated', user: null, error: 'Not authenticated' });
    expect(sessionChecks(calls)).toBe(2);

    // A screen mounting later checks again, as a query does after a failure.
    renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(sessionChecks(calls)).toBe(3));
  });

  it('lets a check on its way finish, then hands its answer over', async () => {
    let answer: (user: typeof USER) => void = () => undefined;
    const { calls } = fakeApi({
      'GET /_api/auth/session': () => new Promise((resolve) => (answer = (user) => resolve({ body: { user } }))),
    });
    const { store, wrapper } = withStore();
    const { result } = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(sessionChecks(calls)).toBe(1));

    const queryClient = createQueryClient();
    store.bind(sessionCacheOf(queryClient));
    expect(result.current.status).toBe('loading');
    answer(USER);
    await waitFor(() => expect(result.current.status).toBe('authenticated'));
    expect(queryClient.getQueryData(SESSION_QUERY_KEY)).toEqual(USER);
    expect(sessionChecks(calls)).toBe(1);
  });

  it('keeps a login made before React Query arrived', async () => {
    fakeApi({
      'GET /_api/auth/session': { body: { error: 'Not authenticated' } },
      'POST /_api/auth/login_with_password': { wire: 'json', body: { user: USER } },
    });
    const { store, wrapper } = withStore();
    const { result } = renderHook(() => ({ auth: useAuth(), login: useLogin() }), { wrapper });
    await waitFor(() => expect(result.current.auth.status).toBe('unauthenticated'));

    act(() => result.current.login.mutate({ email: USER.email, password: 'Sup3rStar!' }));
    await waitFor(() => expect(result.current.auth.status).toBe('authenticated'));
    expect(result.current.login.isSuccess).toBe(true);

    const queryClient = createQueryClient();
    act(() => store.bind(sessionCacheOf(queryClient)));
    expect(queryClient.getQueryData(SESSION_QUERY_KEY)).toEqual(USER);
    expect(result.current.auth.user).toEqual(USER);
  });
});
