import { AchievementsResponse, MilestonesResponse } from '@il/contracts';
import { changeStats } from './support/league-helpers';
import { Client, createTestApp, type TestApp } from './support/test-app';
import { post, star, type Star } from './progression-support';

/** §7 Progression end to end: achievements and milestones, and who may ask for what. */
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const achievements = async (client: Star) => AchievementsResponse.parse((await client.get(`/_api/progression/achievements?leagueId=${client.leagueId}`)).body);
const milestones = async (client: Star) => MilestonesResponse.parse((await client.get(`/_api/progression/milestones?leagueId=${client.leagueId}`)).body);

describe('achievements', () => {
  it('list every achievement, locked, with its follower or reputation requirement', async () => {
    const kim = await star(t, 'Kim');
    const list = await achievements(kim);
    expect(list).toHaveLength(11);
    expect(list.every((a) => !a.isUnlocked && a.unlockedAt === null)).toBe(true);
    expect(list[0]).toMatchObject({ name: 'Rising Star', triggerFollowers: 2_500, requirements: { followers: 2_500 } });
    expect(list.find((a) => a.name === 'Drama Royalty')).toMatchObject({ triggerFollowers: null, requirements: { reputation: { drama: 85 } } });
  });

  it('unlock with the post that crosses the threshold, once', async () => {
    const kim = await star(t, 'Kim');
    await changeStats(t, kim.characterId, { followers: 1_290 });
    await post(kim);
    const unlocked = (await achievements(kim)).filter((a) => a.isUnlocked);
    expect(unlocked.map((a) => a.name)).toEqual(['Rising Star']);
    expect(unlocked[0]!.unlockedAt).toEqual(t.clock.now());
    t.clock.advance(60_000);
    await post(kim);
    expect((await achievements(kim)).filter((a) => a.isUnlocked)[0]!.unlockedAt).toEqual(unlocked[0]!.unlockedAt);
  });
});

describe('milestones', () => {
  it('show progress toward every rung and the next goal, and pay a reached one', async () => {
    const kim = await star(t, 'Kim');
    const start = await milestones(kim);
    expect(start.milestones.length).toBeGreaterThan(10);
    expect(start.nextGoal).not.toBeNull();
    expect(start.milestones.find((m) => m.name === 'First Steps')).toMatchObject({ metric: 'posts', target: 10, current: 0, progressPercent: 0, isCompleted: false });

    for (let i = 0; i < 9; i += 1) await post(kim);
    const nine = await milestones(kim);
    expect(nine.milestones.find((m) => m.name === 'First Steps')).toMatchObject({ current: 9, progressPercent: 90 });
    expect(nine.nextGoal?.name).toBe('First Steps');

    const tenth = await post(kim);
    // 5 energy for the post, 20 back from the milestone.
    expect(tenth.energy).toBe(100 - 10 * 5 + 20);
    const ten = await milestones(kim);
    expect(ten.milestones.find((m) => m.name === 'First Steps')).toMatchObject({ current: 10, progressPercent: 100, isCompleted: true, completedAt: t.clock.now() });
    expect(ten.nextGoal?.name).not.toBe('First Steps');
  });
});

describe('who may call', () => {
  const calls: Array<[string, 'GET' | 'POST', string, unknown]> = [
    ['active scandals', 'GET', '/_api/scandals/active', undefined],
    ['scandal history', 'GET', '/_api/scandals/history', undefined],
    ['respond', 'POST', '/_api/scandals/respond', { activeScandalId: 1, response: 'ignore' }],
    ['daily challenges', 'GET', '/_api/challenges/daily', undefined],
    ['claim', 'POST', '/_api/challenges/complete', { dailyChallengeId: 1 }],
    ['available deals', 'GET', '/_api/brand-deals/available', undefined],
    ['active deals', 'GET', '/_api/brand-deals/active', undefined],
    ['accept', 'POST', '/_api/brand-deals/accept', { brandDealId: 1 }],
    ['achievements', 'GET', '/_api/progression/achievements', undefined],
    ['milestones', 'GET', '/_api/progression/milestones', undefined],
  ];

  it.each(calls)('%s: 401 logged out, 404 outside the league, 404 without a character, 409 outside play', async (_name, method, path, body) => {
    const kim = await star(t, 'Kim');
    const url = (leagueId: number) => `${path}?leagueId=${leagueId}`;
    expect(await new Client(t.app).call(method, url(kim.leagueId), body)).toMatchObject({ status: 401 });

    const eve = await star(t, 'Eve');
    expect(await eve.call(method, url(kim.leagueId), body)).toMatchObject({ status: 404, body: { error: 'League not found' } });
    expect(await eve.call(method, url(999_999), body)).toMatchObject({ status: 404, body: { error: 'League not found' } });

    const joined = await eve.post('/_api/leagues/join', { leagueId: kim.leagueId });
    expect(joined.status).toBe(200);
    expect(await eve.call(method, url(kim.leagueId), body)).toMatchObject({ status: 404, body: { error: expect.stringContaining("You don't have a character") } });

    expect((await kim.post('/_api/leagues/cancel', { leagueId: kim.leagueId })).status).toBe(200);
    const late = await kim.call(method, url(kim.leagueId), body);
    if (method === 'POST') expect(late).toMatchObject({ status: 409, body: { error: 'This league is not active' } });
    else expect(late.status).toBe(200);
  });
});
