import {
  CUSTOM_CAPTION_AUTHENTICITY_BONUS,
  EMPTY_CAPTION_MESSAGE,
  REPUTATION_ASPECTS,
  captionOptionsOf,
  customCaptionEnergyCost,
  followersGainedFrom as gainedWithBonuses,
  type CaptionSelection,
  type RiskLevel,
} from '@il/contracts';
import type { AppliedTrendingTopic, PostedCaption, ReputationValues } from '@il/events';
import { badRequest, rollWithin } from '@il/platform';
import type { CatalogCard } from '../catalog/card-catalog';
import { RELEVANCE_GAIN_BY_RISK, TRENDING_RELEVANCE_BONUS } from '../rules';

const CAPTION_NOT_OFFERED_MESSAGE = 'This caption is not offered for this content';

/**
 * The caption as it will be posted. A ready-made type must be one the card offers (its own
 * options, or the four defaults under the §5 rule); a custom text is trimmed and must keep a
 * character. The caption's energyCost is what it adds to the card's cost.
 */
export function resolveCaption(card: CatalogCard, selection: CaptionSelection): PostedCaption {
  if (selection.type === 'custom') {
    const text = selection.text.trim();
    if (text.length === 0) throw badRequest(EMPTY_CAPTION_MESSAGE);
    return {
      type: 'custom',
      text,
      energyCost: customCaptionEnergyCost(card.energyCost) - card.energyCost,
      followersBonus: 0,
      reputationEffects: {},
    };
  }
  const option = captionOptionsOf(card).find((o) => o.type === selection.type);
  if (!option) throw badRequest(CAPTION_NOT_OFFERED_MESSAGE);
  return {
    type: option.type,
    text: option.text,
    energyCost: option.energyCost,
    followersBonus: option.followersBonus,
    reputationEffects: { ...option.reputationEffects },
  };
}

/** §9 order: the roll, times (1 + the trending topic's multiplier), rounded, plus the caption's bonus. */
export const followersGainedFrom = (rolled: number, trending: AppliedTrendingTopic | null, followersBonus: number): number =>
  gainedWithBonuses(rolled, trending ? trending.bonusMultiplier : null, followersBonus);

export const customAuthenticityBonus = (u: number): number =>
  rollWithin(u, CUSTOM_CAPTION_AUTHENTICITY_BONUS.min, CUSTOM_CAPTION_AUTHENTICITY_BONUS.max);

/** The card's four changes, plus the caption's effects, plus a custom caption's authenticity bonus. */
export function reputationChangesOf(card: CatalogCard, caption: PostedCaption, authenticityBonus: number): Partial<ReputationValues> {
  const fromCard: ReputationValues = {
    authenticity: card.authenticityChange + authenticityBonus,
    drama: card.dramaChange,
    relatability: card.relatabilityChange,
    aspirational: card.aspirationalChange,
  };
  const changes: Partial<ReputationValues> = {};
  for (const aspect of REPUTATION_ASPECTS) {
    const total = fromCard[aspect] + (caption.reputationEffects[aspect] ?? 0);
    if (total !== 0) changes[aspect] = total;
  }
  return changes;
}

export const relevanceGainOf = (riskLevel: RiskLevel, trending: boolean): number =>
  RELEVANCE_GAIN_BY_RISK[riskLevel] + (trending ? TRENDING_RELEVANCE_BONUS : 0);
