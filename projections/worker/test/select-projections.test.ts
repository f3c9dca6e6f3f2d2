import type { ProjectionDefinition } from '@il/platform';
import { selectProjections } from '../src/select-projections';

const definition = (name: string): ProjectionDefinition => ({
  name,
  collections: [],
  eventTypes: [],
  refs: () => [],
  evolve: () => [],
});

const all = [definition('users'), definition('feed'), definition('leaderboard')];

describe('selectProjections', () => {
  it('runs every projection when none is named', () => {
    expect(selectProjections(all, []).map((p) => p.name)).toEqual(['users', 'feed', 'leaderboard']);
  });

  it('runs exactly the named ones, once each', () => {
    expect(selectProjections(all, ['leaderboard', 'feed', 'leaderboard']).map((p) => p.name)).toEqual(['leaderboard', 'feed']);
  });

  it('refuses a name it does not know, listing the known ones', () => {
    expect(() => selectProjections(all, ['feed', 'leaderbord'])).toThrow(
      'Unknown projection(s) in PROJECTIONS: leaderbord. Known: users, feed, leaderboard',
    );
  });
});
