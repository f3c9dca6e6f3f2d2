import { z } from 'zod';
import { DateTime, Id } from './common';
import { MessageResponse } from './auth';

/**
 * A deal offered in the marketplace is `available`; once accepted it is `active` until its posts
 * are done (`completed`) or its time runs out (`expired`).
 */
export const BrandDealStatus = z.enum(['available', 'active', 'completed', 'expired']);
export type BrandDealStatus = z.infer<typeof BrandDealStatus>;

/** §2: active, completed and expired have their own label; anything else reads Ongoing. */
export function brandDealStatusLabel(status: BrandDealStatus): string {
  switch (status) {
    case 'active':
      return 'Active';
    case 'completed':
      return 'Completed';
    case 'expired':
      return 'Expired';
    default:
      return 'Ongoing';
  }
}

/** §3 Brand deal. Minimums gate who may accept; impacts are the reputation changes it causes. */
export const BrandDeal = z.object({
  id: Id,
  brandName: z.string(),
  product: z.string(),
  payment: z.number().nonnegative(),
  postsRequired: z.number().int().nonnegative(),
  minFollowers: z.number().int().nonnegative(),
  minAuthenticity: z.number(),
  minAspirational: z.number(),
  minRelatability: z.number(),
  minDrama: z.number(),
  authenticityImpact: z.number(),
  dramaImpact: z.number(),
  relatabilityImpact: z.number(),
  aspirationalImpact: z.number(),
  riskDescription: z.string().nullable(),
  status: BrandDealStatus,
  expiresAt: DateTime.nullable(),
});
export type BrandDeal = z.infer<typeof BrandDeal>;

/** A deal the player has accepted, with how far its posts have come. */
export const ActiveBrandDeal = BrandDeal.extend({
  postsCompleted: z.number().int().nonnegative(),
  acceptedAt: DateTime,
});
export type ActiveBrandDeal = z.infer<typeof ActiveBrandDeal>;

/** GET /brand-deals/available: the marketplace of the league, for the viewer's character. */
export const AvailableBrandDealsResponse = z.array(BrandDeal);
export type AvailableBrandDealsResponse = z.infer<typeof AvailableBrandDealsResponse>;

/** GET /brand-deals/active: the viewer's accepted deals, newest first. */
export const ActiveBrandDealsResponse = z.array(ActiveBrandDeal);
export type ActiveBrandDealsResponse = z.infer<typeof ActiveBrandDealsResponse>;

/** POST /brand-deals/accept?leagueId. §5 requires only the deal; the league may be repeated. */
export const AcceptBrandDealRequest = z.object({ brandDealId: Id, leagueId: Id.optional() });
export type AcceptBrandDealRequest = z.infer<typeof AcceptBrandDealRequest>;

export const AcceptBrandDealResponse = MessageResponse.extend({ deal: ActiveBrandDeal });
export type AcceptBrandDealResponse = z.infer<typeof AcceptBrandDealResponse>;
