import '@il/ui/testing';
import type { ComponentType } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { PlatformProviders, createQueryClient, type SliceRoutesModule } from '@il/ui';
import { RemoteRoute } from '../src/federation/RemoteRoute';
import { forgetSlice } from '../src/federation/load-slice';
import { unavailableModule } from '../src/federation/unavailable';
import { loadRemoteModule, resetSlice } from '../src/federation/remote-registry';

jest.mock('../src/federation/remote-registry', () => ({
  containerName: (slice: string) => slice.replace(/-/g, '_'),
  loadRemoteManifest: jest.fn(async () => ({ remotes: {} })),
  loadRemoteModule: jest.fn(),
  resetSlice: jest.fn(async () => undefined),
}));

const loadRemote = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;
const PATH = '/leagues/:leagueId/feed';

async function renderFeed() {
  // The slice arrives through promises React's use() waits on; let them settle inside act.
  await act(async () => {
    render(
    <PlatformProviders queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={['/leagues/1/feed']}>
        <Routes>
          <Route path={PATH} element={<RemoteRoute slice="mfe-social" path={PATH} />} />
        </Routes>
      </MemoryRouter>
    </PlatformProviders>,
    );
  });
}

const feedModule = (Component: ComponentType): SliceRoutesModule => ({ slice: 'mfe-social', routes: [{ path: PATH, Component }] });

beforeEach(async () => {
  // The slice cache outlives a test; start each one with nothing loaded.
  await forgetSlice('mfe-social');
  loadRemote.mockReset();
  (resetSlice as jest.Mock).mockClear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('RemoteRoute', () => {
  it('shows the fallback inside the page when the slice cannot be fetched, and Retry fetches it again', async () => {
    loadRemote.mockResolvedValueOnce(unavailableModule('mfe_social/routes', new Error('network down')));
    loadRemote.mockResolvedValueOnce(feedModule(() => <h1>League Feed</h1>));
    await renderFeed();
    expect(await screen.findByText('Feed & Chat is unavailable right now')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'League Feed' })).toBeInTheDocument();
    expect(resetSlice).toHaveBeenCalledWith('mfe-social');
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });

  it('catches a slice that throws while rendering, and Retry renders it again', async () => {
    let broken = true;
    function Feed() {
      if (broken) throw new Error('feed exploded');
      return <h1>League Feed</h1>;
    }
    loadRemote.mockResolvedValue(feedModule(Feed));
    await renderFeed();
    expect(await screen.findByText('Something went wrong in Feed & Chat')).toBeInTheDocument();
    expect(screen.getByText('feed exploded')).toBeInTheDocument();
    broken = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'League Feed' })).toBeInTheDocument();
    // A crash is not a missing slice: nothing is fetched again.
    expect(loadRemote).toHaveBeenCalledTimes(1);
  });
});
