import type { BrandDealEvent, BrandDealTerms } from '@il/events';
import { docKey, type DocChange, type ProjectionDefinition, type ReadDoc } from '@il/platform';

/** One document per signed deal (character and brand). */
export interface BrandDealDoc extends ReadDoc {
  characterId: number;
  leagueId: number;
  userId: number;
  brandDealId: number;
  terms: BrandDealTerms;
  acceptedAt: string;
  expiresAt: string;
  postsCompleted: number;
  /** What events recorded; an `active` deal past expiresAt is already over for the queries. */
  status: 'active' | 'completed' | 'expired';
  completedAt: string | null;
  expiredAt: string | null;
}

export const BRAND_DEALS = 'brand_deals';

export const brandDealDocId = (characterId: number, brandDealId: number) => `${characterId}:${brandDealId}`;

const EVENT_TYPES = ['BrandDealAccepted', 'BrandDealProgressed', 'BrandDealCompleted', 'BrandDealExpired'] as const;

export const brandDealsProjection: ProjectionDefinition = {
  name: 'brand-deals',
  collections: [{ name: BRAND_DEALS, indexes: [['characterId', 'acceptedAt'], ['status', 'expiresAt']] }],
  eventTypes: EVENT_TYPES,
  refs(event) {
    const e = event as unknown as BrandDealEvent;
    if (e.type === 'BrandDealProgressed') {
      return e.data.deals.map((d) => ({ collection: BRAND_DEALS, id: brandDealDocId(e.data.characterId, d.brandDealId) }));
    }
    return [{ collection: BRAND_DEALS, id: brandDealDocId(e.data.characterId, e.data.brandDealId) }];
  },
  evolve(docs, event): DocChange[] {
    const e = event as unknown as BrandDealEvent;
    const load = (brandDealId: number) => docs.get(docKey(BRAND_DEALS, brandDealDocId(e.data.characterId, brandDealId))) as BrandDealDoc | null | undefined;
    switch (e.type) {
      case 'BrandDealAccepted': {
        const d = e.data;
        const id = brandDealDocId(d.characterId, d.brandDealId);
        const doc: Omit<BrandDealDoc, '_position'> = {
          _id: id,
          characterId: d.characterId,
          leagueId: d.leagueId,
          userId: d.userId,
          brandDealId: d.brandDealId,
          terms: d.terms,
          acceptedAt: d.acceptedAt,
          expiresAt: d.expiresAt,
          postsCompleted: 0,
          status: 'active',
          completedAt: null,
          expiredAt: null,
        };
        return [{ collection: BRAND_DEALS, id, doc }];
      }
      case 'BrandDealProgressed':
        return e.data.deals.flatMap((progress) => {
          const current = load(progress.brandDealId);
          if (!current) return [];
          return [{ collection: BRAND_DEALS, id: current._id, doc: { ...current, postsCompleted: progress.postsCompleted } }];
        });
      case 'BrandDealCompleted': {
        const current = load(e.data.brandDealId);
        if (!current) return [];
        return [{ collection: BRAND_DEALS, id: current._id, doc: { ...current, status: 'completed', completedAt: e.data.completedAt } }];
      }
      case 'BrandDealExpired': {
        const current = load(e.data.brandDealId);
        if (!current) return [];
        return [{ collection: BRAND_DEALS, id: current._id, doc: { ...current, status: 'expired', expiredAt: e.data.expiredAt } }];
      }
      default:
        return [];
    }
  },
};
