import { Suspense } from 'react';
import { configure, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { PlatformProviders, QUERY_DEFAULTS, createQueryClient } from '@il/ui';
import { routes } from '../../src/routes';

// The screens load lazily; a busy machine may take more than a second to compile the first one.
configure({ asyncUtilTimeout: 5000 });

/** Renders the slice's routes at a URL inside the platform providers, as the shell would. */
export function renderSlice(url: string) {
  const queryClient = createQueryClient();
  // The §9 retries stay on; only their waiting goes, so failures show at once.
  queryClient.setDefaultOptions({ queries: { ...QUERY_DEFAULTS, retry: false, retryDelay: 0 } });
  const utils = render(
    <PlatformProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <Suspense fallback={null}>
          <Routes>
            {routes.map((route) => (
              <Route key={route.path} path={route.path} element={<route.Component />} />
            ))}
            <Route path="*" element={null} />
          </Routes>
        </Suspense>
      </MemoryRouter>
    </PlatformProviders>,
  );
  return { ...utils, queryClient };
}
