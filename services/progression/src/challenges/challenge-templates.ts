import { ChallengeCategory } from '@il/contracts';
import type { ChallengeCategoryValue, ChallengeMetric } from '@il/events';
import { CHEAP_POST_MAX_ENERGY, ENERGIZED_POST_MIN_ENERGY } from '@il/projection-challenges';
import { FOLLOWER_TIERS } from '../rules';

export const CHALLENGE_CATEGORIES: readonly ChallengeCategoryValue[] = ChallengeCategory.options;

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
  { key: 'pace-yourself', category: 'energy_management', name: 'Pace Yourself', metric: 'energized_posts', targets: [1, 2, 3], describe: (n) => `Publish ${plural(n, 'post')} that ${n === 1 ? 'leaves' : 'leave'} you with at least ${ENERGIZED_POST_MIN_ENERGY} energy.` },
  { key: 'lean-machine', category: 'energy_management', name: 'Lean Machine', metric: 'cheap_posts', targets: [2, 3, 4], describe: (n) => `Publish ${plural(n, 'post')} that cost ${CHEAP_POST_MAX_ENERGY} energy or less.` },
  { key: 'keep-it-real', category: 'reputation', name: 'Keep It Real', metric: 'authenticity_gained', targets: [2, 4, 6], describe: (n) => `Gain ${n} authenticity today.` },
  { key: 'relatable-royalty', category: 'reputation', name: 'Relatable Royalty', metric: 'relatability_gained', targets: [2, 4, 6], describe: (n) => `Gain ${n} relatability today.` },
  { key: 'brand-safe', category: 'reputation', name: 'Brand Safe', metric: 'safe_posts', targets: [1, 2, 3], describe: (n) => `Publish ${plural(n, 'safe post')} today.` },
];

export function followerTierOf(followers: number): number {
  let tier = 0;
  FOLLOWER_TIERS.forEach((from, index) => {
    if (followers >= from) tier = index;
  });
  return tier;
}
