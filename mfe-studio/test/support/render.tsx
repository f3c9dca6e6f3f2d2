import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { PlatformProviders, createQueryClient } from '@il/ui';

/** Renders a screen at a URL inside the platform providers, with retries off so failures show at once. */
export function renderAt(url: string, path: string, element: ReactElement) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const utils = render(
    <PlatformProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={element} />
          <Route path="*" element={null} />
        </Routes>
      </MemoryRouter>
    </PlatformProviders>,
  );
  return { ...utils, queryClient };
}
