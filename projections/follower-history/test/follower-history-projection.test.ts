import type { CharacterStats, LeagueContextEvent } from '@il/events';
import { docsOf, projectEvents } from '@il/platform';
import { FOLLOWER_HISTORY, followerHistoryProjection, type FollowerSeriesDoc } from '../src';

const START = '2026-03-02T10:00:00.000Z';
const at = (hours: number) => new Date(new Date(START).getTime() + hours * 3_600_000).toISOString();
const stats = (followers: number): CharacterStats => ({
  followers,
  energy: 100,
  energyUpdatedAt: START,
  money: 0,
  relevance: 50,
  reputation: { authenticity: 50, drama: 50, relatability: 50, aspirational: 50 },
});
const league: LeagueContextEvent = {
  type: 'LeagueCreated',
  data: { leagueId: 1, ownerId: 10, name: 'L', description: '', leagueType: 'public', maxPlayers: 20, startDate: START, endDate: at(24 * 30), inviteCode: null, createdAt: START },
};
const created: LeagueContextEvent = {
  type: 'CharacterCreated',
  data: { characterId: 5, leagueId: 1, userId: 10, playerName: '@P', realityShowBackground: 'survival', avatarUrl: null, stats: stats(800), unlockedPlatforms: ['instagram'], createdAt: at(1) },
};
const changed = (hours: number, followers: number, delta: number): LeagueContextEvent => ({
  type: 'CharacterStatsChanged',
  data: { characterId: 5, leagueId: 1, userId: 10, cause: { kind: 'test' }, changes: delta ? { followers: delta } : { money: 5 }, stats: stats(followers), at: at(hours) },
});

describe('follower history projection', () => {
  it('keeps the creation value and every change after it, within a day too', async () => {
    // Given a star created at 800, when their followers move twice on day 1, once on day 2 (and a
    // change of money only), then on day 4, and twice at one instant (a post and its milestone):
    const docs = await projectEvents(followerHistoryProjection, [
      league,
      created,
      changed(2, 900, 100),
      changed(5, 950, 50),
      changed(30, 1200, 250),
      changed(31, 1200, 0),
      changed(24 * 3 + 1, 1500, 300),
      changed(24 * 3 + 1, 1600, 100),
    ]);
    // Then the chart has every step, each with its day and instant.
    expect(docsOf<FollowerSeriesDoc>(docs, FOLLOWER_HISTORY).get('5')?.points).toEqual([
      { day: 1, at: at(1), followers: 800 },
      { day: 1, at: at(2), followers: 900 },
      { day: 1, at: at(5), followers: 950 },
      { day: 2, at: at(30), followers: 1200 },
      { day: 4, at: at(73), followers: 1600 },
    ]);
  });
});

describe('follower history projection: avatars', () => {
  it('stores a link to the avatar route instead of an inline image', async () => {
    const inline: LeagueContextEvent = { type: 'CharacterCreated', data: { ...(created.data as Extract<LeagueContextEvent, { type: 'CharacterCreated' }>['data']), avatarUrl: 'data:image/png;base64,iVBORw0KGgo=' } };
    const docs = await projectEvents(followerHistoryProjection, [league, inline]);
    expect(docsOf<FollowerSeriesDoc>(docs, FOLLOWER_HISTORY).get('5')?.avatarUrl).toBe('/_api/avatar?characterId=5');
  });
});
