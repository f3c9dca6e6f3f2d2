import type { ApiCall, CallName } from '@il/contracts';
import { inputsFor, isLeagueScoped, rawRequestOf } from './support/call-inputs';
import { callEntries, createWorld, send, type PersonaName, type World } from './support/world';

/**
 * Who may call what, for every call of the registry (docs/api.md "Auth", docs/rules.md "Who sees
 * what"): a league one is not in does not exist, a visitor is not authenticated, a player is not
 * an admin. The calls come from the registry, so a new call is in the matrix the day it is added.
 */
let world: World;
beforeAll(async () => {
  world = await createWorld();
}, 60_000);
afterAll(async () => {
  await world?.close();
});

const LEAGUE_NOT_FOUND = { error: 'League not found' };
const NOT_AUTHENTICATED = { error: 'Not authenticated' };
const NOT_ADMIN = { error: 'Access denied. Your role (user) lacks required permissions.' };

const leagueScoped = callEntries.filter(([, call]) => isLeagueScoped(call));
const userCalls = callEntries.filter(([, call]) => call.auth !== 'public');
const adminCalls = callEntries.filter(([, call]) => call.auth === 'admin');
const publicCalls = callEntries.filter(([, call]) => call.auth === 'public');

async function answer(name: CallName, call: ApiCall, leagueId: number, persona: PersonaName, cookie?: string) {
  const request = rawRequestOf(call, inputsFor(world, leagueId)[name], world, persona);
  const response = await send(world, call, cookie === undefined ? request : { ...request, cookie });
  return { status: response.statusCode, body: JSON.parse(response.body) as unknown };
}

describe('authorization matrix', () => {
  it('finds the league-scoped calls in the registry', () => {
    expect(leagueScoped.length).toBeGreaterThanOrEqual(25);
    expect(leagueScoped.map(([name]) => name)).toEqual(expect.arrayContaining(['leaderboard', 'gameState', 'sendChatMessage', 'likePost', 'postContent', 'feed']));
  });

  describe.each<[string, PersonaName]>([
    ['a player in no league', 'outsider'],
    ['a player of another league', 'member'],
    ['an admin in no league', 'admin'],
  ])('to %s, a friends-and-family league does not exist', (_, persona) => {
    it.each(leagueScoped)('%s', async (name, call) => {
      const { status, body } = await answer(name, call, world.privateLeagueId, persona);
      expect({ status, body }).toEqual({ status: 404, body: LEAGUE_NOT_FOUND });
    });
  });

  describe('to a player in no league, a public league shows its card and nothing else', () => {
    const joining: CallName[] = ['joinLeague', 'createCharacter'];
    it.each(leagueScoped.filter(([name]) => !joining.includes(name)))('%s', async (name, call) => {
      const { status, body } = await answer(name, call, world.leagueId, 'outsider');
      if (name === 'leagueDetail') {
        expect(status).toBe(200);
        expect(body).toMatchObject({ json: { id: world.leagueId, isMember: false, inviteCode: null } });
      } else {
        expect({ status, body }).toEqual({ status: 404, body: LEAGUE_NOT_FOUND });
      }
    });
  });

  describe('a visitor is not authenticated', () => {
    it.each(userCalls)('%s', async (name, call) => {
      expect(await answer(name, call, world.leagueId, 'anonymous')).toEqual({ status: 401, body: NOT_AUTHENTICATED });
    });
    it.each(userCalls)('%s with a cookie no server issued', async (name, call) => {
      expect(await answer(name, call, world.leagueId, 'anonymous', `il_session=${'f'.repeat(43)}`)).toEqual({ status: 401, body: NOT_AUTHENTICATED });
    });
  });

  describe('a visitor may call the public calls', () => {
    it.each(publicCalls.filter(([name]) => name !== 'logout'))('%s', async (name, call) => {
      const { status } = await answer(name, call, world.leagueId, 'anonymous');
      expect([200, 400, 401, 404, 409]).toContain(status);
      // login answers 401 only for wrong credentials, with its own field.
      if (status === 401) expect(name).toBe('login');
      // An invitation's names are told only for an invited address: the one sent here was not.
      if (status === 404) expect(name).toBe('invitation');
    });
  });

  describe('a player is not an admin', () => {
    it.each(adminCalls)('%s', async (name, call) => {
      expect(await answer(name, call, world.leagueId, 'member')).toEqual({ status: 403, body: NOT_ADMIN });
      expect(await answer(name, call, world.leagueId, 'outsider')).toEqual({ status: 403, body: NOT_ADMIN });
      expect((await answer(name, call, world.leagueId, 'admin')).status).toBe(200);
    });
  });

  it('a player in no league who creates a character in a public league joins it on the way (rules: Characters)', async () => {
    const { status } = await answer('createCharacter', callEntries.find(([n]) => n === 'createCharacter')![1], world.leagueId, 'outsider');
    expect(status).toBe(200);
    const detail = await answer('leagueDetail', callEntries.find(([n]) => n === 'leagueDetail')![1], world.leagueId, 'outsider');
    expect(detail.body).toMatchObject({ json: { isMember: true, hasCharacter: true } });
  });
});
