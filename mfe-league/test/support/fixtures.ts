import type { GameState, League, LeagueDetail, LeaderboardEntry } from '@il/contracts';

export function league(overrides: Partial<League> = {}): League {
  return {
    id: 12,
    name: 'Villa Reunion',
    description: 'Former islanders settle who really won.',
    type: 'friends_family',
    maxPlayers: 20,
    memberCount: 3,
    status: 'active',
    startDate: new Date('2030-03-01T10:00:00.000Z'),
    endDate: new Date('2030-04-01T10:00:00.000Z'),
    champion: null,
    ...overrides,
  };
}

export function leagueDetail(overrides: Partial<LeagueDetail> = {}): LeagueDetail {
  return { ...league(), ownerId: 7, isMember: true, hasCharacter: true, inviteCode: 'K7QX2MPA', ...overrides };
}

export function gameState(overrides: Partial<GameState> = {}): GameState {
  return {
    id: 40,
    leagueId: 12,
    followers: 2350,
    energy: 80,
    money: 750.6,
    relevance: 60,
    day: 3,
    reputation: { authenticity: 40, drama: 51, relatability: 45, aspirational: 70 },
    unlockedPlatforms: [{ platform: 'instagram' }],
    activeBrandDeals: [],
    playerName: '@JadeViral',
    avatarUrl: null,
    realityShowBackground: 'dating_show',
    dailyLikesGiven: 0,
    ...overrides,
  };
}

export function standing(rank: number, overrides: Partial<LeaderboardEntry> = {}): LeaderboardEntry {
  return {
    userId: rank,
    rank,
    characterName: `@Player${rank}`,
    avatarUrl: null,
    compositeScore: 100 - rank * 10.125,
    followersScore: 90.04,
    moneyScore: 55.55,
    relevanceScore: 42.26,
    ...overrides,
  };
}
