import { league, member, postContent } from './support/social-helpers';
import { Client, createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('read your writes', () => {
  it('answers a command with the position of its last event', async () => {
    const c = new Client(t.app);
    await c.register('kim@example.com', 'Kim');
    const created = await c.post('/_api/leagues', { name: 'Villa Reunion', type: 'public' });
    expect(created.status).toBe(200);
    const position = Number(created.raw.headers['x-event-position']);
    expect(position).toBeGreaterThan(0);
    expect(position).toBe(await t.deps.store.headPosition());
  });

  it('does not stamp a query that appended nothing', async () => {
    const c = new Client(t.app);
    await c.login('kim@example.com');
    const leagues = await c.get('/_api/leagues');
    expect(leagues.raw.headers['x-event-position']).toBeUndefined();
  });

  it('holds a query sent with x-min-position until the read models reach it', async () => {
    const c = new Client(t.app);
    await c.login('kim@example.com');
    // The position comes from elsewhere (another process or replica appended it): the log has it,
    // the read models may not yet.
    await t.deps.store.append('probe-1', [{ type: 'ProbeRecorded', data: {}, metadata: { schemaVersion: 1, correlationId: 'p', causationId: 'p', userId: null, at: new Date().toISOString() } }], 'no_stream');
    const target = await t.deps.store.headPosition();
    const res = await t.app.inject({ method: 'GET', url: '/_api/leagues', headers: { cookie: c.cookie, 'x-min-position': String(target) } });
    expect(res.statusCode).toBe(200);
    expect(Object.values(await t.runtime.projectionLag()).every((lag) => lag === 0)).toBe(true);
  });

  it.each([
    ['a visitor', false],
    ['a player', true],
  ])('answers %s for a position past the end of the log (that it is never held: the gate\'s own suite)', async (_, loggedIn) => {
    const c = new Client(t.app);
    if (loggedIn) await c.login('kim@example.com');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.app.inject({ method: 'GET', url: '/_api/auth/session', headers: { ...(c.cookie ? { cookie: c.cookie } : {}), 'x-min-position': '999999999999' } }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
  });

  it('ignores a malformed x-min-position', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/_api/auth/session', headers: { 'x-min-position': 'soon' } });
    expect(res.statusCode).toBe(200);
  });

  it('stamps commands that wait inside a service (chat, like, post) with their own last position', async () => {
    const { leagueId, owner } = await league(t, 'Stamper');
    const fan = await member(t, leagueId, 'StampFan');
    const stamped = async (answer: Promise<{ status: number; raw: { headers: Record<string, unknown> } }>) => {
      const { status, raw } = await answer;
      expect(status).toBe(200);
      const position = Number(raw.headers['x-event-position']);
      expect(position).toBe(await t.deps.store.headPosition());
      return position;
    };
    const chat = await stamped(owner.post('/_api/league/chat', { leagueId, message: 'stamp' }));
    const postId = await postContent(owner, leagueId);
    const liked = await stamped(fan.post('/_api/content/like', { leagueId, postId, like: true }));
    expect(liked).toBeGreaterThan(chat);
  });
});
