import '@il/ui/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { PlatformProviders, SESSION_QUERY_KEY, createQueryClient, logout, useAuth } from '../src';
import { fakeApi, USER } from './fake-fetch';

function setup() {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <PlatformProviders queryClient={queryClient}>{children}</PlatformProviders>;
  return { queryClient, wrapper };
}

describe('session', () => {
  it('is authenticated when the check answers a user', async () => {
    fakeApi({ 'GET /_api/auth/session': { body: { user: USER } } });
    const { wrapper } = setup();
    const { result } = renderHook(() => useAuth(), { wrapper });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('authenticated'));
    expect(result.current.user).toEqual(USER);
  });

  it('carries the server text, or "Session check failed", when unauthenticated', async () => {
    fakeApi({ 'GET /_api/auth/session': { body: { error: 'Not authenticated' } } });
    const first = setup();
    const signedOut = renderHook(() => useAuth(), { wrapper: first.wrapper });
    await waitFor(() => expect(signedOut.result.current.status).toBe('unauthenticated'));
    expect(signedOut.result.current.error).toBe('Not authenticated');

    fakeApi({ 'GET /_api/auth/session': { status: 502 } });
    const second = setup();
    const failed = renderHook(() => useAuth(), { wrapper: second.wrapper });
    await waitFor(() => expect(failed.result.current.status).toBe('unauthenticated'));
    expect(failed.result.current.error).toBe('Session check failed');
  });

  it('is never stale', () => {
    const { queryClient } = setup();
    expect(queryClient.getQueryDefaults(SESSION_QUERY_KEY).staleTime).toBeUndefined();
    // The session query states its own staleness, above the §9 default of 300 s.
    expect(createQueryClient().getDefaultOptions().queries?.staleTime).toBe(300_000);
  });

  it('logout clears the user at once, calls logout, then checks the session again', async () => {
    let signedIn = true;
    let release: () => void = () => undefined;
    const loggedOut = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { callsTo, count } = fakeApi({
      'GET /_api/auth/session': () => ({ body: signedIn ? { user: USER } : { error: 'Not authenticated' } }),
      'POST /_api/auth/logout': async () => {
        await loggedOut;
        signedIn = false;
        return { body: { ok: true } };
      },
    });
    const { wrapper, queryClient } = setup();
    queryClient.setQueryData(['leagues', 'mine'], [{ id: 1 }]);
    const { result } = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('authenticated'));

    const done = logout(queryClient);
    // Signed out on screen while the logout call is still on its way.
    await waitFor(() => expect(result.current.status).toBe('unauthenticated'));
    expect(queryClient.getQueryData(['leagues', 'mine'])).toBeUndefined();
    await waitFor(() => expect(count('POST /_api/auth/logout')).toBeGreaterThan(0));
    const sessionChecks = () => count('GET /_api/auth/session');
    expect(sessionChecks()).toBe(1);

    release();
    await act(() => done);
    expect(sessionChecks()).toBeGreaterThan(1);
    expect(callsTo('POST', '/_api/auth/logout')[0]?.init?.body).toBe(JSON.stringify({ json: {} }));
  });
});
