import type { BrandDealAccepted, BrandDealCompleted, BrandDealExpired, BrandDealProgressed, BrandDealTerms } from '@il/events';
import { docsOf, projectEvents, type GivenEvent } from '@il/platform';
import { activeBrandDealView, BRAND_DEALS, brandDealDocId, brandDealsProjection, dealStatusAt, type BrandDealDoc } from '../src';

const owner = { characterId: 5, leagueId: 1, userId: 10 };
const terms: BrandDealTerms = {
  brandName: 'CaseCraft',
  product: 'Glitter Phone Case',
  tier: 1,
  payment: 220,
  postsRequired: 2,
  minFollowers: 0,
  minAuthenticity: 0,
  minAspirational: 0,
  minRelatability: 0,
  minDrama: 0,
  authenticityImpact: 0,
  dramaImpact: 0,
  relatabilityImpact: 0,
  aspirationalImpact: 1,
  riskDescription: null,
  deliveryHours: 48,
};
const accepted = (brandDealId: number): BrandDealAccepted => ({
  type: 'BrandDealAccepted',
  data: { brandDealId, ...owner, terms, acceptedAt: '2026-03-02T10:00:00.000Z', expiresAt: '2026-03-04T10:00:00.000Z' },
});
const progressed = (postsCompleted: number): BrandDealProgressed => ({
  type: 'BrandDealProgressed',
  data: { ...owner, postId: 20 + postsCompleted, deals: [{ brandDealId: 3, postsCompleted, postsRequired: 2 }, { brandDealId: 4, postsCompleted, postsRequired: 2 }], at: '2026-03-02T11:00:00.000Z' },
});
const completed: BrandDealCompleted = {
  type: 'BrandDealCompleted',
  data: { brandDealId: 3, ...owner, payment: 220, reputationImpacts: { aspirational: 1 }, completedAt: '2026-03-02T12:00:00.000Z' },
};
const expired: BrandDealExpired = {
  type: 'BrandDealExpired',
  data: { brandDealId: 4, ...owner, postsCompleted: 1, penalty: { relevance: -3, reputation: { authenticity: -1 } }, leagueEnded: false, expiredAt: '2026-03-04T10:00:00.000Z' },
};

const dealsOf = async (events: GivenEvent[]) => docsOf<BrandDealDoc>(await projectEvents(brandDealsProjection, events), BRAND_DEALS);

describe('brand deals projection', () => {
  it('follows each signed deal through its posts to delivery or expiry', async () => {
    const docs = await dealsOf([accepted(3), accepted(4), progressed(1), progressed(2), completed, expired]);
    expect(docs.get(brandDealDocId(5, 3))).toMatchObject({ status: 'completed', postsCompleted: 2, completedAt: '2026-03-02T12:00:00.000Z' });
    expect(docs.get(brandDealDocId(5, 4))).toMatchObject({ status: 'expired', expiredAt: '2026-03-04T10:00:00.000Z' });
  });

  it('changes nothing on a redelivered progress event', async () => {
    const once = await dealsOf([accepted(3), accepted(4), { ...progressed(1), position: 3 }]);
    const twice = await dealsOf([accepted(3), accepted(4), { ...progressed(1), position: 3 }, { ...progressed(1), position: 3 }]);
    expect(twice).toEqual(once);
  });

  it('shows a deal past its deadline as expired before that is recorded', async () => {
    const doc = (await dealsOf([accepted(3)])).get(brandDealDocId(5, 3))!;
    expect(dealStatusAt(doc, new Date('2026-03-04T09:59:59.999Z'))).toBe('active');
    expect(dealStatusAt(doc, new Date('2026-03-04T10:00:00.000Z'))).toBe('expired');
    expect(activeBrandDealView(doc, new Date('2026-03-02T10:00:00.000Z'))).toMatchObject({
      id: 3,
      brandName: 'CaseCraft',
      payment: 220,
      postsRequired: 2,
      postsCompleted: 0,
      status: 'active',
      acceptedAt: new Date('2026-03-02T10:00:00.000Z'),
    });
  });
});
