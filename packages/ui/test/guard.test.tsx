import '@il/ui/testing';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { PlatformProviders, RequireAuth, createQueryClient } from '../src';
import { fakeApi, USER } from './fake-fetch';

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname + search}</output>;
}

function renderGuarded(url: string, roles?: Array<'user' | 'admin'>) {
  render(
    <PlatformProviders queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/login" element={<p>login page</p>} />
          <Route
            path="*"
            element={
              <RequireAuth roles={roles}>
                <p>secret</p>
              </RequireAuth>
            }
          />
        </Routes>
        <Where />
      </MemoryRouter>
    </PlatformProviders>,
  );
}

describe('RequireAuth', () => {
  it('shows the authenticating skeleton while the session check runs', () => {
    fakeApi({ 'GET /_api/auth/session': { body: { user: USER } } });
    renderGuarded('/profile');
    expect(screen.getByText('Authenticating…')).toBeInTheDocument();
  });

  it('sends a signed-out visitor to /login with the path to come back to', async () => {
    fakeApi({ 'GET /_api/auth/session': { body: { error: 'Not authenticated' } } });
    renderGuarded('/leagues/4/feed?tab=new');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/login?redirect=%2Fleagues%2F4%2Ffeed%3Ftab%3Dnew'));
  });

  it('retries a failed session check once, then treats the visitor as signed out', async () => {
    const { count } = fakeApi({ 'GET /_api/auth/session': { status: 500, body: {} } });
    renderGuarded('/profile');
    await waitFor(() => expect(screen.getByText('login page')).toBeInTheDocument());
    expect(count('GET /_api/auth/session')).toBe(2);
  });

  it('refuses a role that is not allowed, naming it', async () => {
    fakeApi({ 'GET /_api/auth/session': { body: { user: USER } } });
    renderGuarded('/admin/gallery', ['admin']);
    expect(await screen.findByText('Access denied. Your role (user) lacks required permissions.')).toBeInTheDocument();
  });

  it('lets an allowed role through', async () => {
    fakeApi({ 'GET /_api/auth/session': { body: { user: { ...USER, role: 'admin' } } } });
    renderGuarded('/admin/gallery', ['admin']);
    expect(await screen.findByText('secret')).toBeInTheDocument();
  });
});
