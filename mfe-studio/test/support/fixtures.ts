import { NO_POST_CONSEQUENCES, type ContentCard, type GameState, type LeagueDetail, type PostContentResponse, type PostHistoryItem, type TrendingTopic, type User } from '@il/contracts';

export const USER: User = { id: 7, email: 'jade@example.com', displayName: 'Jade Viral', role: 'user', avatarUrl: null };

export const LEAGUE: LeagueDetail = {
  id: 4,
  name: 'Villa Legends',
  description: 'Summer season',
  type: 'public',
  maxPlayers: 20,
  memberCount: 3,
  status: 'active',
  startDate: new Date('2030-01-01T00:00:00.000Z'),
  endDate: new Date('2030-02-01T00:00:00.000Z'),
  champion: null,
  ownerId: 7,
  isMember: true,
  hasCharacter: true,
  inviteCode: null,
};

export function gameState(overrides: Partial<GameState> = {}): GameState {
  return {
    id: 11,
    leagueId: LEAGUE.id,
    followers: 1200,
    energy: 80,
    money: 500,
    relevance: 60,
    day: 3,
    reputation: { authenticity: 50, drama: 40, relatability: 50, aspirational: 50 },
    unlockedPlatforms: [{ platform: 'instagram' }],
    activeBrandDeals: [],
    playerName: '@JadeViral',
    avatarUrl: null,
    realityShowBackground: 'competition',
    dailyLikesGiven: 0,
    ...overrides,
  };
}

export function card(overrides: Partial<ContentCard> = {}): ContentCard {
  return {
    id: 301,
    title: 'Get Ready With Me',
    description: 'Full glam before the reunion taping.',
    imageUrl: '/_api/image?id=301',
    contentType: 'video',
    energyCost: 15,
    followersMin: 100,
    followersMax: 280,
    riskLevel: 'safe',
    authenticityChange: 1,
    dramaChange: 0,
    relatabilityChange: 2,
    aspirationalChange: -1,
    isActive: true,
    theme: 'beauty',
    captionOptions: null,
    ...overrides,
  };
}

export const TOPICS: TrendingTopic[] = [
  { id: 91, topicName: 'VillaReunion', contentType: 'video', bonusMultiplier: 0.25 },
  { id: 92, topicName: 'GlowUp', contentType: 'photo', bonusMultiplier: 0.1 },
  { id: 93, topicName: 'StoryTime', contentType: 'story', bonusMultiplier: 0.35 },
  { id: 94, topicName: 'LiveAfterDark', contentType: 'live', bonusMultiplier: 0.5 },
];

export function postResponse(overrides: Partial<PostContentResponse> = {}): PostContentResponse {
  return {
    postId: 501,
    followers: 1542,
    followersGained: 342,
    energy: 58,
    energySpent: 22,
    relevance: 63,
    reputation: { authenticity: 54, drama: 40, relatability: 52, aspirational: 49 },
    authenticityBonus: 4,
    triggeredScandalId: null,
    consequences: NO_POST_CONSEQUENCES,
    ...overrides,
  };
}

export function historyItem(overrides: Partial<PostHistoryItem> = {}): PostHistoryItem {
  return {
    postId: 501,
    contentType: 'video',
    contentTitle: 'Get Ready With Me',
    contentDescription: 'Full glam before the reunion taping.',
    chosenCaption: 'Reunion ready, no filter',
    dayPosted: 3,
    followersGained: 342,
    energySpent: 22,
    postedAt: new Date('2030-01-03T10:00:00.000Z'),
    player: { userId: USER.id, playerName: '@JadeViral' },
    ...overrides,
  };
}
