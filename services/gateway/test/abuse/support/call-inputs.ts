import { encodeWire, type ApiCall, type CallName } from '@il/contracts';
import { inputSchemaOf } from './schema-arbitrary';
import type { PersonaName, RawRequest, World } from './world';

/** A request a member of the league could rightly send. */
export interface CallInput {
  query?: Record<string, string | number | boolean>;
  body?: unknown;
}

/**
 * One well-formed request per call of the registry, aimed at `leagueId`. Typed by CallName, so a
 * call added to the registry does not compile here until it has its line, and the authorization
 * matrix covers it from then on.
 */
export function inputsFor(world: World, leagueId: number): Record<CallName, CallInput> {
  const q = { leagueId };
  return {
    session: {},
    login: { body: { email: 'member@example.com', password: 'Passw0rd!' } },
    register: { body: { email: `new-${leagueId}@example.com`, password: 'Passw0rd!', displayName: 'Newcomer' } },
    sendPasswordReset: { body: { email: 'member@example.com' } },
    completePasswordReset: { body: { token: 'not-a-token', password: 'Passw0rd!' } },
    logout: { body: {} },
    listLeagues: {},
    publicLeagues: {},
    createLeague: { body: { name: 'Matrix League', type: 'public' } },
    leagueDetail: { query: q },
    leagueByInviteCode: { query: { inviteCode: world.inviteCode } },
    joinLeague: { body: { leagueId } },
    inviteToLeague: { body: { leagueId, email: 'friend@example.com' } },
    cancelLeague: { body: { leagueId } },
    leaderboard: { query: q },
    finalResults: { query: q },
    standingsByDay: { query: { ...q, day: 1 } },
    createCharacter: { body: { leagueId, playerName: '@Intruder', realityShowBackground: 'drama' } },
    generateAvatar: { body: {} },
    gameState: { query: q },
    gameStateHistory: { query: q },
    dailyChallenges: { query: q },
    claimChallenge: { query: q, body: { dailyChallengeId: world.ids.challenges[0] ?? 1 } },
    activeScandals: { query: q },
    respondToScandal: { query: q, body: { activeScandalId: 1, response: 'ignore' } },
    scandalHistory: { query: q },
    achievements: { query: q },
    milestones: { query: q },
    notifications: { query: q },
    markNotificationsRead: { body: { leagueId, readThrough: '2030-03-01T10:00:00.000Z' } },
    chatMessages: { query: q },
    sendChatMessage: { body: { leagueId, message: 'let me in' } },
    contentOptions: { query: { leagueId, contentType: 'photo' } },
    trendingTopics: { query: q },
    postContent: { query: q, body: { contentCardId: 101, captionSelection: { type: 'safe' } } },
    contentHistory: { query: { leagueId, showAllPlayers: true } },
    likePost: { body: { postId: world.ids.posts[0] ?? 1, leagueId, like: true } },
    feed: { query: q },
    availableBrandDeals: { query: q },
    activeBrandDeals: { query: q },
    acceptBrandDeal: { query: q, body: { brandDealId: world.ids.brandDeals[0] ?? 1 } },
    adminImages: {},
  };
}

/** A call is league-scoped when its query or body names a league. */
export function isLeagueScoped(call: ApiCall): boolean {
  return [call.query, call.body].some((schema) => {
    const json = inputSchemaOf(schema);
    const shapes = [json, ...(json.anyOf ?? []), ...(json.oneOf ?? [])];
    return shapes.some((shape) => shape.properties !== undefined && 'leagueId' in shape.properties);
  });
}

export function rawRequestOf(call: ApiCall, input: CallInput, world: World, persona: PersonaName): RawRequest {
  const query = new URLSearchParams(Object.entries(input.query ?? {}).map(([k, v]) => [k, String(v)])).toString();
  const body = call.method === 'POST' ? (input.body ?? {}) : undefined;
  return {
    method: call.method,
    query,
    cookie: world.cookieOf(persona),
    ...(body !== undefined ? { payload: call.wire === 'json' ? JSON.stringify(body) : encodeWire(body), contentType: 'application/json' } : {}),
  };
}
