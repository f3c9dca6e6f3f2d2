import { player } from './support/league-helpers';
import { league, like, member, postContent } from './support/social-helpers';
import { Client, createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const feed = (client: Client, query: string) => client.get(`/_api/content/feed?${query}`);

describe('League feed', () => {
  it('is empty before anyone posts', async () => {
    const { leagueId, owner } = await league(t, 'Kim');
    expect((await feed(owner, `leagueId=${leagueId}`)).body).toEqual({ posts: [], nextCursor: null });
  });

  it('shows every post of the league, newest first, with player, content, caption and likes', async () => {
    const { leagueId, owner: kim } = await league(t, 'Kim');
    const lee = await member(t, leagueId, 'Lee');
    const first = await postContent(kim, leagueId);
    t.clock.advance(60_000);
    const second = await postContent(lee, leagueId);
    await like(lee, leagueId, first);

    const seenByLee = await feed(lee, `leagueId=${leagueId}`);
    expect(seenByLee.status).toBe(200);
    expect((seenByLee.body.posts as Array<{ postId: number }>).map((p) => p.postId)).toEqual([second, first]);
    expect((seenByLee.body.posts as unknown[])[1]).toEqual({
      postId: first,
      contentCardId: 101,
      contentTitle: 'Golden Hour Selfie',
      contentDescription: expect.any(String),
      contentImageUrl: '/_api/image?id=101',
      contentType: 'photo',
      followersGained: expect.any(Number),
      postedAt: new Date('2026-03-02T10:00:00.000Z'),
      dayPosted: 1,
      chosenCaption: expect.any(String),
      likeCount: 1,
      userHasLiked: true,
      likerNames: ['@Lee'],
      player: { userId: kim.id, playerName: '@Kim', avatarUrl: null },
    });
    const seenByKim = await feed(kim, `leagueId=${leagueId}`);
    expect((seenByKim.body.posts as unknown[])[1]).toMatchObject({ likeCount: 1, userHasLiked: false, likerNames: ['@Lee'] });
  });

  it('walks to older posts with the cursor', async () => {
    const { leagueId, owner } = await league(t, 'Kim');
    const posts = [];
    for (let i = 0; i < 5; i++) posts.push(await postContent(owner, leagueId));
    const ids = (body: Record<string, unknown>) => (body.posts as Array<{ postId: number }>).map((p) => p.postId);
    const first = await feed(owner, `leagueId=${leagueId}&limit=2`);
    expect(ids(first.body)).toEqual([posts[4], posts[3]]);
    const second = await feed(owner, `leagueId=${leagueId}&limit=2&cursor=${first.body.nextCursor as string}`);
    expect(ids(second.body)).toEqual([posts[2], posts[1]]);
    const third = await feed(owner, `leagueId=${leagueId}&limit=2&cursor=${second.body.nextCursor as string}`);
    expect(third.body).toMatchObject({ nextCursor: null });
    expect(ids(third.body)).toEqual([posts[0]]);
  });

  it('is for members only', async () => {
    const { leagueId } = await league(t, 'Kim');
    expect(await feed(await player(t, 'Outsider'), `leagueId=${leagueId}`)).toMatchObject({ status: 404, body: { error: 'League not found' } });
    expect(await feed(new Client(t.app), `leagueId=${leagueId}`)).toMatchObject({ status: 401 });
    expect(await feed(new Client(t.app), 'leagueId=abc')).toMatchObject({ status: 400 });
  });
});
