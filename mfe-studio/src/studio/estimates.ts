import {
  customCaptionEnergyCost,
  estimatedFollowerGain as gainWithEveryBonus,
  followerRangeFor,
  type CaptionOption,
  type ContentCard,
  type TrendingTopic,
} from '@il/contracts';
import { formatCount } from './format';

/** The caption a player settled on: one of the card's options, or their own words. */
export type CaptionChoice = { kind: 'option'; option: CaptionOption } | { kind: 'custom'; text: string };

export type FollowerRange = { min: number; max: number };

/** What one caption adds to a post's energy, as the server charges it (§9). */
export function captionEnergyCost(card: Pick<ContentCard, 'energyCost'>, caption: CaptionChoice | { kind: 'custom' }): number {
  return caption.kind === 'custom' ? customCaptionEnergyCost(card.energyCost) - card.energyCost : caption.option.energyCost;
}

/** The whole energy a post costs: the card's plus the caption's. */
export function totalEnergyCost(card: Pick<ContentCard, 'energyCost'>, caption: CaptionChoice | { kind: 'custom' }): number {
  return card.energyCost + captionEnergyCost(card, caption);
}

/** §5: a caption is selectable only while the energy covers the card and the caption together. */
export function canAfford(energy: number, card: Pick<ContentCard, 'energyCost'>, caption: CaptionChoice | { kind: 'custom' }): boolean {
  return energy >= totalEnergyCost(card, caption);
}

/**
 * §9 Estimated follower gain, with every bonus the server applies: the card's range scaled by
 * relevance, a custom caption's extra reach or a ready-made caption's follower bonus, and the
 * trending multiplier when the post rides today's topic of the card's type (estimatedFollowerGain
 * of @il/contracts, the same arithmetic the server gains with).
 */
export function estimatedFollowerGain(
  card: Pick<ContentCard, 'followersMin' | 'followersMax' | 'contentType'>,
  relevance: number,
  caption: CaptionChoice,
  trendingTopic: Pick<TrendingTopic, 'contentType' | 'bonusMultiplier'> | null = null,
): FollowerRange {
  const multiplier = trendingTopic && trendingTopic.contentType === card.contentType ? trendingTopic.bonusMultiplier : null;
  const captionTerms = caption.kind === 'custom' ? { type: 'custom' as const, followersBonus: 0 } : { type: caption.option.type, followersBonus: caption.option.followersBonus };
  return gainWithEveryBonus(card, relevance, captionTerms, multiplier);
}

/** The card's own range at this relevance, before any caption (shown on the card). */
export function cardFollowerRange(card: Pick<ContentCard, 'followersMin' | 'followersMax'>, relevance: number): FollowerRange {
  return followerRangeFor(card, relevance, 'safe');
}

export function formatRange({ min, max }: FollowerRange): string {
  return min === max ? `+${formatCount(min)}` : `+${formatCount(min)}-${formatCount(max)}`;
}
