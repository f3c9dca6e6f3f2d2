import '@il/ui/testing';
import { screen } from '@testing-library/react';
import { routes, slice } from '../src/routes';
import { fakeApi } from './support/fake-api';
import { LEAGUE, SIGNED_IN } from './support/fixtures';
import { renderSlice } from './support/render';

describe('mfe-social routes', () => {
  it('names itself', () => {
    expect(slice).toBe('mfe-social');
  });

  it.each([
    ['/leagues/:leagueId/feed', 'League Feed'],
    ['/leagues/:leagueId/chat', 'League Chat'],
  ])('serves %s', async (path, title) => {
    expect(routes.map((route) => route.path)).toContain(path);
    fakeApi({ ...SIGNED_IN, 'GET /_api/leagues/detail': { body: LEAGUE } });
    renderSlice(path.replace(':leagueId', '7'));
    // The first visit also compiles the lazily loaded screen.
    expect(await screen.findByRole('heading', { level: 1, name: title }, { timeout: 5000 })).toBeInTheDocument();
  });
});
