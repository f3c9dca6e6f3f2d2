import { AcceptBrandDealResponse, ActiveBrandDealsResponse, AvailableBrandDealsResponse, GameState } from '@il/contracts';
import { marketplaceFor } from '@il/progression';
import { changeStats, DAY_MS } from './support/league-helpers';
import { createTestApp, type TestApp } from './support/test-app';
import { gameState, post, star, type Star } from './progression-support';

/** §7 Brand deals end to end: the marketplace, signing, delivering, and the game state's list. */
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const available = async (client: Star) => AvailableBrandDealsResponse.parse((await client.get(`/_api/brand-deals/available?leagueId=${client.leagueId}`)).body);
const active = async (client: Star) => ActiveBrandDealsResponse.parse((await client.get(`/_api/brand-deals/active?leagueId=${client.leagueId}`)).body);
const accept = (client: Star, body: Record<string, unknown>) => client.post(`/_api/brand-deals/accept?leagueId=${client.leagueId}`, body);

describe('brand deals', () => {
  it("offer a new star today's starter deals, best paid first, until midnight UTC", async () => {
    const kim = await star(t, 'Kim');
    const offers = await available(kim);
    const market = marketplaceFor(kim.leagueId, t.clock.now());
    const starters = market.deals.filter((d) => d.tier === 1).map((d) => d.id);
    expect(offers.map((d) => d.id).sort()).toEqual(starters.sort());
    expect(offers.map((d) => d.payment)).toEqual([...offers.map((d) => d.payment)].sort((a, b) => b - a));
    for (const offer of offers) expect(offer).toMatchObject({ status: 'available', minFollowers: 0, expiresAt: new Date('2026-03-03T00:00:00.000Z') });
  });

  it('are signed once, listed as active, and shown the same in the game state', async () => {
    const kim = await star(t, 'Kim');
    const [offer] = await available(kim);
    const answer = await accept(kim, { brandDealId: offer!.id, leagueId: kim.leagueId });
    expect(answer.status).toBe(200);
    const result = AcceptBrandDealResponse.parse(answer.body);
    expect(result.message).toContain(`Deal signed with ${offer!.brandName}!`);
    expect(result.deal).toMatchObject({ id: offer!.id, status: 'active', postsCompleted: 0, acceptedAt: t.clock.now() });

    const list = await active(kim);
    expect(list).toEqual([result.deal]);
    expect(GameState.parse(await gameState(kim)).activeBrandDeals).toEqual(list);
    expect((await available(kim)).map((d) => d.id)).not.toContain(offer!.id);
    expect(await accept(kim, { brandDealId: offer!.id })).toMatchObject({ status: 409, body: { error: 'You have already accepted this brand deal' } });
  });

  it('pay on the last required post and leave the active list', async () => {
    const kim = await star(t, 'Kim');
    const [offer] = await available(kim);
    await accept(kim, { brandDealId: offer!.id });
    const before = GameState.parse(await gameState(kim));
    for (let i = 1; i < offer!.postsRequired; i += 1) {
      await post(kim);
      expect((await active(kim))[0]).toMatchObject({ id: offer!.id, postsCompleted: i });
    }
    const last = await post(kim);
    expect(await active(kim)).toEqual([]);
    const after = GameState.parse(await gameState(kim));
    expect(after.activeBrandDeals).toEqual([]);
    expect(after.money).toBeGreaterThanOrEqual(before.money + offer!.payment);
    // The post's answer tells the player what it paid: the deal, and the first-delivery milestone.
    expect(last.consequences.brandDeals).toEqual([
      expect.objectContaining({ brandDealId: offer!.id, brandName: offer!.brandName, postsCompleted: offer!.postsRequired, completed: true, payment: offer!.payment }),
    ]);
    expect(last.consequences.milestones).toEqual([expect.objectContaining({ name: 'First Paycheck', reward: expect.objectContaining({ followers: 100 }) })]);
    expect(after.money).toBe(before.money + offer!.payment + last.consequences.milestones.reduce((sum, m) => sum + m.reward.money, 0));
  });

  it('re-check the minimums on the server, saying what is missing', async () => {
    const kim = await star(t, 'Kim');
    const bigger = marketplaceFor(kim.leagueId, t.clock.now()).deals.find((d) => d.tier === 2)!;
    expect(await accept(kim, { brandDealId: bigger.id })).toMatchObject({
      status: 400,
      body: { error: expect.stringMatching(/^You don't meet this brand deal's requirements: needs 2,500 followers/) },
    });
    const notToday = [...Array(36).keys()].map((i) => i + 1).find((id) => !marketplaceFor(kim.leagueId, t.clock.now()).deals.some((d) => d.id === id))!;
    expect(await accept(kim, { brandDealId: notToday })).toMatchObject({ status: 409, body: { error: 'This brand deal is no longer available' } });
    expect(await accept(kim, { brandDealId: 999 })).toMatchObject({ status: 404, body: { error: 'Brand deal not found' } });
  });

  it('leave the game state the moment their deadline passes, before any event records it', async () => {
    const kim = await star(t, 'Kim');
    const [offer] = await available(kim);
    const deal = AcceptBrandDealResponse.parse((await accept(kim, { brandDealId: offer!.id })).body).deal;
    expect(GameState.parse(await gameState(kim)).activeBrandDeals).toHaveLength(1);

    const deadline = deal.expiresAt!.getTime();
    t.clock.set(deadline - 1);
    expect(GameState.parse(await gameState(kim)).activeBrandDeals).toHaveLength(1);
    t.clock.set(deadline);
    expect(GameState.parse(await gameState(kim)).activeBrandDeals).toEqual([]);
    expect(await active(kim)).toEqual([]);
  });

  it('are capped at three running at once', async () => {
    const kim = await star(t, 'Kim');
    for (const offer of await available(kim)) expect((await accept(kim, { brandDealId: offer.id })).status).toBe(200);
    expect(await active(kim)).toHaveLength(3);
    t.clock.advance(DAY_MS);
    const [fresh] = await available(kim);
    expect(await accept(kim, { brandDealId: fresh!.id })).toMatchObject({
      status: 409,
      body: { error: 'You already have 3 active brand deals. Deliver one before signing another.' },
    });
  });

  it('grow with the audience: a bigger star is offered bigger brands and no starter deals', async () => {
    const kim = await star(t, 'Kim', 'dating_show');
    // 2,000 + 5,000 followers: tier 3 (6,000) is the highest reached, so tiers 3 and 2 are offered.
    await changeStats(t, kim.characterId, { followers: 5_000 });
    const offers = await available(kim);
    const tiers = new Map(marketplaceFor(kim.leagueId, t.clock.now()).deals.map((d) => [d.id, d.tier]));
    expect(offers.length).toBeGreaterThan(0);
    for (const offer of offers) expect([2, 3]).toContain(tiers.get(offer.id));
  });

  it.each([
    [{}, 'Required'],
    [{ brandDealId: 0 }, 'Invalid input'],
    [{ brandDealId: 'glow' }, 'Invalid input'],
  ])('answer %j with 400 %j (§5)', async (body, message) => {
    const kim = await star(t, 'Kim');
    expect(await accept(kim, body)).toMatchObject({ status: 400, body: { error: message } });
  });

  it('refuse a body naming another league', async () => {
    const kim = await star(t, 'Kim');
    const [offer] = await available(kim);
    expect(await accept(kim, { brandDealId: offer!.id, leagueId: kim.leagueId + 1 })).toMatchObject({
      status: 400,
      body: { error: 'The league in the body differs from the league of the request' },
    });
  });
});
