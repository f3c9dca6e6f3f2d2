import type { TrendingTopic } from '@il/contracts';
import type { CharacterEvent, CharacterStats } from '@il/events';
import { startingStats } from '@il/league';
import type { CatalogCard } from '../src/catalog/card-catalog';
import type { PostContentCommand } from '../src/posting/posting-decider';

export const NOW = '2026-03-02T10:00:00.000Z';
export const hoursLater = (hours: number, from = NOW): string => new Date(new Date(from).getTime() + hours * 3_600_000).toISOString();

/** A competition star: 1200 followers, energy 100, relevance 55, reputation 70/35/55/45. */
export const created: CharacterEvent = {
  type: 'CharacterCreated',
  data: {
    characterId: 5,
    leagueId: 1,
    userId: 10,
    playerName: '@Champ',
    realityShowBackground: 'competition',
    avatarUrl: null,
    stats: startingStats('competition', NOW),
    unlockedPlatforms: ['instagram'],
    createdAt: NOW,
  },
};

/** A stat change that leaves the character with exactly these stats (as another context would). */
export const statsSetTo = (stats: Partial<CharacterStats>, at = NOW): CharacterEvent => ({
  type: 'CharacterStatsChanged',
  data: {
    characterId: 5,
    leagueId: 1,
    userId: 10,
    cause: { kind: 'test' },
    changes: {},
    stats: { ...startingStats('competition', NOW), energyUpdatedAt: at, ...stats },
    at,
  },
});

export const card = (overrides: Partial<CatalogCard> = {}): CatalogCard => ({
  id: 101,
  title: 'Golden Hour Selfie',
  description: 'A sun-kissed close-up.',
  contentType: 'photo',
  theme: 'lifestyle',
  energyCost: 10,
  followersMin: 100,
  followersMax: 200,
  riskLevel: 'safe',
  authenticityChange: 1,
  dramaChange: 0,
  relatabilityChange: 1,
  aspirationalChange: 0,
  isActive: true,
  captionOptions: null,
  ...overrides,
});

export const TODAY: TrendingTopic[] = [
  { id: 501, topicName: '#GoldenHourChallenge', contentType: 'photo', bonusMultiplier: 0.3 },
  { id: 511, topicName: '#AskMeAnything', contentType: 'story', bonusMultiplier: 0.2 },
  { id: 521, topicName: '#GRWM', contentType: 'video', bonusMultiplier: 0.45 },
  { id: 531, topicName: '#LiveQandA', contentType: 'live', bonusMultiplier: 0.1 },
];

export const postCommand = (overrides: Partial<PostContentCommand> = {}): PostContentCommand => ({
  type: 'PostContent',
  postId: 77,
  leagueId: 1,
  leagueStatus: 'active',
  dayPosted: 3,
  catalogVersion: 1,
  card: card(),
  captionSelection: { type: 'safe' },
  trendingTopicId: null,
  trendingToday: TODAY,
  rolls: { followers: 0, authenticityBonus: 0 },
  now: NOW,
  ...overrides,
});
