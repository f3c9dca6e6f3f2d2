import type { ReputationValues } from '@il/events';
import { seededBy, shuffled } from '../shared/rolls';
import { DEAL_CATALOG, type CatalogDeal } from './deal-catalog';
import { DEAL_TIERS, OFFERS_PER_TIER, TIERS_OFFERED } from '../rules';
import { utcDayOf, utcDayEnd } from '@il/platform';

/**
 * The deals a league's marketplace shows on a UTC day: per tier, three of its six brands,
 * shuffled by a generator seeded with the league and the date. Computed, never stored, like the
 * trending topics: every server answers the same list, and the accept rule re-checks it.
 */
export function marketplaceFor(leagueId: number, at: Date | string): { day: string; expiresAt: string; deals: CatalogDeal[] } {
  const day = utcDayOf(at);
  const random = seededBy('brand-deal-marketplace', leagueId, day);
  const deals = DEAL_TIERS.flatMap(({ tier }) => shuffled(DEAL_CATALOG.filter((d) => d.tier === tier), random).slice(0, OFFERS_PER_TIER));
  return { day, expiresAt: utcDayEnd(day), deals };
}

/** The highest tier a follower count opens. */
function topTierFor(followers: number): number {
  let top = 1;
  for (const rule of DEAL_TIERS) if (followers >= rule.minFollowers) top = rule.tier;
  return top;
}

export const tiersOfferedTo = (followers: number): number[] => {
  const top = topTierFor(followers);
  return Array.from({ length: TIERS_OFFERED }, (_, i) => top - i).filter((tier) => tier >= 1);
};

export interface Candidate {
  followers: number;
  reputation: ReputationValues;
}

/** The minimums the candidate misses, in words; empty when they qualify. */
export function unmetRequirements(deal: CatalogDeal, candidate: Candidate): string[] {
  const missing: string[] = [];
  if (candidate.followers < deal.minFollowers) missing.push(`${deal.minFollowers.toLocaleString('en-US')} followers`);
  const mins: Array<[keyof ReputationValues, number]> = [
    ['authenticity', deal.minAuthenticity],
    ['aspirational', deal.minAspirational],
    ['relatability', deal.minRelatability],
    ['drama', deal.minDrama],
  ];
  for (const [aspect, min] of mins) if (candidate.reputation[aspect] < min) missing.push(`${min} ${aspect}`);
  return missing;
}
