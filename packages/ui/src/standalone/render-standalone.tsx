import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router';
import { AppLayout, PlatformProviders, RequireAuth, createQueryClient, type SliceRoutesModule } from '@il/ui';
import { StandaloneIndex } from './StandaloneIndex';
import { StandaloneSignIn } from './StandaloneSignIn';

/** Mounts a slice's routes on its own page (npm run dev -w <slice>), against a running gateway. */
export function renderStandalone(module: SliceRoutesModule, container: HTMLElement): void {
  createRoot(container).render(
    <StrictMode>
      <PlatformProviders queryClient={createQueryClient()}>
        <BrowserRouter>
          <Routes>
            <Route path="/login" element={<StandaloneSignIn slice={module.slice} />} />
            <Route
              element={
                <RequireAuth>
                  <AppLayout />
                </RequireAuth>
              }
            >
              <Route index element={<StandaloneIndex module={module} />} />
              {module.routes.map(({ path, Component }) => (
                <Route key={path} path={path} element={<Component />} />
              ))}
            </Route>
          </Routes>
        </BrowserRouter>
      </PlatformProviders>
    </StrictMode>,
  );
}
