import { decodeWire, encodeWire, PostContentResponse } from '@il/contracts';
// Imported, not jest's global: `npm run distributed:check` plays the journey outside jest.
import { expect } from 'expect';
import { contextOfPath, type ContextName } from '@il/gateway';

/**
 * The API journey a player makes (register → league → invitation → character → post → like →
 * chat → leaderboard, and a password reset), each call sent to the process that serves its path.
 * The distributed journey, the non-root bundle test and the compose rehearsal all play it.
 */

export type Server = ContextName | 'gateway';

export interface Exchange {
  method: 'GET' | 'POST';
  url: string;
  body?: string;
  cookie: string;
}
export interface Reply {
  status: number;
  text: string;
  setCookies: string[];
}
/** Sends one request to the process that serves its path; answers which one that was. */
export type Transport = (to: Server, exchange: Exchange) => Promise<Reply>;

const SESSION_COOKIE = 'il_session';

/** A player's browser: keeps the session cookie, speaks the superjson wire, notes who answered. */
class Browser {
  private cookie = '';
  constructor(
    private readonly transport: Transport,
    private readonly served: Set<Server>,
  ) {}

  async call(method: 'GET' | 'POST', url: string, body?: unknown, wire: 'json' | 'superjson' = 'superjson', to?: Server) {
    const server = to ?? contextOfPath(url) ?? 'gateway';
    this.served.add(server);
    const encoded = body === undefined ? undefined : wire === 'json' ? JSON.stringify(body) : encodeWire(body);
    const reply = await this.transport(server, { method, url, body: encoded, cookie: this.cookie });
    for (const header of reply.setCookies) {
      const [pair = ''] = header.split(';');
      const [name, value = ''] = pair.split('=');
      if (name?.trim() === SESSION_COOKIE) this.cookie = value ? `${SESSION_COOKIE}=${value}` : '';
    }
    const parsed = reply.text ? (JSON.parse(reply.text) as Record<string, unknown>) : {};
    const decoded = reply.status < 400 && wire === 'superjson' && 'json' in parsed ? decodeWire<Record<string, unknown>>(reply.text) : parsed;
    return { status: reply.status, body: decoded };
  }

  get = (url: string, to?: Server) => this.call('GET', url, undefined, 'superjson', to);
  post = (url: string, body: unknown) => this.call('POST', url, body);
}

async function ok(answer: Promise<{ status: number; body: Record<string, unknown> }>, what: string): Promise<Record<string, unknown>> {
  const { status, body } = await answer;
  if (status !== 200) throw new Error(`${what}: ${status} ${JSON.stringify(body)}`);
  return body;
}

/** The journey itself; throws (or fails an expectation) at the first wrong answer. */
export interface JourneyOptions {
  /**
   * Called once half-way, after the first post and before anyone reads it (the rehearsal kills
   * and restarts the relay and a projection worker there).
   */
  midway?(): Promise<void>;
}

export interface JourneyPlayers {
  served: Set<Server>;
  /** Ace's sign-in, for a browser that goes on from here. */
  ace: { email: string; password: string };
  leagueId: number;
}

export async function playJourney(transport: Transport, options: JourneyOptions = {}): Promise<JourneyPlayers> {
  const served = new Set<Server>();
  const ace = new Browser(transport, served);
  const bee = new Browser(transport, served);
  const tag = Date.now().toString(36);

  const registered = await ok(
    ace.call('POST', '/_api/auth/register_with_password', { email: `ace-${tag}@example.com`, password: 'Passw0rd!', displayName: 'Ace' }, 'json'),
    'register Ace',
  );
  expect(registered.user).toMatchObject({ email: `ace-${tag}@example.com`, displayName: 'Ace' });
  await ok(bee.call('POST', '/_api/auth/register_with_password', { email: `bee-${tag}@example.com`, password: 'Passw0rd!', displayName: 'Bee' }, 'json'), 'register Bee');
  // The session written by the identity service is what every other process authenticates with.
  expect(await ok(ace.get('/_api/auth/session'), 'session')).toEqual({ user: registered.user });

  const { id: leagueId } = (await ok(ace.post('/_api/leagues', { name: 'Villa Legends', description: 'Islanders only', type: 'public' }), 'create league')) as {
    id: number;
  };
  const aceCharacter = await ok(ace.post('/_api/leagues/create-character', { leagueId, playerName: '@Ace', realityShowBackground: 'competition' }), 'Ace character');
  // Both send a mail after their event is appended: the answer must not depend on the mail.
  expect(await ok(ace.post('/_api/leagues/invite', { leagueId, email: `cee-${tag}@example.com` }), 'invite')).toEqual({ message: `Invitation sent to cee-${tag}@example.com` });
  expect(await ok(bee.post('/_api/auth/send-password-reset', { email: `bee-${tag}@example.com` }), 'password reset')).toEqual({ message: expect.any(String) });
  await ok(bee.post('/_api/leagues/join', { leagueId }), 'Bee joins');
  const beeCharacter = await ok(bee.post('/_api/leagues/create-character', { leagueId, playerName: '@Bee', realityShowBackground: 'competition' }), 'Bee character');

  const posted = PostContentResponse.parse(
    await ok(ace.post(`/_api/content/post?leagueId=${leagueId}`, { contentCardId: 101, captionSelection: { type: 'safe' } }), 'post'),
  );
  expect(posted).toMatchObject({ energy: 92, energySpent: 8, followers: 1200 + posted.followersGained });
  expect(posted.followersGained).toBeGreaterThan(0);
  await options.midway?.();
  const feed = await ok(bee.get(`/_api/content/feed?leagueId=${leagueId}`), 'feed');
  const [post] = feed.posts as Array<{ postId: number; likeCount: number }>;
  expect(post).toMatchObject({ likeCount: 0 });

  const liked = await ok(bee.post('/_api/content/like', { leagueId, postId: post?.postId, like: true }), 'like');
  expect(liked).toMatchObject({ liked: true, likeCount: 1, energy: 92, id: beeCharacter.id });

  const sent = await ok(bee.post('/_api/league/chat', { leagueId, message: 'Hello villa!' }), 'chat');
  expect(sent).toMatchObject({ message: 'Hello villa!', character: { id: beeCharacter.id, playerName: '@Bee' } });
  expect(await ok(ace.get(`/_api/league/chat?leagueId=${leagueId}`), 'chat page')).toEqual({ messages: [sent], nextCursor: null });
  expect((await ok(ace.get(`/_api/content/feed?leagueId=${leagueId}`), 'feed again')).posts).toEqual([
    expect.objectContaining({ postId: post?.postId, likeCount: 1, userHasLiked: false, likerNames: ['@Bee'] }),
  ]);

  const board = (await ok(ace.get(`/_api/leagues/leaderboard?leagueId=${leagueId}`), 'leaderboard')) as unknown as Array<Record<string, unknown>>;
  expect(board.map((row) => [row.rank, row.characterName])).toEqual([
    [1, '@Ace'],
    [2, '@Bee'],
  ]);
  expect(await ok(ace.get(`/_api/game-state?leagueId=${leagueId}`), 'game state')).toMatchObject({ id: aceCharacter.id, followers: posted.followers, energy: 92 });
  expect(await ok(ace.get(`/_api/challenges/daily?leagueId=${leagueId}`), 'challenges')).toEqual(expect.any(Array));

  // The gateway still answers every context: the Ingress may send it anything it does not route.
  expect(await ok(bee.get(`/_api/leagues/leaderboard?leagueId=${leagueId}`, 'gateway'), 'leaderboard through the gateway')).toEqual(board);
  return { served, ace: { email: `ace-${tag}@example.com`, password: 'Passw0rd!' }, leagueId };
}

