import type { ChallengeCategoryValue, ChallengeMetric } from '@il/events';

export const CHALLENGE_CATEGORIES: readonly ChallengeCategoryValue[] = [
  'content_creation',
  'followers',
  'brand_deals',
  'engagement',
  'energy_management',
  'reputation',
];

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export interface ChallengeTemplate {
  key: string;
  category: ChallengeCategoryValue;
  name: string;
  metric: ChallengeMetric;
  /** Goal by difficulty 1-3; followers_gained goals also grow with the audience (see goalFor). */
  targets: readonly [number, number, number];
  describe(goal: number): string;
}

/**
 * Every challenge counts something the player does on their own that day, so each one can be
 * finished by the player alone (likes need other players' posts, which a league has).
 */
export const CHALLENGE_TEMPLATES: readonly ChallengeTemplate[] = [
  { key: 'content-machine', category: 'content_creation', name: 'Content Machine', metric: 'posts', targets: [2, 3, 4], describe: (n) => `Publish ${plural(n, 'post')} today.` },
  { key: 'go-big', category: 'content_creation', name: 'Go Big or Go Home', metric: 'big_posts', targets: [1, 2, 3], describe: (n) => `Publish ${n} video or live ${n === 1 ? 'post' : 'posts'} today.` },
  { key: 'own-words', category: 'content_creation', name: 'In Your Own Words', metric: 'custom_caption_posts', targets: [1, 2, 3], describe: (n) => `Publish ${plural(n, 'post')} with a caption you wrote yourself.` },
  { key: 'audience-builder', category: 'followers', name: 'Audience Builder', metric: 'followers_gained', targets: [150, 300, 500], describe: (n) => `Gain ${n.toLocaleString('en-US')} followers from your posts today.` },
  { key: 'trend-rider', category: 'followers', name: 'Trend Rider', metric: 'trending_posts', targets: [1, 2, 3], describe: (n) => `Ride today's trending topics in ${plural(n, 'post')}.` },
  { key: 'brand-ambassador', category: 'brand_deals', name: 'Brand Ambassador', metric: 'deal_actions', targets: [1, 2, 3], describe: (n) => `Sign a brand deal or publish posts for your active deals: ${plural(n, 'time')} today.` },
  { key: 'spread-the-love', category: 'engagement', name: 'Spread the Love', metric: 'likes_given', targets: [2, 3, 4], describe: (n) => `Like ${n} different posts from other players today.` },
  { key: 'mix-it-up', category: 'engagement', name: 'Mix It Up', metric: 'content_types', targets: [2, 3, 4], describe: (n) => `Keep your audience guessing: publish ${n} different content types today.` },
  { key: 'pace-yourself', category: 'energy_management', name: 'Pace Yourself', metric: 'energized_posts', targets: [1, 2, 3], describe: (n) => `Publish ${plural(n, 'post')} that ${n === 1 ? 'leaves' : 'leave'} you with at least 30 energy.` },
  { key: 'lean-machine', category: 'energy_management', name: 'Lean Machine', metric: 'cheap_posts', targets: [2, 3, 4], describe: (n) => `Publish ${plural(n, 'post')} that cost 10 energy or less.` },
  { key: 'keep-it-real', category: 'reputation', name: 'Keep It Real', metric: 'authenticity_gained', targets: [2, 4, 6], describe: (n) => `Gain ${n} authenticity today.` },
  { key: 'relatable-royalty', category: 'reputation', name: 'Relatable Royalty', metric: 'relatability_gained', targets: [2, 4, 6], describe: (n) => `Gain ${n} relatability today.` },
  { key: 'brand-safe', category: 'reputation', name: 'Brand Safe', metric: 'safe_posts', targets: [1, 2, 3], describe: (n) => `Publish ${plural(n, 'safe post')} today.` },
];

/** Follower tiers (lower bounds): bigger audiences get bigger follower goals and rewards. */
export const FOLLOWER_TIERS = [0, 3_000, 10_000, 30_000] as const;
export const FOLLOWER_GOAL_FACTOR_BY_TIER = [1, 2, 3, 5] as const;
export const FOLLOWER_REWARD_FACTOR_BY_TIER = [1, 1.25, 1.75, 2.5] as const;

export function followerTierOf(followers: number): number {
  let tier = 0;
  FOLLOWER_TIERS.forEach((from, index) => {
    if (followers >= from) tier = index;
  });
  return tier;
}

/** Challenges a day holds, each from a different category. */
export const CHALLENGES_PER_DAY = 4;

/** Difficulty 1-3 weights: most days are doable, some ask for a push. */
export const DIFFICULTY_WEIGHTS = [45, 40, 15] as const;

/** Rewards by difficulty before the category's leaning and the follower tier. */
export const BASE_REWARDS = [
  { money: 50, followers: 40, energy: 3 },
  { money: 100, followers: 80, energy: 5 },
  { money: 175, followers: 140, energy: 8 },
] as const;

/** What each category pays more or less of. */
export const CATEGORY_REWARD_LEANING: Record<ChallengeCategoryValue, { money: number; followers: number; energy: number }> = {
  content_creation: { money: 1, followers: 1, energy: 1 },
  followers: { money: 0.75, followers: 1.5, energy: 1 },
  brand_deals: { money: 1.5, followers: 0.75, energy: 1 },
  engagement: { money: 0.75, followers: 1.25, energy: 1 },
  energy_management: { money: 0.5, followers: 1, energy: 2 },
  reputation: { money: 1, followers: 1, energy: 1 },
};
