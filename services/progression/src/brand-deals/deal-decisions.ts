import type { BrandDealAccepted, BrandDealCompleted, BrandDealExpired, BrandDealProgressed, ContentPosted } from '@il/events';
import { statChangeEvents } from '@il/league';
import { badRequest, conflict, notFound } from '@il/platform';
import type { Outcome, ProgressionState } from '../decider/progression-state';
import { PROGRESSION_MESSAGES } from '../shared/messages';
import { nonZeroReputation } from '../shared/numbers';
import { dealById, termsOf, type CatalogDeal } from './deal-catalog';
import { tiersOfferedTo, unmetRequirements } from './marketplace';
import { overdueDeals, runningDeals } from './deal-state';
import { brokenDealPenalty, MAX_ACTIVE_DEALS } from '../rules';

const HOUR_MS = 60 * 60 * 1000;

const ids = (state: ProgressionState) => ({
  characterId: state.character.characterId,
  leagueId: state.character.leagueId,
  userId: state.character.userId,
});

/**
 * Signs a deal from today's marketplace. Everything the marketplace showed is checked again
 * here, on the character's own stream: the deal must still be on offer, the star must meet its
 * minimums now, must not have signed it before, and must be under the cap of running deals.
 */
export function acceptBrandDeal(outcome: Outcome, command: { brandDealId: number; onOfferToday: readonly CatalogDeal[]; now: string }): void {
  const deal = dealById(command.brandDealId);
  if (!deal) throw notFound(PROGRESSION_MESSAGES.brandDealNotFound);
  const { state } = outcome;
  if (state.deals.deals[String(deal.id)]) throw conflict(PROGRESSION_MESSAGES.brandDealAlreadyAccepted);
  if (!command.onOfferToday.some((d) => d.id === deal.id)) throw conflict(PROGRESSION_MESSAGES.brandDealUnavailable);
  const missing = unmetRequirements(deal, { followers: state.character.stats.followers, reputation: state.character.stats.reputation });
  if (missing.length > 0) throw badRequest(`${PROGRESSION_MESSAGES.brandDealRequirementsNotMet}: needs ${missing.join(', ')}`);
  // Established stars are not offered starter deals: the same rule as the marketplace list.
  if (!tiersOfferedTo(state.character.stats.followers).includes(deal.tier)) throw conflict(PROGRESSION_MESSAGES.brandDealUnavailable);
  if (runningDeals(state.deals, command.now).length >= MAX_ACTIVE_DEALS) throw conflict(PROGRESSION_MESSAGES.brandDealCap(MAX_ACTIVE_DEALS));
  const accepted: BrandDealAccepted = {
    type: 'BrandDealAccepted',
    data: {
      brandDealId: deal.id,
      ...ids(state),
      terms: termsOf(deal),
      acceptedAt: command.now,
      expiresAt: new Date(new Date(command.now).getTime() + deal.deliveryHours * HOUR_MS).toISOString(),
    },
  };
  outcome.add([accepted]);
}

/**
 * A post is sponsored content for one brand: it counts toward the running deal whose deadline
 * comes first (the oldest signed on a tie). A deal whose posts are all done pays at once, with
 * its reputation impacts, in the post's own append. Money from deals therefore grows with posts
 * and with the tier a star reaches, never with how many deals they hold at once.
 */
export function countPostForDeals(outcome: Outcome, posted: ContentPosted): void {
  const { postId, postedAt } = posted.data;
  const [deal] = runningDeals(outcome.state.deals, postedAt).sort(
    (a, b) => new Date(a.expiresAt).getTime() - new Date(b.expiresAt).getTime() || a.acceptedAt.localeCompare(b.acceptedAt) || a.brandDealId - b.brandDealId,
  );
  if (!deal) return;
  const postsCompleted = deal.postsCompleted + 1;
  const progressed: BrandDealProgressed = {
    type: 'BrandDealProgressed',
    data: {
      ...ids(outcome.state),
      postId,
      deals: [{ brandDealId: deal.brandDealId, postsCompleted, postsRequired: deal.terms.postsRequired }],
      at: postedAt,
    },
  };
  outcome.add([progressed]);
  if (postsCompleted < deal.terms.postsRequired) return;
  const { terms } = deal;
  const reputationImpacts = nonZeroReputation({
    authenticity: terms.authenticityImpact,
    drama: terms.dramaImpact,
    relatability: terms.relatabilityImpact,
    aspirational: terms.aspirationalImpact,
  });
  const completed: BrandDealCompleted = {
    type: 'BrandDealCompleted',
    data: { brandDealId: deal.brandDealId, ...ids(outcome.state), payment: terms.payment, reputationImpacts, completedAt: postedAt },
  };
  outcome.add([completed]);
  outcome.add(
    statChangeEvents(outcome.state.character, { kind: 'brand_deal_paid', id: deal.brandDealId }, { money: terms.payment, reputation: reputationImpacts }, postedAt),
  );
}

/** Closes every deal whose deadline passed undelivered; past the league's end, without a penalty. */
export function expireOverdueDeals(outcome: Outcome, now: string, leagueEnd: string | null): void {
  for (const deal of overdueDeals(outcome.state.deals, now)) {
    const afterEnd = leagueEnd === null || new Date(deal.expiresAt).getTime() >= new Date(leagueEnd).getTime();
    const penalty = afterEnd ? { relevance: 0, reputation: {} } : brokenDealPenalty(deal.terms.tier);
    const expired: BrandDealExpired = {
      type: 'BrandDealExpired',
      data: { brandDealId: deal.brandDealId, ...ids(outcome.state), postsCompleted: deal.postsCompleted, penalty, leagueEnded: afterEnd, expiredAt: now },
    };
    outcome.add([expired]);
    if (afterEnd) continue;
    outcome.add(
      statChangeEvents(outcome.state.character, { kind: 'brand_deal_expired', id: deal.brandDealId }, { relevance: penalty.relevance, reputation: penalty.reputation }, now),
    );
  }
}
