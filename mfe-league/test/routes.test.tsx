import '@il/ui/testing';
import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { PlatformProviders, createQueryClient } from '@il/ui';
import { routes, slice } from '../src/routes';

describe('mfe-league routes', () => {
  it('names itself', () => {
    expect(slice).toBe('mfe-league');
  });

  it.each(routes.map((route) => [route.path, route] as const))('renders %s', async (path, route) => {
    const url = path.replace(':leagueId', '7');
    render(
      <PlatformProviders queryClient={createQueryClient()}>
        <MemoryRouter initialEntries={[url]}>
          <Suspense fallback={null}>
            <Routes>
              <Route path={route.path} element={<route.Component />} />
            </Routes>
          </Suspense>
        </MemoryRouter>
      </PlatformProviders>,
    );
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });
});
