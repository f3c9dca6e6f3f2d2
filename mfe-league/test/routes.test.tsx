import '@il/ui/testing';
import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { PlatformProviders, createQueryClient } from '@il/ui';
import { routes, slice } from '../src/routes';
import { SIGNED_IN, fakeApi } from './support/fake-api';
import { gameState, league, leagueDetail, standing } from './support/fixtures';

describe('mfe-league routes', () => {
  const answers = (hasCharacter: boolean) =>
    fakeApi({
      ...SIGNED_IN,
      'GET /_api/leagues': { body: [league()] },
      'GET /_api/leagues/public': { body: [] },
      'GET /_api/leagues/detail': { body: leagueDetail({ hasCharacter }) },
      'GET /_api/leagues/leaderboard': { body: [standing(1)] },
      'GET /_api/game-state': { body: gameState() },
      'GET /_api/game-state/history': { body: { leagueId: 12, series: [] } },
      'POST /_api/leagues/join': { body: { leagueId: 12, message: 'Successfully joined league!' } },
    });

  it('names itself', () => {
    expect(slice).toBe('mfe-league');
  });

  it.each(routes.map((route) => [route.path, route] as const))('renders %s', async (path, route) => {
    // Someone who has a persona is sent on from character creation; this one has none yet.
    answers(!path.endsWith('create-character'));
    const url = path === '/leagues/join' ? '/leagues/join?leagueId=12&inviteCode=K7QX2MPA' : path.replace(':leagueId', '12');
    render(
      <PlatformProviders queryClient={createQueryClient()}>
        <MemoryRouter initialEntries={[url]}>
          <Suspense fallback={null}>
            <Routes>
              <Route path={route.path} element={<route.Component />} />
            </Routes>
          </Suspense>
        </MemoryRouter>
      </PlatformProviders>,
    );
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });
});
