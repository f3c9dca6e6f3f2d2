import { parseLeagueEvent, type ChatMessage, type FeedLikeEvent, type FeedPost } from '@il/contracts';
import type { AddressInfo } from 'node:net';
import { player } from './support/league-helpers';
import { openStream, type EventStreamReader, type OpenedStream } from './support/event-stream-reader';
import { league, like, member, postContent } from './support/social-helpers';
import { createTestApp, type Client, type TestApp } from './support/test-app';

let t: TestApp;
let base: string;
const opened: OpenedStream[] = [];

beforeEach(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterEach(async () => {
  for (const stream of opened.splice(0)) stream.close();
  await t.close();
});

async function open(client: Client | null, leagueId: number | string): Promise<OpenedStream> {
  const stream = await openStream(`${base}/_api/league/events?leagueId=${leagueId}`, client?.cookie ? { cookie: client.cookie } : {});
  opened.push(stream);
  return stream;
}

async function listen(client: Client, leagueId: number): Promise<EventStreamReader> {
  const response = await open(client, leagueId);
  expect(response.status).toBe(200);
  expect(response.contentType).toMatch(/^text\/event-stream/);
  const reader = response.reader();
  await reader.waitFor((f) => f.comments.includes('connected'));
  return reader;
}

const dataOf = <T>(frame: { event?: string; data?: string }): T => parseLeagueEvent(frame.event!, frame.data!)!.data as T;

async function waitUntil(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('Condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('GET /_api/league/events', () => {
  it('refuses with a JSON error before the stream opens', async () => {
    const { leagueId } = await league(t, 'Kim');
    const anonymous = await open(null, leagueId);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: 'Not authenticated' });
    const outsider = await open(await player(t, 'Outsider'), leagueId);
    expect(outsider.status).toBe(404);
    expect(await outsider.json()).toEqual({ error: 'League not found' });
    const malformed = await open(await player(t, 'Typo'), 'abc');
    expect(malformed.status).toBe(400);
    expect(t.app.leagueEventHub.connectionCount).toBe(0);
  });

  it('pushes chat messages of the league, which a refetch then lists', async () => {
    const { leagueId, owner: kim } = await league(t, 'Kim');
    const lee = await member(t, leagueId, 'Lee');
    const stream = await listen(kim, leagueId);
    const sent = await lee.post('/_api/league/chat', { leagueId, message: 'Hi Kim' });

    const frame = await stream.waitFor((f) => f.event === 'chat.message');
    expect(Number(frame.id)).toBeGreaterThan(0);
    const pushed = dataOf<ChatMessage>(frame);
    expect(pushed).toEqual(sent.body);
    const listed = await kim.get(`/_api/league/chat?leagueId=${leagueId}`);
    expect(listed.body.messages).toContainEqual(pushed);
  });

  it("pushes a notification to the player it concerns only: a rival's post that passes them", async () => {
    const { leagueId, owner: kim } = await league(t, 'Kim');
    const lee = await member(t, leagueId, 'Lee');
    const kims = await listen(kim, leagueId);
    const lees = await listen(lee, leagueId);
    // Kim, created first, leads the tie; Lee's post takes the lead.
    await postContent(lee, leagueId);

    const frame = await kims.waitFor((f) => f.event === 'notifications.changed');
    expect(dataOf(frame)).toEqual({ leagueId });
    const listed = await kim.get(`/_api/progression/notifications?leagueId=${leagueId}`);
    expect(listed.body).toMatchObject({ unreadCount: 1, notifications: [{ kind: 'rival_passed', title: '@Lee passed you on the leaderboard' }] });
    await lees.waitFor((f) => f.event === 'feed.post');
    expect(lees.events('notifications.changed')).toEqual([]);

    // A read mark goes to the reader's streams (their other tabs), not to anyone else's.
    await kim.post('/_api/progression/notifications/read', { leagueId, readThrough: new Date() });
    await kims.waitFor((f) => f.event === 'notifications.changed', 5000, kims.frames.indexOf(frame) + 1);
    expect(lees.events('notifications.changed')).toEqual([]);
  });

  it('pushes new posts and likes as they happen', async () => {
    const { leagueId, owner: kim } = await league(t, 'Kim');
    const lee = await member(t, leagueId, 'Lee');
    const stream = await listen(kim, leagueId);

    const postId = await postContent(kim, leagueId);
    const posted = dataOf<FeedPost>(await stream.waitFor((f) => f.event === 'feed.post'));
    expect(posted).toMatchObject({ postId, userHasLiked: false, likeCount: 0, player: { userId: kim.id, playerName: '@Kim' } });
    expect((await kim.get(`/_api/content/feed?leagueId=${leagueId}`)).body.posts).toEqual([expect.objectContaining({ postId })]);

    await like(lee, leagueId, postId);
    const liked = dataOf<FeedLikeEvent>(await stream.waitFor((f) => f.event === 'feed.like'));
    expect(liked).toEqual({ postId, leagueId, userId: lee.id, liked: true, likeCount: 1, likerNames: ['@Lee'] });

    const count = stream.frames.length;
    await like(lee, leagueId, postId, false);
    const unliked = dataOf<FeedLikeEvent>(await stream.waitFor((f) => f.event === 'feed.like', 5000, count));
    expect(unliked).toEqual({ postId, leagueId, userId: lee.id, liked: false, likeCount: 0, likerNames: [] });
  });

  it('sends a league only its own events, in order', async () => {
    const a = await league(t, 'Kim');
    const b = await league(t, 'Lee');
    const stream = await listen(a.owner, a.leagueId);
    await b.owner.post('/_api/league/chat', { leagueId: b.leagueId, message: 'in B' });
    await a.owner.post('/_api/league/chat', { leagueId: a.leagueId, message: 'first in A' });
    await a.owner.post('/_api/league/chat', { leagueId: a.leagueId, message: 'second in A' });
    await stream.waitFor((f) => f.event === 'chat.message' && dataOf<ChatMessage>(f).message === 'second in A');
    expect(stream.events('chat.message').map((f) => dataOf<ChatMessage>(f).message)).toEqual(['first in A', 'second in A']);
  });

  it('counts open streams and forgets a client that leaves', async () => {
    const { leagueId, owner: kim } = await league(t, 'Kim');
    const lee = await member(t, leagueId, 'Lee');
    await listen(kim, leagueId);
    const leeStream = await listen(lee, leagueId);
    expect(t.app.leagueEventHub.connectionCount).toBe(2);
    opened[0]!.close();
    await waitUntil(() => t.app.leagueEventHub.connectionCount === 1);
    // The one left still hears the league.
    await lee.post('/_api/league/chat', { leagueId, message: 'still here?' });
    await leeStream.waitFor((f) => f.event === 'chat.message');
    expect(t.app.leagueEventHub.connectionCount).toBe(1);
  });

  it('ends open streams when the server stops', async () => {
    const { leagueId, owner: kim } = await league(t, 'Kim');
    const stream = await listen(kim, leagueId);
    await t.app.close();
    await stream.ended;
    expect(t.app.leagueEventHub.connectionCount).toBe(0);
  });

  it('caps the streams one player holds', async () => {
    const { leagueId, owner: kim } = await league(t, 'Kim');
    for (let i = 0; i < 10; i++) await listen(kim, leagueId);
    const refused = await open(kim, leagueId);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: 'Too many live connections are open. Close some tabs and try again.' });
  });
});
