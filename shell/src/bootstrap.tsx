import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { ToastProvider } from '@il/ui/core';
import { preloadSliceFor } from './federation/load-slice';
import { loadQueries, opensWithoutQueries } from './query/load-queries';
import { ShellRoutes } from './routes/ShellRoutes';
import { preloadScreen } from './routes/screens';

// The session check (and the contracts it loads) starts with the first screen, leaving the first
// paint alone. The remote manifest and the federation runtime wait for a slice (or for the browser
// to be idle after the first screen, query/load-queries.ts).
// The landing and login screens render without React Query (it follows them, when idle); any
// other screen needs it, so it travels alongside React.
if (!opensWithoutQueries(window.location.pathname)) void loadQueries().catch(() => undefined);
// Opening on a slice's page: fetch that slice (with the runtime and the manifest) alongside the
// first render.
preloadSliceFor(window.location.pathname);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// The QueryClient is the shell's too (query/load-queries.ts); QueryScope provides it to the screens
// that use React Query. The opening screen's chunk was requested alongside this one (index.ts):
// rendering once it is here paints the screen in the first commit (routes/screens.ts, lazyScreen).
const root = createRoot(container);
void preloadScreen(window.location.pathname).then(() =>
  root.render(
    <StrictMode>
      <ToastProvider>
        <BrowserRouter>
          <ShellRoutes />
        </BrowserRouter>
      </ToastProvider>
    </StrictMode>,
  ),
);
