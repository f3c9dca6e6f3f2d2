import type { ActiveBrandDeal, BrandDealStatus } from '@il/contracts';
import type { ReadStoreReader } from '@il/platform';
import { BRAND_DEALS, type BrandDealDoc } from './brand-deals-projection';

/** The status a player sees: a deal whose deadline passed is expired, whether or not that is recorded yet. */
export function dealStatusAt(doc: Pick<BrandDealDoc, 'status' | 'expiresAt'>, now: Date): BrandDealStatus {
  if (doc.status !== 'active') return doc.status;
  return now.getTime() < new Date(doc.expiresAt).getTime() ? 'active' : 'expired';
}

export function activeBrandDealView(doc: BrandDealDoc, now: Date): ActiveBrandDeal {
  const { terms } = doc;
  return {
    id: doc.brandDealId,
    brandName: terms.brandName,
    product: terms.product,
    payment: terms.payment,
    postsRequired: terms.postsRequired,
    minFollowers: terms.minFollowers,
    minAuthenticity: terms.minAuthenticity,
    minAspirational: terms.minAspirational,
    minRelatability: terms.minRelatability,
    minDrama: terms.minDrama,
    authenticityImpact: terms.authenticityImpact,
    dramaImpact: terms.dramaImpact,
    relatabilityImpact: terms.relatabilityImpact,
    aspirationalImpact: terms.aspirationalImpact,
    riskDescription: terms.riskDescription,
    status: dealStatusAt(doc, now),
    expiresAt: new Date(doc.expiresAt),
    postsCompleted: doc.postsCompleted,
    acceptedAt: new Date(doc.acceptedAt),
  };
}

/**
 * A character's running deals, newest first: signed, not yet delivered, deadline ahead. The
 * brand deals call and the game state's activeBrandDeals both answer this, so they always agree.
 */
export async function activeBrandDealsOf(read: ReadStoreReader, characterId: number, now: Date): Promise<ActiveBrandDeal[]> {
  return activeBrandDealsAt(await signedBrandDealDocs(read, characterId), now);
}

/** The deals recorded as active, newest first; which of them still run depends on the time. */
export async function signedBrandDealDocs(read: ReadStoreReader, characterId: number): Promise<BrandDealDoc[]> {
  const page = await read.find<BrandDealDoc>(BRAND_DEALS, { characterId, status: 'active' }, { sort: { field: 'acceptedAt', direction: -1 } });
  return page.items;
}

export function activeBrandDealsAt(docs: readonly BrandDealDoc[], now: Date): ActiveBrandDeal[] {
  return runningBrandDeals(docs, now).map((doc) => activeBrandDealView(doc, now));
}

/** Of the deals recorded as active, those whose deadline is still ahead. */
export function runningBrandDeals(docs: readonly BrandDealDoc[], now: Date): BrandDealDoc[] {
  return docs.filter((doc) => dealStatusAt(doc, now) === 'active');
}
