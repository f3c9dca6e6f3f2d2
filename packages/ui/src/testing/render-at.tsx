import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { PlatformProviders } from '../PlatformProviders';
import { createQueryClient } from '../query/query-client';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders screens at a URL inside the platform providers, with the current URL on display. */
export function renderAt(url: string, routes: Array<{ path: string; element: ReactElement }>) {
  const queryClient = createQueryClient();
  const utils = render(
    <PlatformProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          {routes.map((route) => (
            <Route key={route.path} path={route.path} element={route.element} />
          ))}
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </PlatformProviders>,
  );
  return { ...utils, queryClient };
}
