import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { PlatformProviders, createQueryClient } from '@il/ui';
import { preloadSliceFor } from './federation/load-slice';
import { loadRemoteManifest } from './federation/remote-registry';
import { ShellRoutes } from './routes/ShellRoutes';

const queryClient = createQueryClient();

// The manifest is small and every slice route needs it: fetch it while React starts. The session
// check (and the contracts it loads) starts with the first screen, leaving the first paint alone.
void loadRemoteManifest().catch(() => undefined);
// Opening on a slice's page: fetch that slice alongside the first render.
preloadSliceFor(window.location.pathname);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <PlatformProviders queryClient={queryClient}>
      <BrowserRouter>
        <ShellRoutes />
      </BrowserRouter>
    </PlatformProviders>
  </StrictMode>,
);
