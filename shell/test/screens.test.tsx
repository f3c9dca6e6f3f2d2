import '@il/ui/testing';
import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { lazyScreen, screenChunk } from '../src/routes/screens';

const page = () => ({ Page: () => <p>The screen</p> });

function renderInSuspense(Screen: ReturnType<typeof lazyScreen>) {
  render(
    <Suspense fallback={<p>Loading</p>}>
      <Screen />
    </Suspense>,
  );
}

describe('shell screens', () => {
  it('renders a screen whose chunk is here in the first commit, without a fallback', async () => {
    const source = screenChunk(async () => page());
    await source.load();
    renderInSuspense(lazyScreen(source, (module) => module.Page));
    // Synchronously after the first commit: no fallback was shown, so React's throttle on
    // revealing content behind a fallback does not apply.
    expect(screen.getByText('The screen')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('shows the fallback while a screen not yet loaded arrives, and loads it once', async () => {
    let loads = 0;
    const source = screenChunk(async () => {
      loads += 1;
      return page();
    });
    renderInSuspense(lazyScreen(source, (module) => module.Page));
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('The screen')).toBeInTheDocument();
    await source.load();
    expect(loads).toBe(1);
  });

  it('tries a failed chunk again on the next load', async () => {
    let attempt = 0;
    const source = screenChunk(async () => {
      attempt += 1;
      if (attempt === 1) throw new Error('offline');
      return page();
    });
    await expect(source.load()).rejects.toThrow('offline');
    await expect(source.load()).resolves.toHaveProperty('Page');
    expect(source.loaded()).toHaveProperty('Page');
  });
});
