import type { CharacterStats, LeagueContextEvent } from '@il/events';
import { docsOf, projectEvents } from '@il/platform';
import { LEADERBOARDS, leaderboardProjection, rankRows, type LeaderboardDoc, type LeaderRow } from '../src';

const AT = '2026-03-02T10:00:00.000Z';
const stats = (followers: number, money: number, relevance: number): CharacterStats => ({
  followers,
  energy: 100,
  energyUpdatedAt: AT,
  money,
  relevance,
  reputation: { authenticity: 50, drama: 50, relatability: 50, aspirational: 50 },
});
const createdCharacter = (characterId: number, userId: number, s: CharacterStats, createdAt = AT): LeagueContextEvent => ({
  type: 'CharacterCreated',
  data: {
    characterId,
    leagueId: 1,
    userId,
    playerName: `Star ${characterId}`,
    realityShowBackground: 'drama',
    avatarUrl: null,
    stats: s,
    unlockedPlatforms: ['instagram'],
    createdAt,
  },
});
const changed = (characterId: number, userId: number, s: CharacterStats): LeagueContextEvent => ({
  type: 'CharacterStatsChanged',
  data: { characterId, leagueId: 1, userId, cause: { kind: 'test' }, changes: { followers: 1 }, stats: s, at: AT },
});
const row = (characterId: number, followers: number, money: number, relevance: number, joinedAt = AT): LeaderRow => ({
  characterId,
  userId: characterId + 100,
  characterName: `Star ${characterId}`,
  avatarUrl: null,
  followers,
  money,
  relevance,
  joinedAt,
});

describe('scoring', () => {
  it('normalises each component against the league leader and weighs them 50/30/20', () => {
    const ranked = rankRows([row(1, 1000, 1000, 50), row(2, 2000, 500, 100)]);
    expect(ranked.map((r) => [r.characterId, r.rank, r.compositeScore, r.followersScore, r.moneyScore, r.relevanceScore])).toEqual([
      [2, 1, 85, 100, 50, 100],
      [1, 2, 65, 50, 100, 50],
    ]);
  });

  it('breaks ties by followers, then money, then who came first', () => {
    // Same composite (both 80): the one with more followers ranks first.
    const byFollowers = rankRows([row(1, 600, 1000, 100), row(2, 1000, 1000, 0)]);
    expect(byFollowers.map((r) => [r.characterId, r.compositeScore])).toEqual([
      [2, 80],
      [1, 80],
    ]);
    const identical = rankRows([row(1, 10, 10, 10, '2026-03-03T00:00:00.000Z'), row(2, 10, 10, 10, '2026-03-02T00:00:00.000Z')]);
    expect(identical.map((r) => [r.characterId, r.rank])).toEqual([
      [2, 1],
      [1, 2],
    ]);
  });

  it('scores nobody on a component where the best is zero', () => {
    const ranked = rankRows([row(1, 0, 0, 0)]);
    expect(ranked[0]).toMatchObject({ rank: 1, compositeScore: 0, followersScore: 0, moneyScore: 0, relevanceScore: 0 });
  });
});

describe('leaderboard projection', () => {
  it('ranks the characters of a league and re-ranks on every change', async () => {
    const docs = await projectEvents(leaderboardProjection, [
      createdCharacter(1, 101, stats(1000, 1000, 50)),
      createdCharacter(2, 102, stats(500, 500, 50)),
      changed(2, 102, stats(4000, 500, 50)),
    ]);
    const board = docsOf<LeaderboardDoc>(docs, LEADERBOARDS).get('1');
    expect(board?.rows.map((r) => [r.characterId, r.rank, r.followers])).toEqual([
      [2, 1, 4000],
      [1, 2, 1000],
    ]);
  });

  it('stops moving once the league is completed', async () => {
    const docs = await projectEvents(leaderboardProjection, [
      createdCharacter(1, 101, stats(1000, 1000, 50)),
      { type: 'LeagueCompleted', data: { leagueId: 1, completedAt: AT, standings: [], championUserId: null } },
      changed(1, 101, stats(9000, 1000, 50)),
    ]);
    const board = docsOf<LeaderboardDoc>(docs, LEADERBOARDS).get('1');
    expect(board).toMatchObject({ final: true });
    expect(board?.rows[0]?.followers).toBe(1000);
  });
});

describe('leaderboard projection: avatars', () => {
  it('ranks rows with a link to the avatar route instead of an inline image', async () => {
    const inline = createdCharacter(7, 107, stats(100, 0, 0)) as Extract<LeagueContextEvent, { type: 'CharacterCreated' }>;
    const withImage: LeagueContextEvent = { ...inline, data: { ...inline.data, avatarUrl: 'data:image/png;base64,iVBORw0KGgo=' } };
    const docs = await projectEvents(leaderboardProjection, [withImage, createdCharacter(8, 108, stats(50, 0, 0))]);
    const rows = docsOf<LeaderboardDoc>(docs, LEADERBOARDS).get('1')?.rows ?? [];
    expect(rows.map((r) => [r.characterId, r.avatarUrl])).toEqual([
      [7, '/_api/avatar?characterId=7'],
      [8, null],
    ]);
  });
});
