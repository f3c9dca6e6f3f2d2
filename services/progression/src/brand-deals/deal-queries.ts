import type { ActiveBrandDealsResponse, AvailableBrandDealsResponse, BrandDeal } from '@il/contracts';
import type { Clock, ReadStoreReader } from '@il/platform';
import { activeBrandDealsOf, BRAND_DEALS, type BrandDealDoc } from '@il/projection-brand-deals';
import { isPlayable } from '../shared/league-access';
import { viewerIn } from '../shared/viewer';
import { marketplaceFor, tiersOfferedTo, unmetRequirements } from './marketplace';
import type { CatalogDeal } from './deal-catalog';

const offerView = (deal: CatalogDeal, expiresAt: string): BrandDeal => ({
  id: deal.id,
  brandName: deal.brandName,
  product: deal.product,
  payment: deal.payment,
  postsRequired: deal.postsRequired,
  minFollowers: deal.minFollowers,
  minAuthenticity: deal.minAuthenticity,
  minAspirational: deal.minAspirational,
  minRelatability: deal.minRelatability,
  minDrama: deal.minDrama,
  authenticityImpact: deal.authenticityImpact,
  dramaImpact: deal.dramaImpact,
  relatabilityImpact: deal.relatabilityImpact,
  aspirationalImpact: deal.aspirationalImpact,
  riskDescription: deal.riskDescription,
  status: 'available',
  expiresAt: new Date(expiresAt),
});

export function dealQueries(deps: { read: ReadStoreReader; clock: Clock }) {
  const { read, clock } = deps;

  /**
   * Today's marketplace as this star can take it: deals of their two highest tiers that they
   * qualify for and have not signed before, best paid first. Offers leave at the next UTC midnight.
   */
  async function available(userId: number, leagueId: number): Promise<AvailableBrandDealsResponse> {
    const now = clock.now();
    const { league, character } = await viewerIn(read, leagueId, userId);
    if (!isPlayable(league, now)) return [];
    const signed = await read.find<BrandDealDoc>(BRAND_DEALS, { characterId: character.characterId });
    const taken = new Set(signed.items.map((d) => d.brandDealId));
    const { stats } = character;
    const tiers = tiersOfferedTo(stats.followers);
    const market = marketplaceFor(leagueId, now);
    return market.deals
      .filter((deal) => tiers.includes(deal.tier) && !taken.has(deal.id))
      .filter((deal) => unmetRequirements(deal, { followers: stats.followers, reputation: stats.reputation }).length === 0)
      .sort((a, b) => b.payment - a.payment || a.id - b.id)
      .map((deal) => offerView(deal, market.expiresAt));
  }

  async function active(userId: number, leagueId: number): Promise<ActiveBrandDealsResponse> {
    const { character } = await viewerIn(read, leagueId, userId);
    return activeBrandDealsOf(read, character.characterId, clock.now());
  }

  return { available, active };
}
