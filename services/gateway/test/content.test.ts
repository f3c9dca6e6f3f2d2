import { ContentCard, TrendingTopic } from '@il/contracts';
import { createCharacter, createLeague, DAY_MS, player } from './support/league-helpers';
import { Client, createTestApp, type TestApp } from './support/test-app';

/** The studio's queries: content options, trending topics and post history (empty here). */
let t: TestApp;
let kim: Client & { id: number };
let eve: Client & { id: number };
let leagueId: number;
let privateLeague: number;

beforeAll(async () => {
  t = await createTestApp();
  kim = await player(t, 'Kim');
  eve = await player(t, 'Eve');
  leagueId = await createLeague(kim);
  privateLeague = await createLeague(kim, { type: 'friends_family', name: 'Secret Villa' });
  await createCharacter(kim, leagueId, { playerName: '@Kim' });
});
afterAll(async () => {
  await t.close();
});

describe('content options', () => {
  it.each(['photo', 'story', 'video', 'live'] as const)('lists the active %s cards with their images', async (contentType) => {
    const answer = await kim.get(`/_api/content/options?contentType=${contentType}&leagueId=${leagueId}`);
    expect(answer.status).toBe(200);
    const cards = answer.body as unknown as ContentCard[];
    expect(cards.length).toBeGreaterThanOrEqual(10);
    for (const card of cards) {
      expect(ContentCard.parse(card)).toEqual(card);
      expect(card).toMatchObject({ contentType, isActive: true, imageUrl: `/_api/image?id=${card.id}` });
    }
  });

  it.each([
    ['', 'Content type is required'],
    ['contentType=&', 'Content type is required'],
    ['contentType=reel&', 'Invalid input'],
  ])('refuses the query %j with the message of the spec', async (contentType, message) => {
    expect(await kim.get(`/_api/content/options?${contentType}leagueId=${leagueId}`)).toMatchObject({ status: 400, body: { error: message } });
  });

  it('needs a league id', async () => {
    expect(await kim.get('/_api/content/options?contentType=photo')).toMatchObject({ status: 400, body: { error: 'Required' } });
    expect(await kim.get('/_api/content/options?contentType=photo&leagueId=0')).toMatchObject({ status: 400, body: { error: 'Invalid input' } });
  });
});

describe('trending topics', () => {
  it("answers the league's topic of each content type, the same all day", async () => {
    const first = await kim.get(`/_api/content/trending?leagueId=${leagueId}`);
    expect(first.status).toBe(200);
    const topics = first.body as unknown as TrendingTopic[];
    expect(topics.map((topic) => topic.contentType)).toEqual(['photo', 'story', 'video', 'live']);
    for (const topic of topics) expect(TrendingTopic.parse(topic)).toEqual(topic);
    t.clock.advance(10 * 60 * 60 * 1000);
    expect((await kim.get(`/_api/content/trending?leagueId=${leagueId}`)).body).toEqual(first.body);
    t.clock.advance(DAY_MS);
    const tomorrow = (await kim.get(`/_api/content/trending?leagueId=${leagueId}`)).body as unknown as TrendingTopic[];
    tomorrow.forEach((topic, i) => expect(topic.id).not.toBe(topics[i]!.id));
    t.clock.advance(-DAY_MS - 10 * 60 * 60 * 1000);
  });

  it('answers the global topics without a league', async () => {
    const global = await eve.get('/_api/content/trending');
    expect(global.status).toBe(200);
    expect(global.body).toHaveLength(4);
  });
});

describe('post history', () => {
  it('is empty before anyone posts', async () => {
    expect((await kim.get(`/_api/content/history?leagueId=${leagueId}`)).body).toEqual({ posts: [], page: 1, limit: 20, total: 0, totalPages: 0 });
    // A member without a character simply has no posts.
    expect((await kim.get(`/_api/content/history?leagueId=${privateLeague}&showAllPlayers=true`)).body).toMatchObject({ posts: [], total: 0 });
  });

  it.each([
    ['', 'Required'],
    [`leagueId=abc`, 'Invalid input'],
    [`leagueId=LEAGUE&page=0`, 'Invalid input'],
    [`leagueId=LEAGUE&page=1.5`, 'Invalid input'],
    [`leagueId=LEAGUE&limit=0`, 'Invalid input'],
    [`leagueId=LEAGUE&limit=101`, 'Invalid input'],
  ])('refuses the query %j with the message of the spec', async (query, message) => {
    const answer = await kim.get(`/_api/content/history?${query.replace('LEAGUE', String(leagueId))}`);
    expect(answer).toMatchObject({ status: 400, body: { error: message } });
  });

  it('accepts the largest page size', async () => {
    expect((await kim.get(`/_api/content/history?leagueId=${leagueId}&limit=100`)).body).toMatchObject({ limit: 100 });
  });
});

describe('members only', () => {
  const calls = [
    ['content options', (id: number) => `/_api/content/options?contentType=photo&leagueId=${id}`],
    ['trending topics', (id: number) => `/_api/content/trending?leagueId=${id}`],
    ['post history', (id: number) => `/_api/content/history?leagueId=${id}`],
    ['whole-league post history', (id: number) => `/_api/content/history?leagueId=${id}&showAllPlayers=true`],
  ] as const;

  it.each(calls)('%s answers a non-member 404 "League not found", as for an unknown league', async (_, url) => {
    for (const id of [leagueId, privateLeague, 999_999]) {
      expect(await eve.get(url(id))).toMatchObject({ status: 404, body: { error: 'League not found' } });
    }
  });

  it.each(calls)('%s answers a visitor 401', async (_, url) => {
    expect(await new Client(t.app).get(url(leagueId))).toMatchObject({ status: 401, body: { error: 'Not authenticated' } });
  });
});
