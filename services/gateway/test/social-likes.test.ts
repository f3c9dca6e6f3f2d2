import { streams } from '@il/events';
import { changeStats, createLeague, HOUR_MS, player } from './support/league-helpers';
import { league, like, member, postContent, type Player } from './support/social-helpers';
import { Client, createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

async function scene(leagueBody: Record<string, unknown> = {}) {
  const { leagueId, owner: author } = await league(t, 'Author', leagueBody);
  const fan = await member(t, leagueId, 'Fan');
  const postId = await postContent(author, leagueId);
  return { leagueId, author, fan, postId };
}

const gameState = async (client: Player, leagueId: number) => (await client.get(`/_api/game-state?leagueId=${leagueId}`)).body;
const feed = async (client: Client, leagueId: number) => (await client.get(`/_api/content/feed?leagueId=${leagueId}`)).body;

describe('POST /_api/content/like', () => {
  it('likes a post for 8 energy and answers the toast and the like state', async () => {
    const { leagueId, author, fan, postId } = await scene();
    const answer = await like(fan, leagueId, postId);
    expect(answer.status).toBe(200);
    // competition starts at 100 energy
    expect(answer.body).toEqual({
      message: 'Post liked! (-8 energy)',
      postId,
      liked: true,
      likeCount: 1,
      id: fan.characterId,
      dailyLikesGiven: 1,
      energy: 92,
    });
    expect(await gameState(fan, leagueId)).toMatchObject({ id: fan.characterId, energy: 92, dailyLikesGiven: 1 });
    expect((await feed(fan, leagueId)).posts).toEqual([expect.objectContaining({ postId, likeCount: 1, userHasLiked: true, likerNames: ['@Fan'] })]);
    expect((await feed(author, leagueId)).posts).toEqual([expect.objectContaining({ postId, likeCount: 1, userHasLiked: false })]);
  });

  it('takes a like back, refunding the 8 energy but not the daily slot', async () => {
    const { leagueId, fan, postId } = await scene();
    await like(fan, leagueId, postId);
    t.clock.advance(30 * 60 * 1000);
    const answer = await like(fan, leagueId, postId, false);
    expect(answer).toMatchObject({
      status: 200,
      body: { message: 'Like removed (+8 energy refunded)', postId, liked: false, likeCount: 0, dailyLikesGiven: 1, energy: 100 },
    });
    expect((await feed(fan, leagueId)).posts).toEqual([expect.objectContaining({ likeCount: 0, userHasLiked: false, likerNames: [] })]);
    // Liking again is a new like: it costs again and takes a second slot.
    expect((await like(fan, leagueId, postId)).body).toMatchObject({ liked: true, likeCount: 1, dailyLikesGiven: 2, energy: 92 });
  });

  it('refunds nothing for a like given on an earlier UTC day', async () => {
    const { leagueId, fan, postId } = await scene();
    await like(fan, leagueId, postId);
    t.clock.set('2026-03-03T00:30:00.000Z');
    expect((await like(fan, leagueId, postId, false)).body).toMatchObject({
      message: 'Like removed (no energy refunded)',
      dailyLikesGiven: 0,
      energy: 100,
    });
  });

  it('refuses liking twice, unliking what is not liked, and liking one’s own post', async () => {
    const { leagueId, author, fan, postId } = await scene();
    await like(fan, leagueId, postId);
    expect(await like(fan, leagueId, postId)).toMatchObject({ status: 400, body: { error: 'You have already liked this post' } });
    expect(await like(author, leagueId, postId, false)).toMatchObject({ status: 400, body: { error: 'You have not liked this post' } });
    expect(await like(author, leagueId, postId)).toMatchObject({ status: 400, body: { error: 'You cannot like your own post' } });
    expect(await gameState(fan, leagueId)).toMatchObject({ energy: 92, dailyLikesGiven: 1 });
  });

  it('refuses without 8 energy', async () => {
    const { leagueId, fan, postId } = await scene();
    await changeStats(t, fan.characterId, { energy: -93 });
    expect(await like(fan, leagueId, postId)).toMatchObject({ status: 400, body: { error: 'Not enough energy (8 required)' } });
    t.clock.advance(HOUR_MS);
    expect((await like(fan, leagueId, postId)).body).toMatchObject({ liked: true, energy: 0 });
  });

  it('allows 5 likes per UTC day, unlikes included, and 5 more the next day', async () => {
    const { leagueId, author, fan } = await scene();
    const posts = [];
    for (let i = 0; i < 7; i++) posts.push(await postContent(author, leagueId));
    for (const postId of posts.slice(0, 4)) expect((await like(fan, leagueId, postId)).status).toBe(200);
    await like(fan, leagueId, posts[0]!, false);
    expect((await like(fan, leagueId, posts[4]!)).body).toMatchObject({ dailyLikesGiven: 5 });
    expect(await like(fan, leagueId, posts[5]!)).toMatchObject({ status: 400, body: { error: 'Daily limit reached (5/5 likes used)' } });
    expect(await like(fan, leagueId, posts[0]!)).toMatchObject({ status: 400, body: { error: 'Daily limit reached (5/5 likes used)' } });
    expect(await gameState(fan, leagueId)).toMatchObject({ dailyLikesGiven: 5 });

    t.clock.set('2026-03-03T00:00:00.000Z');
    expect(await gameState(fan, leagueId)).toMatchObject({ dailyLikesGiven: 0 });
    expect((await like(fan, leagueId, posts[5]!)).body).toMatchObject({ dailyLikesGiven: 1 });
  });

  it('answers 404 for a post of another league, an unknown post, a non-member and a player without a character', async () => {
    const { leagueId, author, fan, postId } = await scene();
    const otherLeague = await createLeague(author);
    await member(t, otherLeague, 'Author', author);
    const elsewhere = await postContent(author, otherLeague);
    expect(await like(fan, leagueId, elsewhere)).toMatchObject({ status: 404, body: { error: 'Post not found' } });
    expect(await like(fan, leagueId, 999_999)).toMatchObject({ status: 404, body: { error: 'Post not found' } });
    expect(await like(fan, otherLeague, elsewhere)).toMatchObject({ status: 404, body: { error: 'League not found' } });

    const lurker = await player(t, 'Lurker');
    await lurker.post('/_api/leagues/join', { leagueId });
    expect(await like(lurker, leagueId, postId)).toMatchObject({ status: 404, body: { error: expect.stringContaining("You don't have a character") } });
  });

  it('answers 401 logged out and 400 for malformed bodies', async () => {
    const { leagueId, fan, postId } = await scene();
    expect(await like(new Client(t.app), leagueId, postId)).toMatchObject({ status: 401, body: { error: 'Not authenticated' } });
    expect((await fan.post('/_api/content/like', { leagueId, postId: 'x', like: true })).status).toBe(400);
    expect((await fan.post('/_api/content/like', { leagueId, postId, like: 'yes' })).status).toBe(400);
    expect((await fan.post('/_api/content/like', { leagueId, postId: -1, like: true })).status).toBe(400);
  });

  it('refuses likes once the league has ended', async () => {
    const { leagueId, fan, postId } = await scene({ endDate: '2026-03-05T10:00:00.000Z' });
    t.clock.set('2026-03-05T10:00:00.000Z');
    expect(await like(fan, leagueId, postId)).toMatchObject({ status: 409, body: { error: 'This league is not active' } });
  });
});

describe('likes sent at once', () => {
  async function burst(fanEnergyLoss: number) {
    const { leagueId, author, fan } = await scene();
    const authors = [author, await member(t, leagueId, 'Second'), await member(t, leagueId, 'Third'), await member(t, leagueId, 'Fourth')];
    const posts: number[] = [];
    for (const a of authors) for (let i = 0; i < 5; i++) posts.push(await postContent(a, leagueId));
    if (fanEnergyLoss) await changeStats(t, fan.characterId, { energy: -fanEnergyLoss });
    const answers = await Promise.all(posts.map((postId) => like(fan, leagueId, postId)));
    const liked = answers.filter((a) => a.status === 200).length;
    const stream = await t.deps.store.readStream(streams.character(fan.characterId));
    // A like refused for the rule, or one that kept conflicting with its siblings (bounded retries).
    const busy = answers.filter((a) => a.status === 409).length;
    const refusals = answers.filter((a) => a.status === 400).map((a) => a.body.error);
    return { leagueId, fan, liked, busy, refusals, recordedLikes: stream.filter((e) => e.type === 'PostLiked').length };
  }

  it('never gives more than 5 likes a day', async () => {
    const { leagueId, fan, liked, busy, refusals, recordedLikes } = await burst(0);
    expect(liked + busy + refusals.length).toBe(20);
    expect(new Set(refusals)).toEqual(new Set(['Daily limit reached (5/5 likes used)']));
    expect(liked).toBeLessThanOrEqual(5);
    if (busy === 0) expect(liked).toBe(5);
    expect(recordedLikes).toBe(liked);
    expect(await gameState(fan, leagueId)).toMatchObject({ dailyLikesGiven: liked, energy: 100 - 8 * liked });
  });

  it('never spends energy the character does not have', async () => {
    // 100 - 76 = 24 energy: three likes at most.
    const { leagueId, fan, liked, busy, refusals, recordedLikes } = await burst(76);
    expect(liked + busy + refusals.length).toBe(20);
    expect(new Set(refusals)).toEqual(new Set(['Not enough energy (8 required)']));
    expect(liked).toBeLessThanOrEqual(3);
    if (busy === 0) expect(liked).toBe(3);
    expect(recordedLikes).toBe(liked);
    const state = await gameState(fan, leagueId);
    expect(state.energy).toBe(24 - 8 * liked);
    expect(state.energy).toBeGreaterThanOrEqual(0);
  });
});
