import type { ChatMessage, FeedPost, GameState, LeagueDetail, User } from '@il/contracts';

export const LEAGUE_ID = 7;

export const VIEWER: User = { id: 11, email: 'jade@example.com', displayName: 'Jade Viral', role: 'user', avatarUrl: null };

export const LEAGUE: LeagueDetail = {
  id: LEAGUE_ID,
  name: 'Villa Season',
  description: 'Summer of drama',
  type: 'public',
  maxPlayers: 20,
  memberCount: 2,
  status: 'active',
  startDate: new Date('2030-01-01T00:00:00Z'),
  endDate: new Date('2030-02-01T00:00:00Z'),
  champion: null,
  ownerId: 11,
  isMember: true,
  hasCharacter: true,
  inviteCode: 'VILLA1',
};

export function gameState(overrides: Partial<GameState> = {}): GameState {
  return {
    id: 101,
    leagueId: LEAGUE_ID,
    followers: 1500,
    energy: 80,
    money: 100,
    relevance: 50,
    day: 2,
    reputation: { authenticity: 50, drama: 50, relatability: 50, aspirational: 50 },
    unlockedPlatforms: [{ platform: 'instagram' }],
    activeBrandDeals: [],
    playerName: '@JadeViral',
    avatarUrl: null,
    realityShowBackground: 'dating_show',
    dailyLikesGiven: 0,
    ...overrides,
  };
}

export function feedPost(overrides: Partial<FeedPost> = {}): FeedPost {
  return {
    postId: 501,
    contentCardId: 3,
    contentTitle: 'Sunset Confessional',
    contentDescription: 'A teary talk at golden hour',
    contentImageUrl: '/_api/image?id=3',
    contentType: 'photo',
    followersGained: 240,
    postedAt: new Date(Date.now() - 5 * 60_000),
    dayPosted: 2,
    chosenCaption: 'Real talk, no filter',
    likeCount: 1,
    userHasLiked: false,
    likerNames: ['@Marco'],
    player: { userId: 12, playerName: '@KaiDrama', avatarUrl: null },
    ...overrides,
  };
}

export function chatMessage(overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: 900,
    message: 'Who is ready for the recoupling?',
    createdAt: new Date(Date.now() - 60_000),
    character: { id: 102, playerName: '@KaiDrama', avatarUrl: null, followers: 12_400 },
    ...overrides,
  };
}

export const SIGNED_IN = { 'GET /_api/auth/session': { body: { user: VIEWER } } };
