import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { PlatformProviders, createQueryClient, loadContracts, sessionQuery } from '@il/ui';
import { loadRemoteManifest } from './federation/remote-registry';
import { ShellRoutes } from './routes/ShellRoutes';

const queryClient = createQueryClient();

// Start the slow things at once, in parallel with the first render.
void loadRemoteManifest().catch(() => undefined);
void loadContracts().catch(() => undefined);
void queryClient.prefetchQuery(sessionQuery);

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
