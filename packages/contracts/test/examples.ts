import type { CallName, ResponseOf, Api } from '../src';

const at = new Date('2030-03-01T10:00:00Z');
const later = new Date('2030-04-01T10:00:00Z');

const league = {
  id: 1, name: 'Reality Stars', description: 'Former islanders only', type: 'public' as const, maxPlayers: 20,
  memberCount: 4, status: 'active' as const, startDate: at, endDate: later,
};
const entry = {
  userId: 7, rank: 1, characterName: '@starlet', avatarUrl: null, compositeScore: 81.256,
  followersScore: 90.1, moneyScore: 60.4, relevanceScore: 77,
};
const deal = {
  id: 3, brandName: 'GlowUp', product: 'Serum', payment: 1500, postsRequired: 2, minFollowers: 1000,
  minAuthenticity: 0, minAspirational: 20, minRelatability: 0, minDrama: 0, authenticityImpact: -2, dramaImpact: 0,
  relatabilityImpact: 0, aspirationalImpact: 3, riskDescription: null, status: 'available' as const, expiresAt: later,
};
const activeDeal = { ...deal, status: 'active' as const, postsCompleted: 1, acceptedAt: at };
const reputation = { authenticity: 50, drama: 20, relatability: 40, aspirational: 60 };
const chatMessage = {
  id: 11, message: 'hi all', createdAt: at, character: { id: 5, playerName: '@starlet', avatarUrl: null, followers: 1200 },
};
const feedPost = {
  postId: 21, contentCardId: 4, contentTitle: 'Beach day', contentDescription: 'Sun and sand', contentImageUrl: '/_api/image?id=4',
  contentType: 'photo' as const, followersGained: 120, postedAt: at, dayPosted: 3, chosenCaption: 'Good vibes only',
  likeCount: 1, userHasLiked: true, likerNames: ['@rival'], player: { userId: 7, playerName: '@starlet', avatarUrl: null },
};
const milestone = {
  id: 2, name: '10K Club', description: 'Reach 10,000 followers', metric: 'followers' as const, target: 10000, current: 8000,
  progressPercent: 80, reward: { money: 500, followers: 0, energy: 10 }, isCompleted: false, completedAt: null,
};
const user = { id: 7, email: 'a@b.co', displayName: 'Ann', role: 'user' as const, avatarUrl: null };

/** One valid answer per JSON call: a call without an example fails the completeness test. */
export const RESPONSE_EXAMPLES: { [N in CallName]: ResponseOf<Api[N]> } = {
  session: { user },
  login: { user },
  register: { user },
  sendPasswordReset: { message: 'If that address has an account, a reset link is on its way.' },
  completePasswordReset: { message: 'Password updated' },
  logout: { ok: true },
  listLeagues: [league],
  publicLeagues: [league],
  createLeague: { id: 1 },
  leagueDetail: { ...league, ownerId: 7, isMember: true, hasCharacter: false, inviteCode: null },
  leagueByInviteCode: { ...league, type: 'friends_family' },
  joinLeague: { leagueId: 1, message: 'Joined Reality Stars' },
  invitation: { leagueName: 'Villa Legends', invitedBy: 'Kim' },
  inviteToLeague: { message: 'Invitation sent to friend@example.com' },
  cancelLeague: { message: 'League cancelled' },
  leaderboard: [entry, { ...entry, userId: 8, rank: 2, compositeScore: 50 }],
  finalResults: { league: { ...league, status: 'completed' }, standings: [entry], champion: entry },
  standingsByDay: {
    day: 2, lastDay: 3, startsAt: at, settled: true, hour: null, lastHour: 23,
    standings: [{ ...entry, followers: 1200, money: 300, relevance: 55, previousRank: 2 }, { ...entry, userId: 8, rank: 2, followers: 900, money: 0, relevance: 10, previousRank: null }],
  },
  createCharacter: { id: 5, leagueId: 1 },
  generateAvatar: { avatarUrl: 'data:image/svg+xml;base64,PHN2Zy8+', prompt: 'Portrait', source: 'local' },
  gameState: {
    id: 5, leagueId: 1, followers: 1200, energy: 76, money: 300, relevance: 55.5, day: 3, reputation,
    unlockedPlatforms: [{ platform: 'instagram' }, { platform: 'tiktok' }], activeBrandDeals: [activeDeal],
    playerName: '@starlet', avatarUrl: null, realityShowBackground: 'dating_show', dailyLikesGiven: 2,
  },
  gameStateHistory: {
    leagueId: 1,
    series: [{ userId: 7, characterId: 5, playerName: '@starlet', avatarUrl: null, points: [{ day: 1, at, followers: 1000 }] }],
  },
  dailyChallenges: [{
    id: 9, name: 'Post twice', description: 'Post two pieces of content', category: 'content_creation', status: 'completed',
    progress: 2, goalTarget: 2, expiresAt: later, completedAt: null, rewards: { money: 100, followers: 50, energy: 5 },
  }],
  claimChallenge: { message: 'Reward claimed', rewards: { money: 100, followers: 50, energy: 5 } },
  activeScandals: [{
    id: 4, title: 'Leaked DMs', description: 'Someone leaked your DMs.', severity: 'high', triggeredAt: at, expiresAt: later,
    chosenResponse: null,
  }],
  respondToScandal: {
    message: 'You apologized', scandalId: 4, response: 'apologize', followersChange: -40, reputationChanges: { authenticity: 3 },
  },
  scandalHistory: [{
    id: 4, title: 'Leaked DMs', description: 'Someone leaked your DMs.', severity: 'high', triggeredAt: at, expiresAt: null,
    chosenResponse: 'double_down',
  }],
  achievements: [{
    id: 1, name: 'Rising Star', description: 'Reach 1,000 followers', isUnlocked: true, triggerFollowers: 1000,
    requirements: { followers: 1000 }, unlockedAt: at,
  }, {
    id: 2, name: 'Real One', description: 'Authenticity 80', isUnlocked: false, triggerFollowers: null,
    requirements: { reputation: { authenticity: 80 } }, unlockedAt: null,
  }],
  milestones: { milestones: [milestone], nextGoal: milestone },
  notifications: {
    notifications: [{ id: '5-scandal-7', kind: 'scandal', title: 'Scandal: Caption Controversy', body: 'Fans are upset.', at: new Date('2030-03-01T10:00:00.000Z'), read: false }],
    unreadCount: 1,
    nextAt: new Date('2030-03-02T00:00:00.000Z'),
  },
  markNotificationsRead: { unreadCount: 0, readThrough: new Date('2030-03-01T10:00:00.000Z') },
  chatMessages: { messages: [chatMessage], nextCursor: 'c1' },
  sendChatMessage: chatMessage,
  contentOptions: [{
    id: 4, title: 'Beach day', description: 'Sun and sand', imageUrl: '/_api/image?id=4', contentType: 'photo', energyCost: 10,
    followersMin: 50, followersMax: 150, riskLevel: 'safe', authenticityChange: 1, dramaChange: 0, relatabilityChange: 1,
    aspirationalChange: 0, isActive: true, theme: 'summer', captionOptions: null,
  }],
  trendingTopics: [{ id: 2, topicName: '#SummerGlow', contentType: 'photo', bonusMultiplier: 0.25 }],
  postContent: {
    postId: 21, followers: 1320, followersGained: 120, energy: 66, energySpent: 10, relevance: 57, reputation,
    authenticityBonus: 0, triggeredScandalId: 7,
    consequences: {
      brandDeals: [{ brandDealId: 3, brandName: 'GlowUp Skincare', postsCompleted: 2, postsRequired: 2, completed: true, payment: 150, reputationImpacts: { aspirational: 2 } }],
      challenges: [{ dailyChallengeId: 12, name: 'Content Sprint', progress: 3, goalTarget: 3, completed: true }],
      milestones: [{ milestoneId: 12, name: 'First Sponsor', description: 'Deliver a brand deal.', reward: { money: 0, followers: 100, energy: 10 } }],
      achievements: [{ achievementId: 1, name: 'Rising Star', description: 'Reach 2,500 followers.' }],
      platformsUnlocked: [],
      scandal: { scandalId: 7, title: 'Caption Controversy', severity: 'low' },
    },
  },
  contentHistory: {
    posts: [{
      postId: 21, contentType: 'photo', contentTitle: 'Beach day', contentDescription: 'Sun and sand',
      chosenCaption: 'Good vibes only', dayPosted: 3, followersGained: 120, energySpent: 10, postedAt: at,
      player: { userId: 7, playerName: '@starlet' },
    }],
    page: 1, limit: 20, total: 1, totalPages: 1,
  },
  likePost: { message: 'Post liked!', id: 5, dailyLikesGiven: 3, energy: 68, postId: 21, liked: true, likeCount: 2 },
  feed: { posts: [feedPost], nextCursor: null },
  availableBrandDeals: [deal],
  activeBrandDeals: [activeDeal],
  acceptBrandDeal: { message: 'Deal accepted', deal: activeDeal },
  adminImages: { images: [{ id: 4, title: 'Beach day', imageData: 'data:image/png;base64,AAAA', contentType: 'photo', theme: null }] },
};

export const EXAMPLE_FEED_POST = feedPost;
export const EXAMPLE_CHAT_MESSAGE = chatMessage;
