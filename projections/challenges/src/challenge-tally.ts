import type {
  BrandDealAccepted,
  BrandDealProgressed,
  ChallengeMetric,
  CharacterStatsChanged,
  ContentPosted,
  PostLiked,
} from '@il/events';
import { utcDayOf } from '@il/platform';

/** Everything the challenge metrics count for one character on one UTC day. */
export interface ChallengeDayTally {
  counts: Partial<Record<ChallengeMetric, number>>;
  /** Posts liked that day: a post liked, unliked and liked again counts once. */
  likedPostIds: number[];
  /** Content types published that day. */
  contentTypes: string[];
}

export const emptyChallengeTally = (): ChallengeDayTally => ({ counts: {}, likedPostIds: [], contentTypes: [] });

/** Posts that leave at least this much energy, out of the low-energy warning zone (§2), count as paced. */
export const ENERGIZED_POST_MIN_ENERGY = 30;
/** Posts costing at most this much energy count as lean (energy_management). */
export const CHEAP_POST_MAX_ENERGY = 10;

/** The event types a tally reads; anything else leaves it unchanged. */
export const challengeTallyEventTypes = [
  'ContentPosted',
  'PostLiked',
  'CharacterStatsChanged',
  'BrandDealAccepted',
  'BrandDealProgressed',
] as const;

type TalliedEvent = ContentPosted | PostLiked | CharacterStatsChanged | BrandDealAccepted | BrandDealProgressed;

/** The UTC day an event counts on, or null for events no challenge counts. */
export function challengeDayOfEvent(event: { type: string; data: unknown }): string | null {
  const e = event as TalliedEvent;
  switch (e.type) {
    case 'ContentPosted':
      return utcDayOf(e.data.postedAt);
    case 'PostLiked':
      return utcDayOf(e.data.likedAt);
    case 'CharacterStatsChanged':
      return utcDayOf(e.data.at);
    case 'BrandDealAccepted':
      return utcDayOf(e.data.acceptedAt);
    case 'BrandDealProgressed':
      return utcDayOf(e.data.at);
    default:
      return null;
  }
}

const bump = (tally: ChallengeDayTally, metric: ChallengeMetric, by = 1): ChallengeDayTally =>
  by === 0 ? tally : { ...tally, counts: { ...tally.counts, [metric]: (tally.counts[metric] ?? 0) + by } };

/**
 * Adds one event to a day's tally. The claim rule (folding the character stream) and the
 * challenges read model both count with it, so they can never disagree on a goal.
 */
export function tallyChallengeEvent(tally: ChallengeDayTally, event: { type: string; data: unknown }): ChallengeDayTally {
  const e = event as TalliedEvent;
  switch (e.type) {
    case 'ContentPosted': {
      const { card, caption, trendingTopic, outcome } = e.data;
      let next = bump(tally, 'posts');
      if (card.contentType === 'video' || card.contentType === 'live') next = bump(next, 'big_posts');
      if (caption.type === 'custom') next = bump(next, 'custom_caption_posts');
      if (card.riskLevel === 'safe') next = bump(next, 'safe_posts');
      if (trendingTopic) next = bump(next, 'trending_posts');
      if (outcome.energySpent <= CHEAP_POST_MAX_ENERGY) next = bump(next, 'cheap_posts');
      next = bump(next, 'followers_gained', Math.max(0, outcome.followersGained));
      if (!next.contentTypes.includes(card.contentType)) {
        next = bump({ ...next, contentTypes: [...next.contentTypes, card.contentType] }, 'content_types');
      }
      return next;
    }
    case 'PostLiked':
      if (tally.likedPostIds.includes(e.data.postId)) return tally;
      return bump({ ...tally, likedPostIds: [...tally.likedPostIds, e.data.postId] }, 'likes_given');
    case 'CharacterStatsChanged': {
      const { cause, changes, stats } = e.data;
      let next = tally;
      if (cause.kind === 'content_posted' && stats.energy >= ENERGIZED_POST_MIN_ENERGY) next = bump(next, 'energized_posts');
      next = bump(next, 'authenticity_gained', Math.max(0, changes.reputation?.authenticity ?? 0));
      next = bump(next, 'relatability_gained', Math.max(0, changes.reputation?.relatability ?? 0));
      return next;
    }
    case 'BrandDealAccepted':
    case 'BrandDealProgressed':
      return bump(tally, 'deal_actions');
    default:
      return tally;
  }
}
