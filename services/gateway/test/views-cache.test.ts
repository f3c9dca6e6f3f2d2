import { grantAdmin } from '@il/identity';
import { SqliteEventStore, SqliteReadStore, systemClock, WRITE_BEHIND_DEFAULTS } from '@il/platform';
import { LEADERBOARDS, leaderboardProjection, type LeaderboardDoc } from '@il/projection-leaderboard';
import path from 'node:path';
import { player } from './support/league-helpers';
import { league, like, member, postContent } from './support/social-helpers';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * The hot reads are answered from views kept between requests (docs/decisions.md, "Views kept
 * between polls"). These check that a kept view never hides an action: the actor's own next read,
 * and every other member's next read after the action was answered, show it.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('views kept between polls', () => {
  it("shows another member's post on the feed, leaderboard and game state polled before it", async () => {
    const { leagueId, owner } = await league(t, 'Viewer');
    const poster = await member(t, leagueId, 'Poster');
    const board = () => owner.get(`/_api/leagues/leaderboard?leagueId=${leagueId}`);
    const feed = () => owner.get(`/_api/content/feed?leagueId=${leagueId}`);
    const state = () => poster.get(`/_api/game-state?leagueId=${leagueId}`);
    // Polled twice: the second answer comes from the kept view.
    await board();
    await feed();
    const before = (await state()).body as { followers: number; energy: number };
    expect((await board()).status).toBe(200);
    expect(((await feed()).body.posts as unknown[]).length).toBe(0);

    const postId = await postContent(poster, leagueId);

    const posts = (await feed()).body.posts as { postId: number }[];
    expect(posts.map((p) => p.postId)).toEqual([postId]);
    const after = (await state()).body as { followers: number; energy: number };
    expect(after.energy).toBeLessThan(before.energy);
    const rows = (await board()).body as unknown as { characterName: string; followersScore: number }[];
    expect(rows.find((r) => r.characterName === '@Poster')).toBeDefined();
  });

  it('shows the liker their own like while another member, who liked nothing, gets the shared page', async () => {
    const { leagueId, owner } = await league(t, 'Author');
    const fan = await member(t, leagueId, 'Fan');
    const bystander = await member(t, leagueId, 'Bystander');
    const postId = await postContent(owner, leagueId);
    const page = (client: typeof fan) => client.get(`/_api/content/feed?leagueId=${leagueId}`);
    await page(fan);
    await page(bystander);

    expect((await fan.post('/_api/content/like', { leagueId, postId, like: true })).status).toBe(200);

    const fans = (await page(fan)).body.posts as { userHasLiked: boolean; likeCount: number }[];
    const others = (await page(bystander)).body.posts as { userHasLiked: boolean; likeCount: number }[];
    expect(fans[0]).toMatchObject({ userHasLiked: true, likeCount: 1 });
    expect(others[0]).toMatchObject({ userHasLiked: false, likeCount: 1 });
  });

  it('shows each member the posts they liked among posts they did not, from the same kept posts', async () => {
    const { leagueId, owner } = await league(t, 'Mixed');
    const left = await member(t, leagueId, 'LeftFan');
    const right = await member(t, leagueId, 'RightFan');
    const older = await postContent(owner, leagueId);
    const newer = await postContent(owner, leagueId);
    const page = async (client: typeof left) =>
      ((await client.get(`/_api/content/feed?leagueId=${leagueId}`)).body.posts as { postId: number; userHasLiked: boolean; likeCount: number }[]).map(
        (p) => [p.postId, p.userHasLiked, p.likeCount],
      );
    expect((await left.post('/_api/content/like', { leagueId, postId: older, like: true })).status).toBe(200);
    expect((await right.post('/_api/content/like', { leagueId, postId: newer, like: true })).status).toBe(200);

    expect(await page(left)).toEqual([[newer, false, 1], [older, true, 1]]);
    expect(await page(right)).toEqual([[newer, true, 1], [older, false, 1]]);
    expect(await page(owner)).toEqual([[newer, false, 1], [older, false, 1]]);
    // Polled again, from the kept pages.
    expect(await page(left)).toEqual([[newer, false, 1], [older, true, 1]]);
  });

  it("moves the liker's game state on a like (energy, likes given today), polled before it", async () => {
    const { leagueId, owner } = await league(t, 'Liked');
    const fan = await member(t, leagueId, 'Liker');
    const bystander = await member(t, leagueId, 'Onlooker');
    const postId = await postContent(owner, leagueId);
    const state = (client: typeof fan) => client.get(`/_api/game-state?leagueId=${leagueId}`);
    type State = { energy: number; dailyLikesGiven: number; followers: number };
    const fanBefore = (await state(fan)).body as State;
    const bystanderBefore = (await state(bystander)).body as State;
    await state(fan);

    const revisions = t.deps.views!.stats().revisions!;
    expect((await fan.post('/_api/content/like', { leagueId, postId, like: true })).status).toBe(200);

    const fanAfter = (await state(fan)).body as State;
    expect(fanAfter.dailyLikesGiven).toBe(fanBefore.dailyLikesGiven + 1);
    expect(fanAfter.energy).toBeLessThan(fanBefore.energy);
    expect((await state(bystander)).body).toEqual(bystanderBefore);
    // The liker's kept character followed the like and its energy spent, as a fresh read has it.
    expect(t.deps.views!.stats().revisions).toBeGreaterThan(revisions);
    t.deps.views!.clear();
    expect((await state(fan)).body).toEqual(fanAfter);
  });

  it('moves game state with the clock while its documents are kept (energy, day)', async () => {
    const { leagueId, owner } = await league(t, 'Sleeper');
    await postContent(owner, leagueId);
    const state = async () => (await owner.get(`/_api/game-state?leagueId=${leagueId}`)).body as { energy: number; day: number };
    const before = await state();
    expect(await state()).toEqual(before);

    t.clock.advance(2 * 60 * 60 * 1000);

    const later = await state();
    expect(later.energy).toBe(before.energy + 2);
    t.clock.advance(24 * 60 * 60 * 1000);
    expect((await state()).day).toBe(before.day + 1);
  });

  it('shows a new chat message on the next poll of every member', async () => {
    const { leagueId, owner } = await league(t, 'Talker');
    const listener = await member(t, leagueId, 'Listener');
    const poll = () => listener.get(`/_api/league/chat?leagueId=${leagueId}`);
    expect(((await poll()).body.messages as unknown[]).length).toBe(0);
    await poll();
    expect((await owner.post('/_api/league/chat', { leagueId, message: 'Hello villa' })).status).toBe(200);
    const messages = (await poll()).body.messages as { message: string }[];
    expect(messages.map((m) => m.message)).toEqual(['Hello villa']);
  });

  it('adds each new message to the chat page it keeps, past its size: the answer is the one a fresh read gives', async () => {
    const { leagueId, owner } = await league(t, 'Gossip');
    const listener = await member(t, leagueId, 'Ear');
    const views = t.deps.views!;
    const poll = async () => (await listener.get(`/_api/league/chat?leagueId=${leagueId}&limit=3`)).body as { messages: { message: string }[]; nextCursor: string | null };
    await poll();
    const sent = ['one', 'two', 'three', 'four', 'five'];
    for (const [i, message] of sent.entries()) {
      const revisions = views.stats().revisions!;
      expect((await owner.post('/_api/league/chat', { leagueId, message })).status).toBe(200);
      const kept = await poll();
      expect(views.stats().revisions).toBeGreaterThan(revisions);
      expect(kept.messages.map((m) => m.message)).toEqual(sent.slice(Math.max(0, i - 2), i + 1));
      views.clear();
      expect(await poll()).toEqual(kept);
    }
    const { nextCursor } = await poll();
    const older = (await listener.get(`/_api/league/chat?leagueId=${leagueId}&limit=3&cursor=${encodeURIComponent(nextCursor!)}`)).body;
    expect((older.messages as { message: string }[]).map((m) => m.message)).toEqual(['one', 'two']);
  });

  it('brings the feed it keeps up to date with new posts and likes, for each viewer as a fresh read gives it', async () => {
    const { leagueId, owner } = await league(t, 'Scroller');
    const second = await member(t, leagueId, 'Second');
    const third = await member(t, leagueId, 'Third');
    const views = t.deps.views!;
    const feed = async (client: typeof owner) => (await client.get(`/_api/content/feed?leagueId=${leagueId}&limit=2`)).body;
    const both = async () => [await feed(owner), await feed(second)];
    const steps: Array<() => Promise<unknown>> = [
      () => postContent(owner, leagueId),
      () => postContent(second, leagueId),
      () => postContent(third, leagueId),
    ];
    const posted: number[] = [];
    await both();
    for (const step of steps) posted.push((await step()) as number);
    const [oldest, middle, newest] = posted as [number, number, number];
    // [who, which post, like or unlike, whether the kept page shows that post]
    const likes: Array<[typeof owner, number, boolean, boolean]> = [
      [second, newest, true, true],
      [owner, middle, true, true],
      [third, oldest, true, false],
      [second, newest, false, true],
      [third, middle, true, true],
    ];
    for (const [client, postId, liked, onPage] of likes) {
      const revisions = views.stats().revisions!;
      expect((await like(client, leagueId, postId, liked)).status).toBe(200);
      const kept = await both();
      expect(views.stats().revisions! - revisions).toBe(onPage ? 1 : 0);
      views.clear();
      expect(await both()).toEqual(kept);
    }
    const [page] = (await both()) as [Record<string, unknown>];
    expect((page.posts as { postId: number; likeCount: number; userHasLiked: boolean }[]).map((p) => [p.postId, p.likeCount, p.userHasLiked])).toEqual([
      [newest, 0, false],
      [middle, 2, true],
    ]);
  });

  it('refuses a session on the request after its logout', async () => {
    const kim = await player(t, 'Kim');
    const cookie = kim.cookie;
    expect((await kim.get('/_api/auth/session')).body).toHaveProperty('user');
    await kim.post('/_api/auth/logout', {});
    const replay = await t.app.inject({ method: 'GET', url: '/_api/leagues', headers: { cookie } });
    expect(replay.statusCode).toBe(401);
  });

  it('sees a role granted by another process (the admin command) without a new login', async () => {
    const boss = await player(t, 'Boss');
    expect((await boss.get('/_api/admin/images')).status).toBe(403);
    const other = new SqliteEventStore({ file: path.join(t.dataDir, 'events.db') });
    try {
      await grantAdmin({ store: other, clock: systemClock }, 'boss@example.com', 'cli', { userId: null, correlationId: 'admin-cli-test' });
    } finally {
      await other.close();
    }
    const answer = await until(() => boss.get('/_api/admin/images'), (a) => a.status === 200);
    expect(answer.status).toBe(200);
  });

  it('drops kept views when another process switches a read model to a rebuilt generation', async () => {
    const { leagueId, owner } = await league(t, 'Rebuilt');
    const board = async () => (await owner.get(`/_api/leagues/leaderboard?leagueId=${leagueId}`)).body as unknown as { characterName: string }[];
    expect((await board())[0]?.characterName).toBe('@Rebuilt');
    await board();

    // An operator's rebuild, written by another connection: the same standings under a new name.
    // It reads the file, which the server's read models reach within seconds (written behind).
    const operator = new SqliteReadStore({ file: path.join(t.dataDir, 'read.db') });
    try {
      const live = await until(
        () => operator.get<LeaderboardDoc>(LEADERBOARDS, String(leagueId)),
        (doc) => (doc?.rows.length ?? 0) > 0,
        WRITE_BEHIND_DEFAULTS.maxDelayMs + 5000,
      );
      const fresh = await operator.createGeneration(leaderboardProjection);
      const renamed = { ...live!, rows: live!.rows.map((row) => ({ ...row, characterName: '@Renamed' })) };
      await fresh.applyBatch([{ collection: LEADERBOARDS, kind: 'put', doc: renamed }], await operator.getCheckpoint(leaderboardProjection.name));
      expect(await operator.promote(leaderboardProjection.name, fresh.generation)).toBe('switched');
    } finally {
      await operator.close();
    }

    const rows = await until(board, (r) => r[0]?.characterName === '@Renamed');
    expect(rows[0]?.characterName).toBe('@Renamed');
  }, 30_000);
});
