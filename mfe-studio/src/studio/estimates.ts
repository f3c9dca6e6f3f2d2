import {
  customCaptionEnergyCost,
  followerRangeFor,
  type CaptionOption,
  type ContentCard,
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
 * §9 Estimated follower gain: the card's range scaled by relevance (followerRangeFor, the same
 * function the server rolls with); a custom caption reaches 30 further, a ready-made caption adds
 * its follower bonus to both ends. A trending topic's multiplier is shown beside it, not in it.
 */
export function estimatedFollowerGain(
  card: Pick<ContentCard, 'followersMin' | 'followersMax'>,
  relevance: number,
  caption: CaptionChoice,
): FollowerRange {
  if (caption.kind === 'custom') return followerRangeFor(card, relevance, 'custom');
  const { min, max } = followerRangeFor(card, relevance, caption.option.type);
  const bonus = caption.option.followersBonus;
  return { min: min + bonus, max: max + bonus };
}

/** The card's own range at this relevance, before any caption (shown on the card). */
export function cardFollowerRange(card: Pick<ContentCard, 'followersMin' | 'followersMax'>, relevance: number): FollowerRange {
  return followerRangeFor(card, relevance, 'safe');
}

export function formatRange({ min, max }: FollowerRange): string {
  return min === max ? `+${formatCount(min)}` : `+${formatCount(min)}-${formatCount(max)}`;
}
