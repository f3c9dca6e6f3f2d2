import type { LeagueContextEvent, StandingSnapshot } from '@il/events';
import { docsOf, projectEvents } from '@il/platform';
import { LEAGUE_MEMBERS, LEAGUES, leaguesProjection, type LeagueDoc, type LeagueMemberDoc } from '../src';

const AT = '2026-03-02T10:00:00.000Z';
const created: LeagueContextEvent = {
  type: 'LeagueCreated',
  data: {
    leagueId: 1,
    ownerId: 10,
    name: 'Villa Legends',
    description: '',
    leagueType: 'friends_family',
    maxPlayers: 20,
    startDate: AT,
    endDate: '2026-04-02T10:00:00.000Z',
    inviteCode: 'ABCD2345',
    createdAt: AT,
  },
};
const joined = (userId: number): LeagueContextEvent => ({ type: 'LeagueMemberJoined', data: { leagueId: 1, userId, via: 'creator', joinedAt: AT } });
const standing: StandingSnapshot = {
  userId: 10,
  characterId: 5,
  rank: 1,
  characterName: '@Champ',
  avatarUrl: null,
  compositeScore: 100,
  followersScore: 100,
  moneyScore: 100,
  relevanceScore: 100,
  followers: 1200,
  money: 500,
  relevance: 55,
};

describe('leagues projection', () => {
  it('keeps a league with its members, each member once', async () => {
    const docs = await projectEvents(leaguesProjection, [created, joined(10), joined(11), joined(11)]);
    const league = docsOf<LeagueDoc>(docs, LEAGUES).get('1');
    expect(league).toMatchObject({ leagueId: 1, name: 'Villa Legends', memberIds: [10, 11], memberCount: 2, lifecycle: 'pending', inviteCode: 'ABCD2345' });
    expect([...docsOf<LeagueMemberDoc>(docs, LEAGUE_MEMBERS).values()].map((m) => [m._id, m.characterId])).toEqual([
      ['1-10', null],
      ['1-11', null],
    ]);
  });

  it('follows the lifecycle and keeps the frozen standings of a completed league', async () => {
    const docs = await projectEvents(leaguesProjection, [
      created,
      joined(10),
      { type: 'LeagueStarted', data: { leagueId: 1, startedAt: AT } },
      { type: 'LeagueCompleted', data: { leagueId: 1, completedAt: '2026-04-02T10:00:00.000Z', standings: [standing], championUserId: 10 } },
    ]);
    expect(docsOf<LeagueDoc>(docs, LEAGUES).get('1')).toMatchObject({
      lifecycle: 'completed',
      completedAt: '2026-04-02T10:00:00.000Z',
      finalStandings: [standing],
    });
  });

  it('records cancellation', async () => {
    const docs = await projectEvents(leaguesProjection, [created, { type: 'LeagueCancelled', data: { leagueId: 1, cancelledBy: 10, cancelledAt: AT } }]);
    expect(docsOf<LeagueDoc>(docs, LEAGUES).get('1')).toMatchObject({ lifecycle: 'cancelled', cancelledAt: AT });
  });

  it("marks a member's character", async () => {
    const docs = await projectEvents(leaguesProjection, [
      created,
      joined(10),
      {
        type: 'CharacterCreated',
        data: {
          characterId: 5,
          leagueId: 1,
          userId: 10,
          playerName: '@Champ',
          realityShowBackground: 'survival',
          avatarUrl: null,
          stats: { followers: 800, energy: 100, energyUpdatedAt: AT, money: 300, relevance: 50, reputation: { authenticity: 75, drama: 30, relatability: 75, aspirational: 35 } },
          unlockedPlatforms: ['instagram'],
          createdAt: AT,
        },
      },
    ]);
    expect(docsOf<LeagueMemberDoc>(docs, LEAGUE_MEMBERS).get('1-10')?.characterId).toBe(5);
  });
});

describe('leagues projection: avatars', () => {
  it('keeps frozen standings with a link to the avatar route where the record holds an inline image', async () => {
    const inline = { ...standing, avatarUrl: 'data:image/png;base64,iVBORw0KGgo=' };
    const linked = { ...standing, userId: 11, characterId: 6, rank: 2, avatarUrl: '/_api/avatar?characterId=6' };
    const external = { ...standing, userId: 12, characterId: 7, rank: 3, avatarUrl: 'https://img.example/c.png' };
    const docs = await projectEvents(leaguesProjection, [
      created,
      joined(10),
      { type: 'LeagueCompleted', data: { leagueId: 1, completedAt: '2026-04-02T10:00:00.000Z', standings: [inline, linked, external], championUserId: 10 } },
    ]);
    expect(docsOf<LeagueDoc>(docs, LEAGUES).get('1')?.finalStandings?.map((s) => s.avatarUrl)).toEqual([
      '/_api/avatar?characterId=5',
      '/_api/avatar?characterId=6',
      'https://img.example/c.png',
    ]);
  });
});
