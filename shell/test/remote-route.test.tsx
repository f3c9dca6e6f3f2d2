import '@il/ui/testing';
import type { ComponentType } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { PlatformProviders, createQueryClient, type SliceRoutesModule } from '@il/ui';
import { RemoteRoute } from '../src/federation/RemoteRoute';
import { forgetSlice } from '../src/federation/load-slice';
import { unavailableModule } from '../src/federation/unavailable';
import { reportSlice } from '../src/federation/slice-reports';
import { loadRemoteModule, refreshManifest, registerEntry, unmetRequirements, type RemoteManifest } from '../src/federation/remote-registry';

jest.mock('../src/federation/slice-reports', () => ({
  reportSlice: jest.fn(),
  messageOf: (error: unknown) => (error instanceof Error ? error.message : String(error)),
}));
jest.mock('../src/federation/remote-registry', () => ({
  containerName: (slice: string) => slice.replace(/-/g, '_'),
  refreshManifest: jest.fn(),
  registerEntry: jest.fn(async () => undefined),
  unmetRequirements: jest.fn(async () => []),
  loadRemoteModule: jest.fn(),
}));

const loadRemote = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;
const manifestNow = refreshManifest as jest.MockedFunction<typeof refreshManifest>;
const unmet = unmetRequirements as jest.MockedFunction<typeof unmetRequirements>;
const FEED = '/leagues/:leagueId/feed';
const CHAT = '/leagues/:leagueId/chat';

const releaseManifest = (release: string): RemoteManifest => ({
  remotes: { 'mfe-social': { entry: `/releases/mfe-social/${release}/remoteEntry.js`, release } },
});

async function renderFeed() {
  // The slice arrives through promises React's use() waits on; let them settle inside act.
  await act(async () => {
    render(
      <PlatformProviders queryClient={createQueryClient()}>
        <MemoryRouter initialEntries={['/leagues/1/feed']}>
          <Link to="/leagues/1/chat">Chat</Link>
          <Routes>
            <Route path={FEED} element={<RemoteRoute slice="mfe-social" path={FEED} />} />
            <Route path={CHAT} element={<RemoteRoute slice="mfe-social" path={CHAT} />} />
          </Routes>
        </MemoryRouter>
      </PlatformProviders>,
    );
  });
}

const socialModule = (Feed: ComponentType, Chat: ComponentType = () => <h1>League Chat</h1>): SliceRoutesModule => ({
  slice: 'mfe-social',
  routes: [
    { path: FEED, Component: Feed },
    { path: CHAT, Component: Chat },
  ],
});

beforeEach(async () => {
  // The slice cache outlives a test; start each one with nothing loaded.
  manifestNow.mockResolvedValue(releaseManifest('aaaaaaaaaaaaaaaa'));
  await forgetSlice('mfe-social');
  loadRemote.mockReset();
  unmet.mockResolvedValue([]);
  (registerEntry as jest.Mock).mockClear();
  (reportSlice as jest.Mock).mockClear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('RemoteRoute', () => {
  it('shows the fallback inside the page when the slice cannot be fetched, and Retry fetches it again', async () => {
    loadRemote.mockResolvedValueOnce(unavailableModule('mfe_social/routes', new Error('network down')));
    loadRemote.mockResolvedValueOnce(socialModule(() => <h1>League Feed</h1>));
    await renderFeed();
    expect(await screen.findByText('Feed & Chat is unavailable right now')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'League Feed' })).toBeInTheDocument();
    // Each attempt registers the entry afresh, which makes the runtime forget the failed one.
    expect(registerEntry).toHaveBeenCalledTimes(2);
    expect(loadRemote).toHaveBeenCalledTimes(2);
    expect(reportSlice).toHaveBeenCalledWith({ slice: 'mfe-social', release: 'aaaaaaaaaaaaaaaa', kind: 'load-failed', message: 'network down' });
    expect(reportSlice).toHaveBeenLastCalledWith({ slice: 'mfe-social', release: 'aaaaaaaaaaaaaaaa', kind: 'loaded' });
  });

  it('catches a slice that throws while rendering, and Retry renders it again', async () => {
    let broken = true;
    function Feed() {
      if (broken) throw new Error('feed exploded');
      return <h1>League Feed</h1>;
    }
    loadRemote.mockResolvedValue(socialModule(Feed));
    await renderFeed();
    expect(await screen.findByText('Something went wrong in Feed & Chat')).toBeInTheDocument();
    expect(screen.getByText('feed exploded')).toBeInTheDocument();
    await act(async () => undefined);
    expect(reportSlice).toHaveBeenCalledWith({ slice: 'mfe-social', release: 'aaaaaaaaaaaaaaaa', kind: 'render-error', message: 'feed exploded' });
    broken = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'League Feed' })).toBeInTheDocument();
    // A crash is not a missing slice: nothing is fetched again.
    expect(loadRemote).toHaveBeenCalledTimes(1);
  });

  it('moves to the release the manifest names on the next navigation, and stays when it names the same', async () => {
    loadRemote.mockResolvedValueOnce(socialModule(() => <h1>League Feed</h1>, () => <h1>League Chat</h1>));
    loadRemote.mockResolvedValueOnce(socialModule(() => <h1>League Feed 2</h1>, () => <h1>League Chat 2</h1>));
    await renderFeed();
    expect(await screen.findByRole('heading', { name: 'League Feed' })).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledTimes(1);

    manifestNow.mockResolvedValue(releaseManifest('bbbbbbbbbbbbbbbb'));
    await userEvent.setup().click(screen.getByRole('link', { name: 'Chat' }));
    expect(await screen.findByRole('heading', { name: 'League Chat 2' })).toBeInTheDocument();
    expect(registerEntry).toHaveBeenLastCalledWith('mfe-social', releaseManifest('bbbbbbbbbbbbbbbb').remotes['mfe-social']);
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });

  it('refuses a release whose shared ranges the shell misses, with the fallback and without loading it', async () => {
    unmet.mockResolvedValue(['react: requires ^18.2.0, the shell provides 19.3.1']);
    await renderFeed();
    expect(await screen.findByText('Feed & Chat is unavailable right now')).toBeInTheDocument();
    expect(loadRemote).not.toHaveBeenCalled();
    expect(registerEntry).not.toHaveBeenCalled();
    expect(reportSlice).toHaveBeenCalledWith({
      slice: 'mfe-social',
      release: 'aaaaaaaaaaaaaaaa',
      kind: 'refused',
      message: 'The release is not compatible with this shell: react: requires ^18.2.0, the shell provides 19.3.1',
    });
  });
});
