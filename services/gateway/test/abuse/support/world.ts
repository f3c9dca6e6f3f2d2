import { api, type ApiCall, type CallName } from '@il/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { createLeague, DAY_MS, player } from '../../support/league-helpers';
import { league, member, postContent } from '../../support/social-helpers';
import { createTestApp, type Client, type TestApp } from '../../support/test-app';

export const ADMIN_EMAIL = 'admin@example.com';
export const PASSWORD = 'Passw0rd!';

/** Who sends a request: the cookie it carries, if any. */
export type PersonaName = 'member' | 'outsider' | 'anonymous' | 'admin';

/**
 * A league in play with every kind of caller and the ids worth aiming at:
 * - member: plays in `leagueId` (not its owner), so a fuzzed cancel or join cannot end the game;
 * - outsider: logged in, in no league of the world;
 * - admin: granted by ADMIN_EMAILS, in no league;
 * - anonymous: no cookie.
 * `privateLeagueId` is a friends-and-family league the outsider cannot see; `pendingLeagueId`
 * starts tomorrow, `cancelledLeagueId` was cancelled.
 */
export interface World {
  t: TestApp;
  owner: Client & { id: number; characterId: number };
  member: Client & { id: number; characterId: number };
  outsider: Client & { id: number };
  admin: Client & { id: number };
  leagueId: number;
  privateLeagueId: number;
  pendingLeagueId: number;
  cancelledLeagueId: number;
  inviteCode: string;
  ids: {
    leagues: number[];
    users: number[];
    characters: number[];
    posts: number[];
    cards: number[];
    trendingTopics: number[];
    brandDeals: number[];
    challenges: number[];
  };
  cursors: { chat: string[]; feed: string[] };
  emails: string[];
  cookieOf(persona: PersonaName): string;
  close(): Promise<void>;
}

const idsOf = (body: unknown): number[] =>
  Array.isArray(body) ? body.map((item) => (item as { id?: unknown }).id).filter((id): id is number => typeof id === 'number') : [];

export async function createWorld(): Promise<World> {
  const t = await createTestApp({ ADMIN_EMAILS: ADMIN_EMAIL });
  const { leagueId, owner } = await league(t, 'Owner');
  const playing = await member(t, leagueId, 'Member');
  const outsider = await player(t, 'Outsider');
  const admin = await player(t, 'Admin');
  // The admin's e-mail is registered as admin@example.com by player(): ADMIN_EMAILS applies at registration.

  const privateLeagueId = await createLeague(owner, { name: 'Family Only', type: 'friends_family' });
  const detail = await owner.get(`/_api/leagues/detail?leagueId=${privateLeagueId}`);
  const inviteCode = String(detail.body.inviteCode);
  const tomorrow = new Date(t.clock.now().getTime() + DAY_MS);
  const pendingLeagueId = await createLeague(owner, { name: 'Later League', startDate: tomorrow });
  const cancelledLeagueId = await createLeague(owner, { name: 'Gone League' });
  await owner.post('/_api/leagues/cancel', { leagueId: cancelledLeagueId });

  const posts = [await postContent(owner, leagueId), await postContent(owner, leagueId), await postContent(playing, leagueId)];
  for (const text of ['hello', 'second', 'third']) await owner.post('/_api/league/chat', { leagueId, message: text });
  const chatPage = await playing.get(`/_api/league/chat?leagueId=${leagueId}&limit=1`);
  const feedPage = await playing.get(`/_api/content/feed?leagueId=${leagueId}&limit=1`);

  const cards = new Set<number>([101, 201, 209]);
  for (const type of ['photo', 'story', 'video', 'live']) {
    for (const id of idsOf((await playing.get(`/_api/content/options?leagueId=${leagueId}&contentType=${type}`)).body)) cards.add(id);
  }
  const trending = idsOf((await playing.get(`/_api/content/trending?leagueId=${leagueId}`)).body);
  const deals = idsOf((await playing.get(`/_api/brand-deals/available?leagueId=${leagueId}`)).body);
  const challenges = idsOf((await playing.get(`/_api/challenges/daily?leagueId=${leagueId}`)).body);

  const cookies: Record<PersonaName, string> = {
    member: playing.cookie,
    outsider: outsider.cookie,
    admin: admin.cookie,
    anonymous: '',
  };
  return {
    t,
    owner,
    member: playing,
    outsider,
    admin,
    leagueId,
    privateLeagueId,
    pendingLeagueId,
    cancelledLeagueId,
    inviteCode,
    ids: {
      leagues: [leagueId, privateLeagueId, pendingLeagueId, cancelledLeagueId],
      users: [owner.id, playing.id, outsider.id, admin.id],
      characters: [owner.characterId, playing.characterId],
      posts,
      cards: [...cards],
      trendingTopics: trending,
      brandDeals: deals,
      challenges,
    },
    cursors: {
      chat: [chatPage.body.nextCursor].filter((c): c is string => typeof c === 'string'),
      feed: [feedPage.body.nextCursor].filter((c): c is string => typeof c === 'string'),
    },
    emails: ['owner@example.com', 'member@example.com', 'outsider@example.com', ADMIN_EMAIL],
    cookieOf: (persona) => cookies[persona],
    close: () => t.close(),
  };
}

/** A request as the fuzzers and the matrix send it: the raw text on the wire. */
export interface RawRequest {
  method: 'GET' | 'POST' | 'HEAD';
  /** Query string without the '?'. */
  query: string;
  payload?: string;
  contentType?: string;
  cookie?: string;
  headers?: Record<string, string>;
}

export const urlOf = (call: ApiCall, query: string) => `/_api${call.path}${query ? `?${query}` : ''}`;

export async function send(world: World, call: ApiCall, request: RawRequest): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { ...(request.headers ?? {}) };
  if (request.cookie) headers.cookie = request.cookie;
  if (request.contentType !== undefined) headers['content-type'] = request.contentType;
  return world.t.app.inject({
    method: request.method,
    url: urlOf(call, request.query),
    headers,
    ...(request.payload !== undefined ? { payload: request.payload } : {}),
  });
}

export const callEntries = Object.entries(api) as Array<[CallName, ApiCall]>;
