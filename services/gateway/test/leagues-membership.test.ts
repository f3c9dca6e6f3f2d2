import { createCharacter, createLeague, player } from './support/league-helpers';
import { Client, createTestApp, type TestApp } from './support/test-app';

/**
 * Every league-scoped call, asked by someone outside the league: a private league does not exist
 * for them (404 "League not found", the same answer as an unknown id), and no data leaks.
 */
let t: TestApp;
let privateLeague: number;
let publicLeague: number;
let outsider: Client & { id: number };
let member: Client & { id: number };

beforeAll(async () => {
  t = await createTestApp();
  member = await player(t, 'Kim');
  outsider = await player(t, 'Eve');
  privateLeague = await createLeague(member, { type: 'friends_family', name: 'Secret Villa' });
  publicLeague = await createLeague(member, { name: 'Open Villa' });
  await createCharacter(member, privateLeague, { playerName: '@Kim' });
  await createCharacter(member, publicLeague, { playerName: '@Kim' });
});
afterAll(async () => {
  await t.close();
});

type Call = [string, 'GET' | 'POST', (leagueId: number) => string, (leagueId: number) => unknown];

const leagueScoped: Call[] = [
  ['league detail', 'GET', (id) => `/_api/leagues/detail?leagueId=${id}`, () => undefined],
  ['leaderboard', 'GET', (id) => `/_api/leagues/leaderboard?leagueId=${id}`, () => undefined],
  ['final results', 'GET', (id) => `/_api/leagues/final-results?leagueId=${id}`, () => undefined],
  ['game state', 'GET', (id) => `/_api/game-state?leagueId=${id}`, () => undefined],
  ['follower history', 'GET', (id) => `/_api/game-state/history?leagueId=${id}`, () => undefined],
  ['invite', 'POST', () => '/_api/leagues/invite', (id) => ({ leagueId: id, email: 'friend@example.com' })],
  ['cancel', 'POST', () => '/_api/leagues/cancel', (id) => ({ leagueId: id })],
  ['create character', 'POST', () => '/_api/leagues/create-character', (id) => ({ leagueId: id, playerName: '@Eve', realityShowBackground: 'drama' })],
];

const ask = (client: Client, [, method, url, body]: Call, leagueId: number) => client.call(method, url(leagueId), body(leagueId));

describe('a non-member of a friends-and-family league', () => {
  it.each(leagueScoped)('%s answers 404 "League not found", exactly as for an unknown league', async (...call) => {
    const answer = await ask(outsider, call, privateLeague);
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ error: 'League not found' });
    const unknown = await ask(outsider, call, 999_999);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual(answer.body);
  });

  it('does not see the league in any list', async () => {
    expect((await outsider.get('/_api/leagues')).body).toEqual([]);
    const listed = (await outsider.get('/_api/leagues/public')).body as unknown as Array<{ id: number }>;
    expect(listed.map((l) => l.id)).toEqual([publicLeague]);
  });
});

describe('a non-member of a public league', () => {
  const gameplay = leagueScoped.filter(([name]) => !['league detail', 'create character'].includes(name));

  it.each(gameplay)('%s answers 404 "League not found"', async (...call) => {
    const answer = await ask(outsider, call, publicLeague);
    expect(answer).toMatchObject({ status: 404, body: { error: 'League not found' } });
  });

  it('sees only the public card of the league, without its invite code', async () => {
    const detail = await outsider.get(`/_api/leagues/detail?leagueId=${publicLeague}`);
    expect(detail.body).toMatchObject({ id: publicLeague, name: 'Open Villa', isMember: false, hasCharacter: false, inviteCode: null });
  });
});

describe('a visitor who is not logged in', () => {
  it.each(leagueScoped)('%s answers 401', async (...call) => {
    const answer = await ask(new Client(t.app), call, publicLeague);
    expect(answer).toMatchObject({ status: 401, body: { error: 'Not authenticated' } });
  });

  it.each(['/_api/leagues', '/_api/leagues/public', '/_api/game-state', '/_api/leagues/by-invite-code?inviteCode=ABCD2345'])('%s answers 401', async (url) => {
    expect((await new Client(t.app).get(url)).status).toBe(401);
  });
});

describe('a member', () => {
  it('gets an answer from every league-scoped call', async () => {
    for (const call of leagueScoped.filter(([name]) => !['cancel', 'create character', 'final results'].includes(name))) {
      const answer = await ask(member, call, privateLeague);
      expect([call[0], answer.status]).toEqual([call[0], 200]);
    }
  });
});
