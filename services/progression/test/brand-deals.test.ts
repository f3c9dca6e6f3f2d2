import { given } from '@il/platform';
import {
  brokenDealPenalty,
  DEAL_CATALOG,
  dealById,
  MAX_ACTIVE_DEALS,
  marketplaceFor,
  progressionDecider,
  tiersOfferedTo,
  type CatalogDeal,
  type ProgressionCommand,
} from '../src';
import { at, created, fold, NOW, ofType, play, postWithConsequences, timed } from './support/fixtures';

const OFFER: readonly CatalogDeal[] = DEAL_CATALOG;
const accept = (brandDealId: number, now = NOW, onOfferToday: readonly CatalogDeal[] = OFFER): ProgressionCommand => ({
  type: 'AcceptBrandDeal',
  brandDealId,
  onOfferToday,
  ...timed(now),
});

/** Sip & Sparkle: tier 1, no minimums, 1 post, $150, +1 relatability. */
const SPARKLING = 2;
/** CaseCraft: tier 1, no minimums, 2 posts, $220, +1 aspirational. */
const CASE = 3;
/** Glow Tonic: tier 1, 1 post. */
const GUMMIES = 1;
/** Drip Athletics: tier 2 (2,500 followers), aspirational 50. */
const SNEAKERS = 8;

describe('the marketplace', () => {
  it('offers three brands per tier per league and UTC day, the same all day', () => {
    const morning = marketplaceFor(1, '2026-03-02T01:00:00.000Z');
    const evening = marketplaceFor(1, '2026-03-02T23:00:00.000Z');
    expect(evening).toEqual(morning);
    expect(morning.deals).toHaveLength(18);
    expect(morning.expiresAt).toBe('2026-03-03T00:00:00.000Z');
    const days = new Set(['2026-03-02', '2026-03-03', '2026-03-04'].map((d) => marketplaceFor(1, `${d}T12:00:00.000Z`).deals.map((x) => x.id).join()));
    expect(days.size).toBeGreaterThan(1);
  });

  it('shows a star the tier their followers reach and the one below', () => {
    expect(tiersOfferedTo(800)).toEqual([1]);
    expect(tiersOfferedTo(2_500)).toEqual([2, 1]);
    expect(tiersOfferedTo(30_000)).toEqual([5, 4]);
  });
});

describe('accepting a brand deal', () => {
  it('signs the deal with its terms and a delivery deadline', () => {
    const events = given(progressionDecider, [created()]).when(accept(CASE));
    expect(events).toEqual([
      {
        type: 'BrandDealAccepted',
        data: expect.objectContaining({ brandDealId: CASE, characterId: 5, acceptedAt: NOW, expiresAt: at(48), terms: expect.objectContaining({ brandName: 'CaseCraft', payment: 220, postsRequired: 2 }) }),
      },
    ]);
  });

  it('refuses an unknown deal, a deal not on offer today, and a deal signed before', () => {
    expect(() => given(progressionDecider, [created()]).when(accept(999))).toThrow('Brand deal not found');
    expect(() => given(progressionDecider, [created()]).when(accept(CASE, NOW, [dealById(SPARKLING)!]))).toThrow('This brand deal is no longer available');
    const signed = play([created()], accept(CASE));
    expect(() => given(progressionDecider, signed).when(accept(CASE, at(1)))).toThrow('You have already accepted this brand deal');
  });

  it('refuses a star who misses a minimum, saying which', () => {
    expect(() => given(progressionDecider, [created()]).when(accept(SNEAKERS))).toThrow(
      "You don't meet this brand deal's requirements: needs 2,500 followers",
    );
    const famous = created('competition', { followers: 3_000 });
    expect(() => given(progressionDecider, [famous]).when(accept(SNEAKERS))).toThrow("You don't meet this brand deal's requirements: needs 50 aspirational");
    const dreamy = created('dating_show', { followers: 3_000 });
    expect(given(progressionDecider, [dreamy]).when(accept(SNEAKERS))[0]?.type).toBe('BrandDealAccepted');
  });

  it("does not offer starter deals to stars beyond them", () => {
    expect(() => given(progressionDecider, [created('competition', { followers: 7_000 })]).when(accept(CASE))).toThrow('This brand deal is no longer available');
  });

  it(`caps running deals at ${MAX_ACTIVE_DEALS}`, () => {
    const three = play([created()], accept(1), accept(2), accept(3));
    expect(() => given(progressionDecider, three).when(accept(4, at(1)))).toThrow('You already have 3 active brand deals. Deliver one before signing another.');
  });
});

describe('delivering a brand deal', () => {
  it('counts each later post for the running deal due first, and pays the deal its last post completes', () => {
    const signed = play([created()], accept(CASE), accept(GUMMIES, at(1)));
    const first = postWithConsequences(signed, { postId: 21, postedAt: at(2) });
    expect(ofType(first, 'BrandDealProgressed')[0]?.data.deals).toEqual([{ brandDealId: CASE, postsCompleted: 1, postsRequired: 2 }]);
    expect(ofType(first, 'BrandDealCompleted')).toEqual([]);

    const afterFirst = [...signed, ...first];
    const second = postWithConsequences(afterFirst, { postId: 22, postedAt: at(3) });
    expect(ofType(second, 'BrandDealCompleted').map((e) => e.data)).toEqual([
      expect.objectContaining({ brandDealId: CASE, payment: 220, reputationImpacts: { aspirational: 1 } }),
    ]);
    const paid = ofType(second, 'CharacterStatsChanged').find((e) => e.data.cause.kind === 'brand_deal_paid');
    expect(paid?.data.changes).toEqual({ money: 220, reputation: { aspirational: 1 } });

    const afterSecond = [...afterFirst, ...second];
    const third = postWithConsequences(afterSecond, { postId: 23, postedAt: at(4) });
    expect(ofType(third, 'BrandDealCompleted').map((e) => e.data)).toEqual([
      expect.objectContaining({ brandDealId: GUMMIES, payment: 180, reputationImpacts: { aspirational: 1, authenticity: -1 } }),
    ]);
    const state = fold([...afterSecond, ...third]);
    expect(state.character.stats.money).toBe(500 + 220 + 180);
    expect(state.deals.completedTotal).toBe(2);
  });

  it('counts no post made before acceptance', () => {
    const before = [created(), ...postWithConsequences([created()], { postId: 20, postedAt: NOW })];
    const signed = play(before, accept(CASE, at(1)));
    expect(fold(signed).deals.deals[String(CASE)]?.postsCompleted).toBe(0);
  });

  it('frees a slot under the cap once delivered', () => {
    const three = play([created()], accept(1), accept(2), accept(3));
    const delivered = [...three, ...postWithConsequences(three, { postId: 21, postedAt: at(1) })];
    expect(ofType(given(progressionDecider, delivered).when(accept(4, at(2))), 'BrandDealAccepted')).toHaveLength(1);
  });

  it('expires an undelivered deal at its deadline: no pay, a penalty, and its later posts count for nothing', () => {
    const signed = play([created()], accept(CASE));
    const late = postWithConsequences(signed, { postId: 21, postedAt: at(48) });
    expect(ofType(late, 'BrandDealProgressed')).toEqual([]);
    expect(ofType(late, 'BrandDealExpired').map((e) => e.data)).toEqual([
      expect.objectContaining({ brandDealId: CASE, postsCompleted: 0, penalty: brokenDealPenalty(1), leagueEnded: false }),
    ]);
    expect(brokenDealPenalty(1)).toEqual({ relevance: -3, reputation: { authenticity: -1 } });
    expect(brokenDealPenalty(6)).toEqual({ relevance: -8, reputation: { authenticity: -4 } });
  });

  it('is settled by the timed job exactly once', () => {
    const signed = play([created()], accept(CASE));
    const settled = given(progressionDecider, signed).when({ type: 'Settle', ...timed(at(49)) });
    expect(settled.map((e) => e.type)).toEqual(['BrandDealExpired', 'CharacterStatsChanged']);
    expect(settled[1]).toMatchObject({ data: { cause: { kind: 'brand_deal_expired', id: CASE }, changes: { relevance: -3, reputation: { authenticity: -1 } } } });
    expect(given(progressionDecider, [...signed, ...settled]).when({ type: 'Settle', ...timed(at(50)) })).toEqual([]);
  });

  it('lets the running cap ignore a deal past its deadline even before that is recorded', () => {
    const three = play([created()], accept(1), accept(2), accept(3));
    const events = given(progressionDecider, three).when(accept(4, at(49)));
    expect(ofType(events, 'BrandDealExpired')).toHaveLength(3);
    expect(ofType(events, 'BrandDealAccepted')).toHaveLength(1);
  });
});
