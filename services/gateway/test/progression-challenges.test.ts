import { ClaimChallengeResponse, DailyChallengesResponse, type DailyChallenge } from '@il/contracts';
import { createTestApp, type TestApp } from './support/test-app';
import { gameState, QA, star, type Star } from './progression-support';

/** §7 Challenges end to end: a set per UTC day, progress from the player's own posts, one claim each. */
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const NEXT_MIDNIGHT = new Date('2026-03-03T00:00:00.000Z');
const daily = async (client: Star) => DailyChallengesResponse.parse((await client.get(`/_api/challenges/daily?leagueId=${client.leagueId}`)).body);
const claim = (client: Star, body: Record<string, unknown>) => client.post(`/_api/challenges/complete?leagueId=${client.leagueId}`, body);

/** A busy morning: safe stories and photos of both kinds, with and without own captions. */
async function busyMorning(client: Star): Promise<void> {
  for (const [card, caption] of [[QA, 'safe'], [101, 'custom'], [QA, 'humble'], [301, 'safe'], [QA, 'safe'], [104, 'safe']] as const) {
    const body = caption === 'custom' ? { type: 'custom', text: 'Straight from the villa' } : { type: caption };
    const answer = await client.post(`/_api/content/post?leagueId=${client.leagueId}`, { contentCardId: card, captionSelection: body });
    if (answer.status !== 200) throw new Error(JSON.stringify(answer.body));
  }
}

const completedOne = (list: DailyChallenge[]) => {
  const done = list.find((c) => c.status === 'completed');
  if (!done) throw new Error(`nothing completed: ${JSON.stringify(list)}`);
  return done;
};

describe('daily challenges', () => {
  it('are issued on first look: four of four categories, the same all day, expiring at midnight UTC', async () => {
    const kim = await star(t, 'Kim');
    const first = await daily(kim);
    expect(first).toHaveLength(4);
    expect(new Set(first.map((c) => c.category)).size).toBe(4);
    for (const c of first) {
      expect(c).toMatchObject({ status: 'active', progress: 0, completedAt: null, expiresAt: NEXT_MIDNIGHT });
      expect(c.goalTarget).toBeGreaterThan(0);
    }
    t.clock.advance(5 * 60 * 60 * 1000);
    expect(await daily(kim)).toEqual(first);
  });

  it('move with the player\'s own posts, and pay once when completed', async () => {
    const kim = await star(t, 'Kim');
    const [first] = await daily(kim);
    expect(await claim(kim, { dailyChallengeId: first!.id })).toMatchObject({ status: 400, body: { error: 'This challenge is not completed yet' } });

    await busyMorning(kim);
    const done = completedOne(await daily(kim));
    expect(done.progress).toBe(done.goalTarget);
    const before = await gameState(kim);
    const answer = await claim(kim, { dailyChallengeId: done.id });
    expect(answer.status).toBe(200);
    const result = ClaimChallengeResponse.parse(answer.body);
    expect(result.rewards).toEqual(done.rewards);
    expect(result.message).toMatch(/^Reward claimed: \+\$\d+, \+\d+ followers/);
    const after = await gameState(kim);
    expect(after.money).toBe((before.money as number) + done.rewards.money);
    expect(after.followers).toBe((before.followers as number) + done.rewards.followers);

    expect(await claim(kim, { dailyChallengeId: done.id })).toMatchObject({ status: 409, body: { error: 'This challenge reward was already claimed' } });
    const shown = (await daily(kim)).find((c) => c.id === done.id)!;
    expect(shown.completedAt).toEqual(t.clock.now());
  });

  it('expire at midnight UTC, and a new day brings a new set', async () => {
    const kim = await star(t, 'Kim');
    const yesterday = await daily(kim);
    await busyMorning(kim);
    const done = completedOne(await daily(kim));
    t.clock.set(NEXT_MIDNIGHT);
    expect(await claim(kim, { dailyChallengeId: done.id })).toMatchObject({ status: 409, body: { error: 'This challenge has expired' } });
    const today = await daily(kim);
    expect(today).toHaveLength(4);
    expect(today.map((c) => c.id).some((id) => yesterday.some((c) => c.id === id))).toBe(false);
    expect(today.every((c) => c.progress === 0 && c.expiresAt.getTime() === NEXT_MIDNIGHT.getTime() + 24 * 60 * 60 * 1000)).toBe(true);
  });

  it('count only the player\'s own deeds', async () => {
    const kim = await star(t, 'Kim');
    const eve = await star(t, 'Eve', 'competition', kim.leagueId);
    const mine = await daily(kim);
    await busyMorning(eve);
    expect((await daily(kim)).map((c) => c.progress)).toEqual(mine.map(() => 0));
    // Someone else's challenge is not found for me.
    const theirs = await daily(eve);
    expect(await claim(kim, { dailyChallengeId: theirs[0]!.id })).toMatchObject({ status: 404, body: { error: 'Challenge not found' } });
  });

  it.each([
    [{}, 'Required'],
    [{ dailyChallengeId: 0 }, 'Invalid input'],
    [{ dailyChallengeId: 1.5 }, 'Invalid input'],
    [{ dailyChallengeId: 'first' }, 'Invalid input'],
  ])('answer %j with 400 %j (§5)', async (body, message) => {
    const kim = await star(t, 'Kim');
    expect(await claim(kim, body)).toMatchObject({ status: 400, body: { error: message } });
  });

  it('do not start before the league does', async () => {
    const kim = await star(t, 'Kim');
    const later = (await kim.post('/_api/leagues', { name: 'Next Season', description: '', type: 'public', startDate: new Date(t.clock.now().getTime() + 48 * 3_600_000) })).body.id as number;
    await kim.post('/_api/leagues/create-character', { leagueId: later, playerName: '@Kim', realityShowBackground: 'survival' });
    expect((await kim.get(`/_api/challenges/daily?leagueId=${later}`)).body).toEqual([]);
    expect(await kim.post(`/_api/challenges/complete?leagueId=${later}`, { dailyChallengeId: 1 })).toMatchObject({ status: 409, body: { error: 'This league is not active' } });
  });
});
