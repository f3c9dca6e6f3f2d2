import type { CharacterStats, LeagueContextEvent } from '@il/events';
import { ALL_VIEWS, projectEvents, type ProjectionDefinition, type RecordedEvent } from '@il/platform';
import { leaderboardProjection } from '@il/projection-leaderboard';
import { leaguesProjection } from '@il/projection-leagues';
import { standingsByDayProjection } from '@il/projection-standings-by-day';
import { gameViewScopes, leavesStandings } from '../src/composition/view-scopes';

/**
 * A kept view is dropped only by the events its read models take. These hold the narrowing to the
 * read models themselves: a stats change that `leavesStandings` lets through must leave every
 * league-wide document as it was, and every event type of a player's own view must name the player.
 */
const START = '2026-03-02T10:00:00.000Z';
const stats = (energy: number, authenticity = 50): CharacterStats => ({
  followers: 1000,
  energy,
  energyUpdatedAt: START,
  money: 20,
  relevance: 50,
  reputation: { authenticity, drama: 50, relatability: 50, aspirational: 50 },
});
const given: LeagueContextEvent[] = [
  {
    type: 'LeagueCreated',
    data: { leagueId: 1, ownerId: 101, name: 'L', description: '', leagueType: 'public', maxPlayers: 20, startDate: START, endDate: '2026-03-09T10:00:00.000Z', inviteCode: null, createdAt: START },
  },
  {
    type: 'CharacterCreated',
    data: { characterId: 1, leagueId: 1, userId: 101, playerName: '@Star', realityShowBackground: 'drama', avatarUrl: null, stats: stats(100), unlockedPlatforms: ['instagram'], createdAt: START },
  },
];
const statsChanged = (changes: Record<string, unknown>, after: CharacterStats): LeagueContextEvent => ({
  type: 'CharacterStatsChanged',
  data: { characterId: 1, leagueId: 1, userId: 101, cause: { kind: 'post_liked', id: 5 }, changes, stats: after, at: '2026-03-02T11:00:00.000Z' },
});
const recorded = (event: { type: string; data: unknown }, position = 9): RecordedEvent =>
  ({ position, revision: 0, id: `e${position}`, streamId: 'character-1', metadata: {}, ...event }) as RecordedEvent;

const LEAGUE_WIDE: ProjectionDefinition[] = [leaguesProjection, leaderboardProjection, standingsByDayProjection];

describe('which kept views an event drops', () => {
  it.each([
    ['energy spent on a like', { energy: -10 }, stats(90)],
    ["a scandal answer's reputation", { reputation: { authenticity: 5 } }, stats(100, 55)],
  ])('leaves every league-wide document as it was after %s', async (_what, changes, after) => {
    const event = statsChanged(changes, after);
    expect(leavesStandings(recorded(event))).toBe(true);
    for (const projection of LEAGUE_WIDE) {
      const before = await projectEvents(projection, given);
      expect(await projectEvents(projection, [...given, event])).toEqual(before);
    }
  });

  it('keeps the league-wide views only while followers, money and relevance stay', () => {
    expect(leavesStandings(recorded(statsChanged({ energy: -10, followers: 40 }, stats(90))))).toBe(false);
    expect(leavesStandings(recorded(statsChanged({ money: 5 }, stats(100))))).toBe(false);
    expect(leavesStandings(recorded(statsChanged({ relevance: -2 }, stats(100))))).toBe(false);
  });

  it("drops the feed and the liker's own view for a like, nothing league-wide", () => {
    const liked = { type: 'PostLiked', data: { postId: 5, leagueId: 1, characterId: 2, userId: 102, likeDay: '2026-03-02' } };
    expect(gameViewScopes(recorded(liked))).toEqual(['league-1/feed', 'league-1/player-102']);
    expect(gameViewScopes(recorded(statsChanged({ energy: -10 }, stats(90))))).toEqual(['league-1/player-101']);
  });

  it("drops the feed for a post, and the standings and the poster's own view for the followers it brought, not the league", () => {
    const posted = { type: 'ContentPosted', data: { postId: 5, leagueId: 1, characterId: 1, userId: 101 } };
    expect(gameViewScopes(recorded(posted))).toEqual(['league-1/feed']);
    expect(gameViewScopes(recorded(statsChanged({ followers: 40, energy: -20 }, stats(80))))).toEqual(['league-1/standings', 'league-1/player-101']);
  });

  it('drops the league document and the standings for a member joining, and them alone for the end of the league', () => {
    const joined = { type: 'LeagueMemberJoined', data: { leagueId: 1, userId: 102, joinedAt: START } };
    expect(gameViewScopes(recorded(joined))).toEqual(['league-1', 'league-1/standings']);
    expect(gameViewScopes(recorded({ type: 'LeagueCompleted', data: { leagueId: 1, completedAt: START, finalStandings: [] } }))).toEqual(['league-1', 'league-1/standings']);
  });

  it('drops the league document for no event that only the standings read', () => {
    const leagueTypes = new Set(leaguesProjection.eventTypes);
    for (const type of [...leaderboardProjection.eventTypes, ...standingsByDayProjection.eventTypes].filter((t) => !leagueTypes.has(t))) {
      expect(gameViewScopes(recorded({ type, data: { leagueId: 1, userId: 101, characterId: 1, changes: { followers: 1 } } }))).not.toContain('league-1');
    }
  });

  it('drops nothing for an event no kept view reads, such as a scandal roll', () => {
    expect(gameViewScopes(recorded({ type: 'ScandalRolled', data: { leagueId: 1, characterId: 1 } }))).toEqual([]);
  });

  it('drops every view for an event of a player\'s own view that does not name the player', () => {
    expect(gameViewScopes(recorded({ type: 'BrandDealExpired', data: { leagueId: 1, characterId: 1 } }))).toBe(ALL_VIEWS);
  });
});
