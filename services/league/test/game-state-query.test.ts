import { ManualClock, ViewCache, type ReadDoc, type ReadStoreReader } from '@il/platform';
import { CHARACTERS } from '@il/projection-characters';
import { gameStateQueries } from '../src/queries/game-state-query';

/**
 * The league document and a player's own view are kept under different scopes: a league event
 * drops the first and keeps the second. The answer kept with the player's view must not outlive
 * the league document it was worked out from.
 */
const NOW = new Date('2026-03-05T12:00:00.000Z');
const character = {
  _id: '7',
  _position: 3,
  characterId: 7,
  leagueId: 1,
  userId: 70,
  playerName: '@Star',
  avatarUrl: null,
  realityShowBackground: 'drama',
  unlockedPlatforms: ['instagram'],
  stats: {
    followers: 1000,
    energy: 100,
    energyUpdatedAt: NOW.toISOString(),
    money: 0,
    relevance: 50,
    reputation: { authenticity: 50, drama: 50, relatability: 50, aspirational: 50 },
  },
};

function readerWith(league: { current: ReadDoc }): ReadStoreReader {
  const reader = {
    get: async () => league.current,
    getMany: async () => new Map(),
    find: async (collection: string) => ({ items: collection === CHARACTERS ? [character] : [], nextCursor: null }),
    count: async () => 0,
  };
  return reader as unknown as ReadStoreReader;
}

describe('a game state kept with the player view', () => {
  it('is worked out again when the league document changes under it (its day)', async () => {
    const league = { current: { _id: '1', _position: 1, memberIds: [70], startDate: '2026-03-01T12:00:00.000Z', endDate: '2026-03-20T12:00:00.000Z' } as ReadDoc };
    const views = new ViewCache();
    const queries = gameStateQueries({ read: readerWith(league), clock: new ManualClock(NOW), views });
    expect((await queries.gameState(70, 1)).day).toBe(5);

    league.current = { ...league.current, _position: 9, startDate: '2026-03-03T12:00:00.000Z' } as ReadDoc;
    views.invalidate('league-1');

    expect((await queries.gameState(70, 1)).day).toBe(3);
  });
});
